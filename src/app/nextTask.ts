/**
 * A new task, for work that should not share the running one (the engine's start after the
 * modules' evaluation, a log segment's compaction): input and paint get the main thread between.
 *
 * `scheduler.yield()` keeps the continuation ahead of other queued tasks where the browser has it;
 * a MessageChannel message otherwise (not a timer: tests that install a fake clock pause those).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    // Closed once used: a port with a listener may be kept alive until it is closed.
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
