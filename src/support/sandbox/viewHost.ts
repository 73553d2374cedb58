import { frameSession, linkFrame } from './link.ts';
import { acceptFromView, type FromView, type ToView } from './protocol.ts';

export interface ReplayViewLink {
  /** Shows the record at `position` with the page scrolled to `scrollY`. */
  at(position: number, scrollY: number): void;
  close(): void;
}

/** A new app view frame: its channel and URL. */
export const replayViewSession = (language: string) =>
  frameSession(window, language, { view: true });

/**
 * The replay frame's side of its app view frame: the log once the view listens, then each
 * position (the last one asked for before it listened, at once); what the view says back
 * (read-only sends, links) only from its window, on its channel.
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
  let last: { position: number; scrollY: number } | null = null;
  const postAt = () => {
    if (last) link.post({ channel, kind: 'at', ...last } satisfies ToView);
  };
  const open: ToView = { channel, kind: 'open', name: log.name, text: log.text };
  const link = linkFrame<FromView>(
    window,
    frame,
    (event, source) => acceptFromView(event, source, channel),
    open,
    onMessage,
    postAt,
  );
  return {
    at(position, scrollY) {
      last = { position, scrollY: Math.max(0, scrollY) };
      if (link.opened) postAt();
    },
    close: link.close,
  };
}
