/**
 * What the build gives for `react` and `react-dom` (decision 0021): Preact's React API, with its
 * effects run the way React runs them.
 *
 * Preact runs `useEffect` after the next animation frame (or a 35 ms timer); React runs it in a
 * task of its scheduler right after the commit. A page that draws no frame (a background tab, a
 * test's paused clock, which holds both frames and timers) would leave effects, such as showing
 * a dialog the machine opened, waiting. A message-channel task runs after the commit as React's
 * does, in every one of those cases.
 */
import { options } from 'preact';

const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => {
  for (const callback of waiting.splice(0)) callback();
};

options.requestAnimationFrame = (callback) => {
  waiting.push(callback);
  if (waiting.length === 1) channel.port2.postMessage(null);
};

// @ts-expect-error -- compat's types say `export =`; the module itself has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';
