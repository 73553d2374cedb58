import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { toldOf } from '../app/routeTold.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { tvMachine } from './tv.machine.ts';
import { selectLiveStatus, selectProgramStatus } from './tv.selectors.ts';
import type { TvCall, TvPage, TvPageData } from './tv.types.ts';

function start() {
  const calls: string[] = [];
  const machine = tvMachine.provide({
    actors: {
      fetchStream: fromPromise(({ input }) => {
        calls.push(`stream:${input.channel}`);
        return Promise.resolve({
          type: 'free',
          title: 'Free',
          playlist: '/live.m3u8',
          current: null,
        });
      }),
      fetchProgram: fromPromise(({ input }) => {
        calls.push(`program:${input.program}`);
        return Promise.resolve([]);
      }),
      fetchPage: fromPromise<TvPageData, TvCall<{ page: TvPage }>>(({ input }) => {
        calls.push(`page:${input.page.kind}:${input.page.key}`);
        return Promise.reject(new Error('down'));
      }),
    },
  });
  const actor = createActor(machine, { systemId: 'tv', input: demoDomainInput('tv') }).start();
  return { actor, calls };
}

describe('tv: the root tells the domain of its routes', () => {
  it('plays the livestream of the route with its program, and stops when the route is left', async () => {
    const { actor, calls } = start();
    const live = toldOf('tv', '/en/tv/livestream/');
    actor.send(live.entered);
    await flushMacrotasks();
    expect(calls).toEqual(['stream:free', 'program:current']);
    expect(selectLiveStatus(actor.getSnapshot())).toBe('playing');
    expect(selectProgramStatus(actor.getSnapshot())).toBe('loaded');
    actor.send(live.left);
    expect(selectLiveStatus(actor.getSnapshot())).toBe('idle');
  });

  it('asks for the page of a video, post or series route, with its parameter', async () => {
    const { actor, calls } = start();
    actor.send(toldOf('tv', '/en/tv/video/77/').entered);
    actor.send(toldOf('tv', '/en/tv/late-night/').entered);
    await flushMacrotasks();
    expect(calls).toEqual(['page:video:77', 'program:lateNight']);
    // Leaving a page that plays nothing leaves the program alone.
    actor.send(toldOf('tv', '/en/tv/late-night/').left);
    expect(selectProgramStatus(actor.getSnapshot())).toBe('loaded');
  });
});
