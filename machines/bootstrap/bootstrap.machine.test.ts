import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { bootstrapMachine, SESSION_WATCH_MAX_MS } from './bootstrap.machine.ts';
import { selectBootPhase, selectIsLoggedIn, selectSplitTestGroup } from './bootstrap.selectors.ts';
import type { AppConfig, GuestState, RequestInput, Session } from '../shared/session.types.ts';
import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { failureError } from '../../src/testing/failureError.ts';

function stubbed(
  overrides: Partial<{
    config: () => Promise<AppConfig>;
    session: () => Promise<Session>;
    guest: (input: RequestInput) => Promise<GuestState>;
    logout: () => Promise<void>;
  }> = {},
) {
  const reloadPage = vi.fn();
  const announceReady = vi.fn();
  const guestInputs: RequestInput[] = [];
  const machine = bootstrapMachine().provide({
    actors: {
      loadConfig: fromPromise(overrides.config ?? (() => Promise.resolve(demoConfig))),
      loadSession: fromPromise(
        overrides.session ??
          (() => Promise.resolve({ accessToken: 'tok-demo', guestId: 7, expiresIn: 3600 })),
      ),
      loadGuest: fromPromise(async ({ input }: { input: RequestInput }) => {
        guestInputs.push(input);
        return (overrides.guest ?? (() => Promise.resolve(demoGuest)))(input);
      }),
      logout: fromPromise(overrides.logout ?? (() => Promise.resolve(undefined))),
    },
    actions: { reloadPage, announceReady },
  });
  return { machine, reloadPage, announceReady, guestInputs };
}

