import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Whether a promise settles within this task (after the microtasks queued so far). */
const settledThisTask = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
};

describe('endOfSlice', () => {
  // The slice's clock is performance.now(): a stand-in moves it, so a busy machine changes nothing.
  let now = 1_000;
  const yields = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  beforeEach(() => {
    now = 1_000;
    yields.mockClear();
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('scheduler', { yield: yields });
    // Each test imports the module afresh: its first slice starts when it is evaluated.
    vi.resetModules();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('goes on in the same task while the slice is under its 8 ms', async () => {
    const { endOfSlice } = await import('./evaluationSlices.ts');
    now += 7.9;
    expect(await settledThisTask(endOfSlice())).toBe(true);
    expect(yields).not.toHaveBeenCalled();
  });

  it('waits for a new task once the slice has run 8 ms, and starts the next slice there', async () => {
    const { endOfSlice } = await import('./evaluationSlices.ts');
    now += 8;
    const slice = endOfSlice();
    expect(await settledThisTask(slice)).toBe(false);
    await slice;
    expect(yields).toHaveBeenCalledTimes(1);
    // The next slice counts from the new task.
    now += 5;
    expect(await settledThisTask(endOfSlice())).toBe(true);
    now += 3;
    await endOfSlice();
    expect(yields).toHaveBeenCalledTimes(2);
  });

  it('yields through a MessageChannel message where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const { nextTask } = await import('./evaluationSlices.ts');
    const next = nextTask();
    expect(await settledThisTask(next)).toBe(false);
    await expect(next).resolves.toBeUndefined();
  });
});
