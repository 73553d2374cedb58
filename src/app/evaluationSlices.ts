/**
 * The page's first task evaluates every module the entry imports: React, XState, the machines
 * (built at import), zod's schemas, the services. On a phone that was one task of 400 to 650 ms
 * (4× CPU), the largest part of the load's blocking time. The build ends every module that builds
 * at import (`machines/`, `services/`, `src/engine/`) with `await endOfSlice()` (plugin
 * `sliceModuleEvaluation`, vite.config.ts): once a slice has run for `SLICE_MS`, the next module
 * waits for a new task, so input and paint get the main thread in between. Below the budget the
 * await resumes in a microtask of the same task.
 *
 * `scheduler.yield()` keeps the continuation ahead of other queued tasks where the browser has it;
 * a MessageChannel message otherwise (not a timer: tests that install a fake clock pause those).
 */
const SLICE_MS = 8;

let sliceStart = performance.now();

/** A new task, ahead of other queued ones where the browser can (see above). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Awaited at the end of every module of ours in a build (the plugin imports it by its path).
 * @public
 */
export async function endOfSlice(): Promise<void> {
  if (performance.now() - sliceStart < SLICE_MS) return;
  await nextTask();
  sliceStart = performance.now();
}
