import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '../../services/realtime/frames.ts';
import { REPO_DIR, type RunningSimulator } from '../server.ts';
import { Changes } from '../changes.ts';
import { startTestSimulator, tempDir } from '../testing.ts';
import type { Timers } from './hub.ts';
import {
  ScenarioPlayer,
  loadScenarios,
  parseScenario,
  type Deliver,
  type Scenario,
  type ScenarioStep,
} from './scenarios.ts';
import { connectGuest, devCall, quietMessenger, type FrameClient } from './test-client.ts';

const SCENARIOS_DIR = join(REPO_DIR, 'fixtures', 'scenarios');
const line = (value: unknown) => JSON.stringify(value);
const pong = { type: 'pong', ttl: 5 };

describe('scenario files', () => {
  it('parses frames and faults, skipping blank lines', () => {
    const text = [
      line({ at: 0, frame: { type: 'avsPending' } }),
      '',
      line({ at: 10, fault: { action: 'delay', ms: 5 } }),
      line({ at: 10, frame: pong }),
    ].join('\n');
    const scenario = parseScenario('x/sample.jsonl', text);
    expect(scenario.name).toBe('sample');
    expect(scenario.steps).toEqual([
      { at: 0, line: 1, frame: { type: 'avsPending' } },
      { at: 10, line: 3, fault: { action: 'delay', ms: 5 } },
      { at: 10, line: 4, frame: pong },
    ]);
  });

  it.each([
    ['not JSON', '{"at":0,', /line 2: not JSON$/],
    [
      'an unknown frame type',
      line({ at: 0, frame: { type: 'nope' } }),
      /line 2: frame: unknown server frame type "nope"/,
    ],
    [
      'wrong fields',
      line({ at: 0, frame: { type: 'pong', ttl: 'x' } }),
      /line 2: frame pong: ttl: /,
    ],
    ['an extra field', line({ at: 0, frame: { type: 'avsSet', x: 1 } }), /line 2: frame avsSet: /],
    ['no frame or fault', line({ at: 0 }), /line 2: a line has exactly one/],
    [
      'both frame and fault',
      line({ at: 0, frame: pong, fault: { action: 'drop' } }),
      /line 2: a line has exactly one/,
    ],
    [
      'a bad fault',
      line({ at: 0, fault: { action: 'close', code: 1005 } }),
      /line 2: fault: code: /,
    ],
    ['a negative at', line({ at: -1, frame: pong }), /line 2: at: /],
    ['an unknown key', line({ at: 0, frame: pong, note: 'x' }), /line 2: .*note/],
    [
      'an at before the previous',
      `${line({ at: 5, frame: pong })}\n${line({ at: 4, frame: pong })}`,
      /line 3: at 4 is before the previous line's 5/,
    ],
  ])('names the file and line of %s', (_name, bad, message) => {
    const text = `${line({ at: 0, frame: pong })}\n${bad}`;
    expect(() => parseScenario('fixtures/scenarios/bad.jsonl', text)).toThrow(
      /^Invalid scenario fixtures\/scenarios\/bad\.jsonl line \d+: /,
    );
    expect(() => parseScenario('fixtures/scenarios/bad.jsonl', text)).toThrow(message);
  });

  it('names the file and line when loading a directory', () => {
    const dir = tempDir();
    try {
      writeFileSync(join(dir.path, 'broken.jsonl'), `${line({ at: 0, frame: pong })}\n{nope`);
      expect(() => loadScenarios(dir.path)).toThrow(/broken\.jsonl line 2: not JSON/);
    } finally {
      dir.remove();
    }
  });

  it('refuses an empty file and a badly named one', () => {
    expect(() => parseScenario('empty.jsonl', '\n\n')).toThrow(/empty\.jsonl: no lines/);
    const dir = tempDir();
    try {
      writeFileSync(join(dir.path, 'Bad_Name.jsonl'), line({ at: 0, frame: pong }));
      expect(() => loadScenarios(dir.path)).toThrow(/Bad_Name\.jsonl: the name/);
    } finally {
      dir.remove();
    }
  });

  it('validates the recorded scenarios of the repository', () => {
    const scenarios = loadScenarios(SCENARIOS_DIR);
    // Features add scenarios of their own; these are the ones this file checks.
    expect([...scenarios.keys()]).toEqual(
      expect.arrayContaining([
        'account-flags',
        'balance-topup',
        'data-protection',
        'guest-locked',
        'messenger-burst',
        'messenger-load',
      ]),
    );
    const frames = (name: string) =>
      (scenarios.get(name)?.steps ?? []).flatMap((step) => ('frame' in step ? [step.frame] : []));

    expect(frames('balance-topup')[0]).toMatchObject({ type: 'guestBalance', isPayment: true });
    expect(frames('account-flags').map((frame) => frame.type)).toEqual([
      'avsPending',
      'avsSet',
      'vipAboUpdate',
    ]);
    expect(frames('account-flags')[2]).toMatchObject({ justStarted: true });

    const burst = scenarios.get('messenger-burst');
    const types = new Set(frames('messenger-burst').map((frame) => frame.type));
    expect(types).toEqual(
      new Set(['incomingMessage', 'actorOnline', 'actorOffline', 'channelUpdate']),
    );
    expect(burst?.steps.at(-1)?.at).toBeGreaterThanOrEqual(4000);
    expect(burst?.steps.at(-1)?.at).toBeLessThanOrEqual(6000);
    // Every channel it touches is one of demo's.
    const demoChannels = new Set([2101, 2102, 2103, 2104, 2105, 2106, 2107, 2108, 2109]);
    for (const frame of frames('messenger-burst')) {
      if (frame.type === 'incomingMessage') expect(demoChannels).toContain(frame.channelId);
      if (frame.type === 'channelUpdate') expect(demoChannels).toContain(frame.channel.id);
    }
  });
});

