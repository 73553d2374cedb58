import { redactValueForDisplay } from '../redaction/redact.ts';

/** The one origin inspection events go to: the Stately inspector's window, and nobody else. */
export const STATELY_ORIGIN = 'https://stately.ai';
/** Events kept until the inspector says it is connected (the oldest are dropped past this). */
const MAX_WAITING = 500;

interface PortWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
interface TargetWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * What the Stately inspector receives: each inspection event redacted (no token, address or text)
 * and posted with the exact target origin, only once the inspector's own window (source and
 * origin checked) said it is connected. `@statelyai/inspect` itself posts to '*'.
 *
 * @example
 * const port = createStatelyPort(window, () => adapter.targetWindow, salt);
 * createBrowserInspector({ send: port.send, maxDeferredEvents: 0 });
 */
export function createStatelyPort(
  win: PortWindow,
  target: () => TargetWindow | null | undefined,
  salt: string,
) {
  let connected = false;
  const waiting: unknown[] = [];
  const post = (event: unknown) =>
    target()?.postMessage(
      redactValueForDisplay(JSON.parse(JSON.stringify(event)) as unknown, salt),
      STATELY_ORIGIN,
    );
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (event.origin !== STATELY_ORIGIN || event.source !== target() || !event.source) return;
    if (data?.type !== '@statelyai.connected' || connected) return;
    connected = true;
    for (const kept of waiting.splice(0)) post(kept);
  };
  win.addEventListener('message', onMessage);
  return {
    get connected() {
      return connected;
    },
    send(event: unknown) {
      if (connected) post(event);
      else {
        waiting.push(event);
        if (waiting.length > MAX_WAITING) waiting.shift();
      }
    },
    stop() {
      win.removeEventListener('message', onMessage);
      waiting.length = 0;
    },
  };
}
