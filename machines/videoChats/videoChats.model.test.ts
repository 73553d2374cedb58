import { expect } from 'vitest';
import { createActor, createMachine, type AnyActorRef, type EventObject } from 'xstate';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import type { PathRuntime } from '../../src/testing/recordedRun.ts';
import { selectItems, selectListStatus, type ListStatus } from '../list/list.selectors.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { VIDEO_CHATS_PAGE, videoChatsMachine, type VideoChatsEvent } from './videoChats.machine.ts';
import { selectVideoChatsVisitor } from './videoChats.selectors.ts';
import { pastVideoChat } from './videoChats.testing.ts';

/**
 * Model-based test of "my video chats": its one transition (a refresh, passed on to its list) on
 * the real machine, whose invoked list runs for real with its page calls settled by the path.
 */
const chat = pastVideoChat;

/** The list child's page call, as the recording runner names it (`<invoke src>/<its src>`). */
const LIST_FETCH = 'list/fetchPage';
const twoChats = { items: [chat(1), chat(2)], total: 2 };
const noChats = { items: [], total: 0 };

/**
 * The list's answers are the path's to give: `drive` settles the list's pending page call with
 * them. They are not `xstate.error.actor.…` events, because the model (the machine without its
 * invoke) takes no such event, and an error event nobody takes fails the model's actor.
 */
type Answer =
  | { type: 'listPage.answered'; output: typeof twoChats }
  | { type: 'listPage.failed'; error: { message: string } };
type ModelEvent = VideoChatsEvent | Answer;
const events: ModelEvent[] = [
  { type: 'ui.refresh' },
  { type: 'listPage.answered', output: twoChats },
  { type: 'listPage.answered', output: noChats },
  { type: 'listPage.failed', error: { message: 'down' } },
];
const drive = (event: EventObject, runtime: PathRuntime): boolean => {
  const answer = event as Answer;
  if (answer.type === 'listPage.answered') runtime.settle(LIST_FETCH, { output: answer.output });
  else if (answer.type === 'listPage.failed') runtime.settle(LIST_FETCH, { error: answer.error });
  else return false;
  return true;
};

/**
 * The model's graph: the machine whose refresh names its action, so the traversal (which has no
 * list: `modelMachine` leaves the invoke out) can stand it in; the real run sends it to the list.
 */
const config = videoChatsMachine.config as unknown as Record<string, unknown>;
const named = createMachine(
  { ...config, on: { 'ui.refresh': { actions: 'tellList' } } } as never,
  videoChatsMachine.implementations as never,
) as unknown as typeof videoChatsMachine;

/**
 * The machine is one state; what moves is its list. Its paths are every sequence of up to three
 * of the model's events (a refresh before, during and after each answer), from each start.
 */
const DEPTH = 3;
const sequences = (length: number): ModelEvent[][] =>
  length === 0
    ? [[]]
    : sequences(length - 1).flatMap((rest) => events.map((event) => [...rest, event]));

const loggedIn = demoDomainInput('videoChats', { isLoggedIn: true });
const visitor = demoDomainInput('videoChats', visitorGuest);
/** The input each path was walked from: what the invariants hold the run to. */
const startOf = new WeakMap<object, DomainInput>();

/** What the list shows after the answers and refreshes of a logged-in guest's path. */
interface Expected {
  phase: 'loading' | 'loaded' | 'refreshing' | 'failed';
  ids: string[];
}
function expectedList(sent: readonly EventObject[]): Expected {
  let list: Expected = { phase: 'loading', ids: [] };
  for (const event of sent) {
    const busy = list.phase === 'loading' || list.phase === 'refreshing';
    if (event.type === 'listPage.answered' && busy)
      list = {
        phase: 'loaded',
        ids: (event as Answer & { output: typeof twoChats }).output.items.map((c) => c.id),
      };
    else if (event.type === 'listPage.failed' && busy)
      // A failed first page shows the failure; a failed refresh keeps what was loaded.
      list = { ...list, phase: list.phase === 'loading' ? 'failed' : 'loaded' };
    else if (event.type === 'ui.refresh' && list.phase === 'loaded')
      list = { ...list, phase: 'refreshing' };
    else if (event.type === 'ui.refresh' && list.phase === 'failed')
      list = { ...list, phase: 'loading' };
  }
  return list;
}
const statusOf = ({ phase, ids }: Expected): ListStatus =>
  phase === 'loading' || phase === 'failed' ? phase : ids.length === 0 ? 'empty' : 'loaded';

type ListSnapshot = Parameters<typeof selectItems>[0] & {
  context: { query: { request: unknown } | null; config: { limit: number; gridType: string } };
};

defineModelSuite(videoChatsMachine, {
  // A logged-in guest, whose list asks for her chats, and a visitor, whose list asks nothing.
  inputs: [loggedIn, visitor],
  events,
  graphOf: named,
  stand: { tellList: () => {} },
  runner: { drive },
  paths: (_all, { graph, input }) =>
    Array.from({ length: DEPTH + 1 }, (_, length) => sequences(length))
      .flat()
      .map((sent) => {
        const model = createActor(graph, { input } as never).start();
        const steps = sent.map((event) => {
          const state = model.getSnapshot();
          model.send(event as never);
          return { state, event };
        });
        const path = { state: model.getSnapshot(), steps, weight: steps.length };
        model.stop();
        startOf.set(path, input as DomainInput);
        return path;
      }),
  invariants: (snapshot, { route, path, inFlight }) => {
    const start = startOf.get(path);
    expect(start, route).toBeDefined();
    const guest = start!.guest.isLoggedIn;
    expect(selectVideoChatsVisitor(snapshot), route).toBe(!guest);
    const list = (snapshot.children as Record<string, AnyActorRef | undefined>).list;
    expect(list, route).toBeDefined();
    const shown = list!.getSnapshot() as ListSnapshot;
    // One grid of past chats a page long, in the videoChats grid.
    expect(shown.context.config, route).toMatchObject({
      limit: VIDEO_CHATS_PAGE,
      gridType: 'videoChats',
    });
    // A page is asked for exactly while the list is busy, and only ever for a logged-in guest.
    expect(inFlight().includes(LIST_FETCH), route).toBe(shown.hasTag('busy'));
    if (!guest) {
      // A visitor's list has no query and asks nothing, whatever is refreshed or answered.
      expect(shown.context.query, route).toBeNull();
      expect(selectListStatus(shown), route).toBe('idle');
      expect(inFlight(), route).toEqual([]);
      return;
    }
    // The guest's list asks with the session the machine was started with.
    expect(shown.context.query?.request, route).toEqual(serviceRequestOf(start!));
    const expected = expectedList(path.steps.map((step) => step.event));
    expect(selectListStatus(shown), route).toBe(statusOf(expected));
    expect(shown.hasTag('refreshing'), route).toBe(expected.phase === 'refreshing');
    expect(
      selectItems(shown).map((item) => item.id),
      route,
    ).toEqual(expected.ids);
  },
});