describe('the player', () => {
  const scenario: Scenario = parseScenario(
    'timed.jsonl',
    [0, 100, 100, 250]
      .map((at, index) => line({ at, frame: { type: 'loyaltyPointsChanged', points: index } }))
      .join('\n'),
  );
  // The player's own pending timers (vi.getTimerCount would count those of any code in the
  // process too, e.g. of a simulator another test closed).
  const pending = new Set<unknown>();
  const timers: Timers = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => {
      const handle = setTimeout(() => {
        pending.delete(handle);
        fn();
      }, ms);
      pending.add(handle);
      return handle;
    },
    clearTimeout: (handle) => {
      pending.delete(handle);
      clearTimeout(handle as NodeJS.Timeout);
    },
  };
  const guest = { accountId: 1001, login: 'demo' };

  afterEach(() => {
    vi.useRealTimers();
    pending.clear();
  });

  function recorder() {
    const sent: { points: number; at: number }[] = [];
    const start = Date.now();
    const deliver: Deliver = (_accountId, step: ScenarioStep) => {
      if ('frame' in step && step.frame.type === 'loyaltyPointsChanged') {
        sent.push({ points: step.frame.points, at: Date.now() - start });
      }
      return Promise.resolve(1);
    };
    return { sent, deliver };
  }

  it('recorded: sends each line at its offset from the start, in order', async () => {
    vi.useFakeTimers();
    const { sent, deliver } = recorder();
    const player = new ScenarioPlayer(deliver, timers);
    const run = player.start(scenario, guest, 'recorded');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ points: 0, at: 0 }]);
    await vi.advanceTimersByTimeAsync(99);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { points: 0, at: 0 },
      { points: 1, at: 100 },
      { points: 2, at: 100 },
    ]);
    await vi.advanceTimersByTimeAsync(149);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.at(-1)).toEqual({ points: 3, at: 250 });
    expect(player.get(run.runId)).toMatchObject({ status: 'finished', sent: 4 });
    expect(pending.size).toBe(0);
  });

  it('fast: sends a line only once the previous one was written', async () => {
    const written: (() => void)[] = [];
    const sent: number[] = [];
    const changes = new Changes();
    const deliver: Deliver = (_id, step) =>
      new Promise((resolve) => {
        if ('frame' in step && step.frame.type === 'loyaltyPointsChanged')
          sent.push(step.frame.points);
        written.push(() => resolve(1));
        changes.changed();
      });
    const player = new ScenarioPlayer(deliver, timers);
    const run = player.start(scenario, guest, 'fast');
    for (let index = 0; index < 4; index += 1) {
      await changes.until(() => sent.length > index, `line ${index + 1}`);
      // The next line waits for this one's write.
      expect(sent).toHaveLength(index + 1);
      written[index]?.();
    }
    expect(await player.ended(run.runId)).toMatchObject({ status: 'finished', sent: 4 });
    expect(sent).toEqual([0, 1, 2, 3]);
    expect(await player.ended('run-none')).toBeUndefined();
  });

  it('stepped: one line per step, then finished', async () => {
    const { sent, deliver } = recorder();
    const player = new ScenarioPlayer(deliver, timers);
    const run = player.start(scenario, guest, 'stepped');
    // Nothing by itself: a run that sends does so at its start (its first line is due at 0).
    expect(sent).toHaveLength(0);
    expect(pending.size).toBe(0);
    for (let index = 0; index < 4; index += 1) {
      expect(await player.step(run.runId)).toMatchObject({ index, line: index + 1 });
    }
    expect(sent.map((entry) => entry.points)).toEqual([0, 1, 2, 3]);
    expect(await player.step(run.runId)).toBe('finished');
    expect(await player.step('run-none')).toBeUndefined();
  });

  it('stop and close clear the timers', async () => {
    vi.useFakeTimers();
    const { sent, deliver } = recorder();
    const player = new ScenarioPlayer(deliver, timers);
    const first = player.start(scenario, guest, 'recorded');
    player.start(scenario, guest, 'recorded');
    await vi.advanceTimersByTimeAsync(0);
    expect(player.stop(first.runId)?.status).toBe('stopped');
    expect(await player.ended(first.runId)).toMatchObject({ status: 'stopped', sent: 1 });
    expect(pending.size).toBe(1);
    player.close();
    expect(pending.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
  });
});