describe('bootstrap machine', () => {
  it('loads config, session and guest state, in that order, and is ready', async () => {
    const { machine, guestInputs, announceReady } = stubbed();
    const actor = createActor(machine, { input: { language: 'de' } }).start();
    expect(selectBootPhase(actor.getSnapshot())).toBe('config');
    const ready = await waitFor(actor, (s) => s.hasTag('ready'));
    expect(announceReady).toHaveBeenCalledTimes(1);
    expect(selectIsLoggedIn(ready)).toBe(true);
    expect(ready.context.guest).toMatchObject({ name: 'DemoDan', balance: 125.5, currency: 'EUR' });
    expect(guestInputs[0]).toEqual({
      restBaseUrl: demoConfig.restBaseUrl,
      ver: demoConfig.ver,
      language: 'de',
      accessToken: 'tok-demo',
    });
  });

  it('falls back to the configured language when the URL named none', async () => {
    const { machine, guestInputs } = stubbed();
    await waitFor(createActor(machine, { input: { language: null } }).start(), (s) =>
      s.hasTag('ready'),
    );
    expect(guestInputs[0]?.language).toBe('en');
  });

  it('shows no guest summary for a visitor', async () => {
    const { machine } = stubbed({ guest: () => Promise.resolve(visitorGuest) });
    const ready = await waitFor(createActor(machine, { input: { language: 'en' } }).start(), (s) =>
      s.hasTag('ready'),
    );
    expect(selectIsLoggedIn(ready)).toBe(false);
  });

  it("honours the session's split tests 34 and 50: group B is the variant, anything else the control (decision 0033)", async () => {
    const readyWith = async (testGroups: Record<string, string>) => {
      const { machine } = stubbed({ guest: () => Promise.resolve({ ...demoGuest, testGroups }) });
      return waitFor(createActor(machine, { input: { language: 'en' } }).start(), (s) =>
        s.hasTag('ready'),
      );
    };
    const both = await readyWith({ '34': 'B', '50': 'B', '7': 'B' });
    expect(selectSplitTestGroup(both, 'conversionChatTrial')).toBe('variant');
    expect(selectSplitTestGroup(both, 'welcomeBonusTile')).toBe('variant');
    const one = await readyWith({ '34': 'A', '50': 'B' });
    expect(selectSplitTestGroup(one, 'conversionChatTrial')).toBe('control');
    expect(selectSplitTestGroup(one, 'welcomeBonusTile')).toBe('variant');
    const other = await readyWith({ '7': 'B' });
    expect(selectSplitTestGroup(other, 'conversionChatTrial')).toBe('control');
    expect(selectSplitTestGroup(other, 'welcomeBonusTile')).toBe('control');
  });

  it.each([
    [
      'config',
      {
        config: () =>
          Promise.reject(
            failureError({ message: 'config.json answered 404', code: 'config_unreachable' }),
          ),
      },
    ],
    ['session', { session: () => Promise.reject(failureError({ code: 'http_500' })) }],
    ['guest', { guest: () => Promise.reject(failureError({ code: 'http_401' })) }],
  ] as const)('fails visibly at the %s step and retries that step', async (step, failing) => {
    let attempts = 0;
    const overrides = Object.fromEntries(
      Object.entries(failing).map(([key, fail]) => [
        key,
        () =>
          attempts++ === 0
            ? fail()
            : key === 'config'
              ? Promise.resolve(demoConfig)
              : key === 'session'
                ? Promise.resolve({ accessToken: 't', guestId: 1, expiresIn: 1 })
                : Promise.resolve(demoGuest),
      ]),
    );
    const { machine } = stubbed(overrides);
    const actor = createActor(machine, { input: { language: 'en' } }).start();
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.matches({ failed: step })).toBe(true);
    expect(failed.context.failure?.code).toBeDefined();
    actor.send({ type: 'ui.retryRequested' });
    const ready = await waitFor(actor, (s) => s.hasTag('ready'));
    expect(ready.context.failure).toBeNull();
    expect(attempts).toBe(2);
  });

  it('logs out and reloads the page, also when the logout call fails', async () => {
    for (const logout of [
      () => Promise.resolve(undefined),
      () => Promise.reject(failureError({ code: 'http_500' })),
    ]) {
      const { machine, reloadPage } = stubbed({ logout });
      const actor = createActor(machine, { input: { language: 'en' } }).start();
      await waitFor(actor, (s) => s.hasTag('ready'));
      actor.send({ type: 'ui.logoutRequested' });
      await waitFor(actor, (s) => s.matches('reloading'));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    }
  });

  it('ignores logout before it is ready', () => {
    const { machine } = stubbed({ config: () => new Promise(() => {}) });
    const actor = createActor(machine, { input: { language: 'en' } }).start();
    expect(actor.getSnapshot().can({ type: 'ui.logoutRequested' })).toBe(false);
  });

  describe("the session's expiry stamp: the clock's now plus its seconds (seed 000 §9)", () => {
    const DAY = 24 * 60 * 60 * 1000;
    const START = Date.parse('2026-11-22T12:00:00Z');
    /** A booted machine on a simulated clock whose wall clock moves with it. */
    async function booted(expiresIn: number, readClock?: () => Promise<number>) {
      const clock = new SimulatedClock();
      const reads: number[] = [];
      const sessionEnded = vi.fn();
      const wall = () => START + clock.now();
      const machine = stubbed({
        session: () => Promise.resolve({ accessToken: 'tok-demo', guestId: 7, expiresIn }),
      }).machine.provide({
        actors: {
          readClock: fromPromise(
            readClock ??
              (() => {
                reads.push(wall());
                return Promise.resolve(wall());
              }),
          ),
        },
        actions: { announceSessionEnded: sessionEnded },
      });
      const actor = createActor(machine, { input: { language: 'en' }, clock }).start();
      await waitFor(
        actor,
        (s) => s.matches({ ready: 'watching' }) || s.matches({ ready: 'unwatched' }),
      );
      return { actor, clock, reads, sessionEnded };
    }

    it('keeps the stamp once ready and ends the session when it passes', async () => {
      const { actor, clock, sessionEnded } = await booted(3600);
      expect(actor.getSnapshot().context.sessionEndsAt).toBe(START + 3600 * 1000);
      clock.increment(3600 * 1000 - 1);
      expect(actor.getSnapshot().matches({ ready: 'watching' })).toBe(true);
      clock.increment(1);
      await waitFor(actor, (s) => s.matches({ ready: 'ended' }));
      expect(sessionEnded).toHaveBeenCalledTimes(1);
      // Still ready: the app decides (a reload, or after a payment's feedback).
      expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    });

    it('watches a 30-day session in waits of a day, never one timer over 2^31-1 ms', async () => {
      expect(SESSION_WATCH_MAX_MS).toBeLessThanOrEqual(2 ** 31 - 1);
      const { actor, clock, reads, sessionEnded } = await booted(30 * 24 * 60 * 60);
      expect(reads).toEqual([START]);
      for (let day = 1; day < 30; day++) {
        clock.increment(DAY - 1);
        expect(reads, `day ${day}: no reading before the day's wait ends`).toHaveLength(day);
        clock.increment(1);
        await waitFor(actor, (s) => s.matches({ ready: 'watching' }) && reads.length === day + 1);
        expect(sessionEnded).not.toHaveBeenCalled();
      }
      clock.increment(DAY);
      await waitFor(actor, (s) => s.matches({ ready: 'ended' }));
      expect(reads.at(-1)).toBe(START + 30 * DAY);
      expect(sessionEnded).toHaveBeenCalledTimes(1);
    });

    it('a clock that ran ahead during a wait (a sleeping laptop) ends the session at the next reading', async () => {
      let offset = 0;
      const clockRef: { now: () => number } = { now: () => 0 };
      const { actor, clock, sessionEnded } = await booted(30 * 24 * 60 * 60, () =>
        Promise.resolve(START + clockRef.now() + offset),
      );
      clockRef.now = () => clock.now();
      offset = 31 * DAY;
      clock.increment(DAY);
      await waitFor(actor, (s) => s.matches({ ready: 'ended' }));
      expect(sessionEnded).toHaveBeenCalledTimes(1);
    });

    it('keeps no stamp without a clock, and the session goes on', async () => {
      const { actor } = await booted(3600, () => Promise.reject(new Error('no clock')));
      expect(actor.getSnapshot().matches({ ready: 'unwatched' })).toBe(true);
      expect(actor.getSnapshot().context.sessionEndsAt).toBeNull();
    });
  });
});
