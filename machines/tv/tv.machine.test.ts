import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import type { GateAnswerEvent } from '../gating/gating.machine.ts';
import { tvMachine } from './tv.machine.ts';
import {
  selectLiveStatus,
  selectLockReason,
  selectPageData,
  selectProgramItems,
  selectProgramStatus,
} from './tv.selectors.ts';
import type { ProgramItem, TvPageData, TvStream } from './tv.types.ts';

const series = {
  id: 601,
  slug: 'morning-talk',
  title: 'Morning Talk',
  description: '',
  lateNight: false,
  premium: false,
  picture: { w320: '', w640: '', w1280: '' },
};
const item: ProgramItem = { start: 's', end: 'e', lateNight: false, series };
const stream = (channel: 'free' | 'premium'): TvStream => ({
  type: channel,
  title: channel,
  playlist: `/media/tv/live/${channel}.m3u8`,
  current: null,
});
const answer = (allowed: boolean): GateAnswerEvent => ({
  type: 'gate.answer',
  action: 'tvContent',
  ticket: null,
  allowed,
  reason: allowed ? null : 'needAbo',
  open: allowed ? null : { type: 'payTour.open', flow: 'vxtvabo' },
  balance: null,
});

function start(video: TvPageData | null = null) {
  const calls: string[] = [];
  const machine = tvMachine.provide({
    actors: {
      fetchStream: fromPromise(({ input }) => {
        calls.push(`stream:${input.channel}`);
        return Promise.resolve(stream(input.channel));
      }),
      fetchProgram: fromPromise(({ input }) => {
        calls.push(`program:${input.program}:${input.count}`);
        return Promise.resolve([item]);
      }),
      fetchPage: fromPromise(({ input }) => {
        calls.push(`page:${input.page.kind}:${input.page.key}`);
        if (!video) return Promise.reject(new Error('down'));
        return Promise.resolve(video);
      }),
    },
  });
  const actor = createActor(machine, { systemId: 'tv', input: demoDomainInput('tv') }).start();
  // the player is the tv's child: its snapshot read as what the tests check
  const player = () =>
    (actor.system.get('tv.player') as AnyActorRef | undefined)?.getSnapshot() as {
      value: unknown;
      context: Record<string, unknown>;
    };
  return { actor, calls, player };
}

describe('tv machine', () => {
  it('plays the free stream in the one player', async () => {
    const { actor, calls, player } = start();
    actor.send({ type: 'tv.watch', channel: 'free' });
    expect(selectLiveStatus(actor.getSnapshot())).toBe('loading');
    await flushMacrotasks();
    expect(calls).toEqual(['stream:free']);
    expect(selectLiveStatus(actor.getSnapshot())).toBe('playing');
    expect(player().context.src).toBe('/media/tv/live/free.m3u8');
    actor.send({ type: 'tv.leave' });
    expect(player().value).toBe('idle');
  });

  it('asks the gate for premium: refused is locked with the reason, allowed plays', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'tv.watch', channel: 'premium' });
    expect(actor.getSnapshot().matches({ live: 'asking' })).toBe(true);
    actor.send(answer(false));
    expect(selectLiveStatus(actor.getSnapshot())).toBe('locked');
    expect(selectLockReason(actor.getSnapshot())).toBe('needAbo');
    expect(calls).toEqual([]);
    // The subscription ended well: the gate is asked again and now allows.
    actor.send({ type: 'gate.resumed', action: 'tvContent', ticket: null, success: true });
    expect(actor.getSnapshot().matches({ live: 'asking' })).toBe(true);
    actor.send(answer(true));
    await flushMacrotasks();
    expect(calls).toEqual(['stream:premium']);
    expect(selectLiveStatus(actor.getSnapshot())).toBe('playing');
  });

  it('loads the program on demand with 10 items', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'tv.showProgram', program: 'lateNight' });
    await flushMacrotasks();
    expect(calls).toEqual(['program:lateNight:10']);
    expect(selectProgramStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectProgramItems(actor.getSnapshot())).toEqual([item]);
  });

  it('a playable video page plays in the player; a failed page can be retried', async () => {
    const episode = {
      id: 7,
      slug: 'e7',
      number: 7,
      title: 'E7',
      airedAt: '',
      duration: 60,
      free: true,
      series: { slug: series.slug, title: series.title },
      actor: null,
      picture: series.picture,
    };
    const video: TvPageData = {
      kind: 'video',
      data: { video: episode, series, playlist: '/media/tv/vod/7.m3u8' },
    };
    const { actor, player } = start(video);
    actor.send({ type: 'tv.show', page: { kind: 'video', key: '7' } });
    await flushMacrotasks();
    expect(selectPageData(actor.getSnapshot())).toEqual(video);
    expect(player().context).toMatchObject({ src: '/media/tv/vod/7.m3u8', live: false });

    const failing = start(null);
    failing.actor.send({ type: 'tv.show', page: { kind: 'post', key: 'x' } });
    await flushMacrotasks();
    expect(failing.actor.getSnapshot().matches({ page: 'failed' })).toBe(true);
    failing.actor.send({ type: 'tv.retryPage' });
    await flushMacrotasks();
    expect(failing.calls).toEqual(['page:post:x', 'page:post:x']);
  });

  it('the regions are independent: a program asked for leaves the stream playing', async () => {
    const { actor } = start();
    actor.send({ type: 'tv.watch', channel: 'free' });
    actor.send({ type: 'tv.showProgram', program: 'current' });
    await flushMacrotasks();
    expect(actor.getSnapshot().value).toEqual({ live: 'playing', program: 'loaded', page: 'idle' });
  });
});