describe('scenario HTTP', () => {
  let sim: RunningSimulator;
  const data = tempDir();
  const clients: FrameClient[] = [];
  const recorded = loadScenarios(SCENARIOS_DIR);
  const framesOf = (name: string): ServerFrame[] =>
    (recorded.get(name)?.steps ?? []).flatMap((step) => ('frame' in step ? [step.frame] : []));

  beforeAll(async () => {
    sim = await startTestSimulator({ dataDir: data.path });
    await quietMessenger(sim);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await sim.close();
    data.remove();
  });

  async function demo() {
    const socket = await connectGuest(sim, 'demo');
    clients.push(socket.client);
    return socket.client;
  }

  it('lists the scenarios', async () => {
    const { status, json } = await devCall(sim, 'GET', '/dev/scenarios');
    expect(status).toBe(200);
    expect(json.scenarios).toContainEqual({
      name: 'account-flags',
      lines: 3,
      durationMs: 2500,
      types: ['avsPending', 'avsSet', 'vipAboUpdate'],
    });
  });

  it('refuses a guest without socket, an unknown scenario, login or pace', async () => {
    expect((await devCall(sim, 'POST', '/dev/scenarios/balance-topup/play?as=vip')).status).toBe(
      409,
    );
    expect((await devCall(sim, 'POST', '/dev/scenarios/nope/play?as=demo')).status).toBe(404);
    expect((await devCall(sim, 'POST', '/dev/scenarios/balance-topup/play?as=nobody')).status).toBe(
      404,
    );
    expect(
      (await devCall(sim, 'POST', '/dev/scenarios/balance-topup/play?as=demo&pace=slow')).status,
    ).toBe(400);
  });

  it('stepped: sends line by line, answers 410 when finished', async () => {
    const client = await demo();
    const started = await devCall(
      sim,
      'POST',
      '/dev/scenarios/account-flags/play?as=demo&pace=stepped',
    );
    expect(started).toMatchObject({ status: 200, json: { lines: 3 } });
    const runId = String(started.json.runId);
    const expected = framesOf('account-flags');
    for (const [index, frame] of expected.entries()) {
      const step = await devCall(sim, 'POST', `/dev/scenarios/runs/${runId}/step`);
      expect(step).toMatchObject({
        status: 200,
        json: { sent: { index, what: frame.type, sockets: 1, step: { frame } } },
      });
      expect(await client.next(frame.type)).toEqual(frame);
      expect(client.frames()).toHaveLength(index + 2);
    }
    expect((await devCall(sim, 'POST', `/dev/scenarios/runs/${runId}/step`)).status).toBe(410);
    expect((await devCall(sim, 'GET', `/dev/scenarios/runs/${runId}`)).json).toMatchObject({
      status: 'finished',
      sent: 3,
    });
  });

  it('recorded: sends every line, in order', async () => {
    const client = await demo();
    const started = await devCall(
      sim,
      'POST',
      '/dev/scenarios/balance-topup/play?as=demo&pace=recorded',
    );
    const expected = framesOf('balance-topup');
    // The player's completion: answered once its last line was written to the socket.
    const progress = (
      await devCall(sim, 'GET', `/dev/scenarios/runs/${String(started.json.runId)}?wait=end`)
    ).json;
    await client.until((c) => c.frames().length === expected.length + 1, 'every line');
    expect(client.frames().slice(1)).toEqual(expected);
    expect(progress).toMatchObject({ status: 'finished', sent: 3, pace: 'recorded' });
    const log = progress.log as { at: number; sentAfterMs: number }[];
    expect(log.map((entry) => entry.at)).toEqual([0, 400, 800]);
    // Never before its time (order, not duration).
    for (const entry of log) expect(entry.sentAfterMs).toBeGreaterThanOrEqual(entry.at - 1);
  });

  it('fast: sends every line at once, in order', async () => {
    const client = await demo();
    const started = await devCall(
      sim,
      'POST',
      '/dev/scenarios/messenger-burst/play?as=demo&pace=fast',
    );
    const expected = framesOf('messenger-burst');
    const ended = await devCall(
      sim,
      'GET',
      `/dev/scenarios/runs/${String(started.json.runId)}?wait=end`,
    );
    expect(ended.json).toMatchObject({ status: 'finished', sent: expected.length });
    await client.until((c) => c.frames().length === expected.length + 1, 'every line');
    expect(client.frames().slice(1)).toEqual(expected);
  });

  it('DELETE stops a run', async () => {
    const client = await demo();
    const started = await devCall(sim, 'POST', '/dev/scenarios/messenger-burst/play?as=demo');
    await client.next('actorOnline');
    const stopped = await devCall(
      sim,
      'DELETE',
      `/dev/scenarios/runs/${String(started.json.runId)}`,
    );
    expect(stopped).toMatchObject({ status: 200, json: { status: 'stopped' } });
    expect((stopped.json.sent as number) < 14).toBe(true);
    expect((await devCall(sim, 'DELETE', '/dev/scenarios/runs/run-999')).status).toBe(404);
  });
});
