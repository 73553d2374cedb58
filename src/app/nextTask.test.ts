import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask.ts';

/** Whether a promise settles within this task (after the microtasks queued so far). */
const settledThisTask = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
};

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('yields through scheduler.yield where the browser has it', async () => {
    const yields = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    vi.stubGlobal('scheduler', { yield: yields });
    const next = nextTask();
    expect(await settledThisTask(next)).toBe(false);
    await next;
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it('yields through a MessageChannel message where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const next = nextTask();
    expect(await settledThisTask(next)).toBe(false);
    await expect(next).resolves.toBeUndefined();
  });
});
