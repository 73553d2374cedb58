import { REPLAYER_PATH } from './host.ts';
import { acceptFromView, newChannel, type FromView, type ToView } from './protocol.ts';

export interface ReplayViewLink {
  /** Shows the record at `position` with the page scrolled to `scrollY`. */
  at(position: number, scrollY: number): void;
  close(): void;
}

/** A new app view frame: its channel and URL. */
export function replayViewSession(language: string): { channel: string; src: string } {
  const channel = newChannel((bytes) => crypto.getRandomValues(bytes));
  return {
    channel,
    src: `${REPLAYER_PATH}?view=1&lang=${encodeURIComponent(language)}#${channel}`,
  };
}

/**
 * The replay frame's side of its app view frame: the log once the view listens, then each
 * position; what the view says back (read-only sends, links) only from its window, on its channel.
 *
 * @example
 * const link = connectReplayView(iframe, channel, { name, text }, (m) => notice(m));
 * link.at(120, 0);
 */
export function connectReplayView(
  frame: HTMLIFrameElement,
  channel: string,
  log: { name: string; text: string },
  onMessage: (message: Exclude<FromView, { kind: 'ready' }>) => void,
): ReplayViewLink {
  let ready = false;
  let last: { position: number; scrollY: number } | null = null;
  const post = (message: ToView) => frame.contentWindow?.postMessage(message, '*');
  const listener = (event: MessageEvent) => {
    const message = acceptFromView(event, frame.contentWindow, channel);
    if (!message) return;
    if (message.kind !== 'ready') return onMessage(message);
    if (ready) return;
    ready = true;
    post({ channel, kind: 'open', name: log.name, text: log.text });
    if (last) post({ channel, kind: 'at', ...last });
  };
  window.addEventListener('message', listener);
  return {
    at(position, scrollY) {
      last = { position, scrollY: Math.max(0, scrollY) };
      if (ready) post({ channel, kind: 'at', ...last });
    },
    close: () => window.removeEventListener('message', listener),
  };
}
