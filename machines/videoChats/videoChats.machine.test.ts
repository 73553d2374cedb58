import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import { selectItems, selectListStatus } from '../list/list.selectors.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import {
  VIDEO_CHATS_LIST,
  VIDEO_CHATS_PAGE,
  videoChatsListMachine,
  videoChatsMachine,
} from './videoChats.machine.ts';
import { selectVideoChatsVisitor } from './videoChats.selectors.ts';
import { pastVideoChat } from './videoChats.testing.ts';
import type { PastVideoChat, VideoChatsQuery } from './videoChats.types.ts';

const chat = pastVideoChat;

describe('my video chats', () => {
  it('asks for the first page of past chats with the session it was started with, and again on refresh', async () => {
    const calls: FetchPageInput<VideoChatsQuery>[] = [];
    const list = videoChatsListMachine.provide({
      actors: {
        fetchPage: fromPromise<FetchPageOutput<PastVideoChat>, FetchPageInput<VideoChatsQuery>>(
          ({ input }) => {
            calls.push(input);
            return Promise.resolve({ items: [chat(1), chat(2)], total: 2 });
          },
        ),
      },
    });
    const actor = createActor(videoChatsMachine.provide({ actors: { list } }), {
      input: demoDomainInput('videoChats', { isLoggedIn: true }),
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toMatchObject([
      { limit: VIDEO_CHATS_PAGE, offset: 0, query: { request: { accessToken: 't' } } },
    ]);
    const listActor = actor.system.get(VIDEO_CHATS_LIST) as AnyActorRef;
    const snapshot = listActor.getSnapshot() as Parameters<typeof selectItems>[0];
    expect(selectListStatus(snapshot)).toBe('loaded');
    expect(selectItems(snapshot).map((item) => item.id)).toEqual(['c1', 'c2']);
    expect(snapshot.context.config.gridType).toBe('videoChats');
    actor.send({ type: 'ui.refresh' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(2);
  });

  it('asks nothing for a visitor', async () => {
    const actor = createActor(videoChatsMachine, {
      input: demoDomainInput('videoChats', { isLoggedIn: false }),
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const listActor = actor.system.get(VIDEO_CHATS_LIST) as AnyActorRef;
    expect(selectListStatus(listActor.getSnapshot() as Parameters<typeof selectItems>[0])).toBe(
      'idle',
    );
    expect(selectVideoChatsVisitor(actor.getSnapshot())).toBe(true);
  });
});
