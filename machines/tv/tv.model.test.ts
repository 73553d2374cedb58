import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { tvMachine, type TvContext } from './tv.machine.ts';
import {
  selectLiveStatus,
  selectLockReason,
  selectPageData,
  selectProgramItems,
  selectProgramStatus,
} from './tv.selectors.ts';
import type { ProgramItem, TvPageData } from './tv.types.ts';

/** Model-based test of TV: every transition of the statechart, on the real machine. */
const picture = { w320: '', w640: '', w1280: '' };
const series = {
  id: 602,
  slug: 'morning-talk',
  title: 'Morning Talk',
  description: '',
  lateNight: false,
  premium: false,
  picture,
};
const program: ProgramItem[] = [{ start: 's', end: 'e', lateNight: false, series }];
const format: TvPageData = { kind: 'format', data: { series, total: 3, program } };
const answer = (allowed: boolean) => ({
  type: 'gate.answer',
  action: 'tvContent',
  ticket: null,
  allowed,
  reason: allowed ? null : 'needAbo',
  open: allowed ? null : { type: 'payTour.open', flow: 'vxtvabo' },
  balance: null,
});
const events = [
  { type: 'tv.watch', channel: 'free' },
  { type: 'tv.watch', channel: 'premium' },
  { type: 'tv.leave' },
  { type: 'tv.subscribe' },
  { type: 'tv.retry' },
  { type: 'tv.showProgram', program: 'current' },
  { type: 'tv.retryProgram' },
  { type: 'tv.show', page: { kind: 'format', key: 'morning-talk' } },
  { type: 'tv.retryPage' },
  answer(true),
  answer(false),
  { type: 'gate.resumed', action: 'tvContent', ticket: null, success: true },
  { type: 'gate.resumed', action: 'tvContent', ticket: null, success: false },
  {
    type: 'xstate.done.actor.fetchStream',
    output: { type: 'free', title: 'Free TV', playlist: '/media/tv/live/free.m3u8', current: null },
  },
  { type: 'xstate.error.actor.fetchStream', error: { message: '', code: 'http_403' } },
  { type: 'xstate.done.actor.fetchProgram', output: program },
  { type: 'xstate.error.actor.fetchProgram', error: { message: 'down' } },
  { type: 'xstate.done.actor.fetchPage', output: format },
  { type: 'xstate.error.actor.fetchPage', error: { message: 'down' } },
];

// The channel is context a guard reads: part of the key so both sides show.
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as TvContext;
  return JSON.stringify([s.value, context.channel]);
};

defineModelSuite(tvMachine, {
  input: demoDomainInput('tv'),
  events,
  // The lists and the player are spawned children (tv.machine.test.ts runs them); the model leaves
  // them out, and so what is sent to them.
  stand: { spawnChildren: () => {}, want: () => {}, play: () => {}, stop: () => {} },
  serializeState,
  runner: { stubActions: ['spawnChildren', 'want', 'play', 'stop'] },
  invariants: (snapshot, { route, inFlight }) => {
    const live = selectLiveStatus(snapshot);
    // The stream is fetched only while loading.
    expect(inFlight().includes('fetchStream'), route).toBe(snapshot.matches({ live: 'loading' }));
    // Locked says why; nothing else does.
    if (live === 'locked') expect(selectLockReason(snapshot), route).toBe('needAbo');
    if (live === 'playing' || live === 'idle') expect(selectLockReason(snapshot), route).toBeNull();
    // Premium is locked or plays only after the gate answered; free never asks.
    if (snapshot.matches({ live: 'asking' }) || live === 'locked')
      expect(snapshot.context.channel, route).toBe('premium');
    if (live === 'idle') expect(snapshot.context.channel, route).toBeNull();
    // The program: loaded shows its items; loading has the call in flight.
    expect(inFlight().includes('fetchProgram'), route).toBe(
      selectProgramStatus(snapshot) === 'loading' && snapshot.matches({ program: 'loading' }),
    );
    if (selectProgramStatus(snapshot) === 'loaded')
      expect(selectProgramItems(snapshot), route).toEqual(program);
    // A loaded page shows the data asked for.
    if (snapshot.matches({ page: 'loaded' }))
      expect(selectPageData(snapshot), route).toEqual(format);
    expect(inFlight().includes('fetchPage'), route).toBe(snapshot.matches({ page: 'loading' }));
  },
});
