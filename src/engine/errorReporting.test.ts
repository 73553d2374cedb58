import { afterEach, describe, expect, it, vi } from 'vitest';
import { setup } from 'xstate';
import { createErrorReporter } from '../../services/browser/errorReporter.ts';
import { createLiveEngine } from './engine.ts';
import { installErrorReporting } from './errorReporting.ts';
import { startReportSession } from './report/testing/appSession.ts';
import { ManualTime } from './testing/manualTime.ts';
import { durableHash } from './durableHash.ts';

/** A root whose own action throws: nothing above it catches the error but the engine. */
const brittleRoot = setup({
  actions: {
    boom: () => {
      throw new Error('the root broke');
    },
  },
}).createMachine({ id: 'app', on: { 'x.boom': { actions: 'boom' } } });

function brittleEngine() {
  return createLiveEngine({
    hash: durableHash,
    createLogic: () => brittleRoot,
    inputFromHeader: () => ({}),
    time: new ManualTime(),
    header: { appVersion: 'test', language: 'en', url: '/en/' },
  }).start();
}

/** Error reporting installed on a window of its own, over a started app session. */
async function reporting() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const session = await startReportSession();
  const win = new EventTarget() as unknown as Window;
  const logged: string[] = [];
  const { uninstall } = installErrorReporting(win, () => session.engine, {
    log: (_request, kind, message) => logged.push(`${kind} ${message}`),
  });
  /** The sources of the `env.errorSeen` records of the log. */
  const seenSources = () =>
    session.engine
      .exportLog()
      .records.flatMap((r) =>
        r.kind === 'env' && r.event.type === 'env.errorSeen' ? [r.event.source] : [],
      );
  return { session, win, logged, uninstall, seenSources };
}

describe('every failure is seen (issue 51, item 8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the root actor has an error observer: its error reaches the listeners, not an uncaught throw', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const engine = brittleEngine();
    const seen: unknown[] = [];
    engine.onError((error) => seen.push(error));
    engine.send('app', { type: 'x.boom' });
    expect(seen).toHaveLength(1);
    expect(String(seen[0])).toContain('the root broke');
  });

  it('window errors, unhandled rejections and the root reach the logger and the log', async () => {
    const { session, win, logged, uninstall, seenSources } = await reporting();
    win.dispatchEvent(
      Object.assign(new Event('error'), { error: new TypeError('x is not a function') }),
    );
    win.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('late failure') }),
    );
    expect(logged).toEqual([
      'clientError window: TypeError: x is not a function',
      'clientError rejection: Error: late failure',
    ]);
    expect(seenSources()).toEqual(['window', 'rejection']);
    uninstall();
    session.engine.stop();
  });

  it("a failed asset preload (Vite's vite:preloadError) reaches the logger and the log, and the import still fails for its caller (issue 54)", async () => {
    const { session, win, logged, uninstall, seenSources } = await reporting();
    const preloadError = () =>
      Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module: /assets/cams-1.js'),
      });
    const event = preloadError();
    win.dispatchEvent(event);
    expect(logged).toEqual([
      'clientError preload: TypeError: Failed to fetch dynamically imported module: /assets/cams-1.js',
    ]);
    // Not prevented: Vite's helper rethrows, so the domain's retry and error view still follow.
    expect(event.defaultPrevented).toBe(false);
    expect(seenSources()).toEqual(['preload']);
    uninstall();
    win.dispatchEvent(
      Object.assign(preloadError(), { payload: new TypeError('after the uninstall') }),
    );
    expect(logged).toHaveLength(1);
    session.engine.stop();
  });
});

describe('the error reporter', () => {
  it('posts each message once, at most `limit` a page', () => {
    const posted: string[] = [];
    const reporter = createErrorReporter({
      poster: () => (notice) => posted.push(notice.message),
      limit: 3,
    });
    for (let i = 0; i < 10; i++) reporter.report('window', new Error('same'));
    for (let i = 0; i < 10; i++) reporter.report('window', new Error(`loop ${i}`));
    expect(posted).toEqual(['Error: same', 'Error: loop 0', 'Error: loop 1']);
    expect(reporter.posted).toBe(3);
  });

  it('keeps the newest few until there is a logger, then posts them', () => {
    const posted: string[] = [];
    let ready = false;
    const reporter = createErrorReporter({
      poster: () => (ready ? (notice) => posted.push(notice.message) : null),
      pending: 2,
    });
    for (const text of ['a', 'b', 'c']) reporter.report('rejection', text);
    expect(posted).toEqual([]);
    ready = true;
    reporter.flush();
    expect(posted).toEqual(['b', 'c']);
  });

  it('bounds what it posts of a huge message', () => {
    const posted: string[] = [];
    createErrorReporter({ poster: () => (notice) => posted.push(notice.message) }).report(
      'screen',
      new Error('x'.repeat(10_000)),
    );
    expect(posted[0]!.length).toBeLessThanOrEqual(300);
  });
});
