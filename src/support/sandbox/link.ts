import { newChannel } from './protocol.ts';

/** The replay frame's page of the build the console runs (replayer.html, simulator/support/replayer.ts). */
export const REPLAYER_PATH = '/support/replayer/';

/**
 * A new sandboxed replayer frame: a fresh channel, and the frame's URL that carries it in its
 * fragment (`view`: the app view frame inside the replay frame, else the replay frame itself).
 * `base` is the replayer's page: the current build's, or the one of a report's build
 * (`/support/replayers/<version>/`). The view frame is the page the replay frame was loaded
 * from (`./`), so a replayer of an older build shows the views of that build.
 */
export function frameSession(
  win: Window,
  language: string,
  { view = false, base = view ? './' : REPLAYER_PATH }: { view?: boolean; base?: string } = {},
): { channel: string; src: string } {
  const channel = newChannel((bytes) => win.crypto.getRandomValues(bytes));
  const query = `${view ? 'view=1&' : ''}lang=${encodeURIComponent(language)}`;
  return { channel, src: `${base}?${query}#${channel}` };
}

export interface FrameLink {
  /** Posts to the frame (`'*'`: an opaque origin cannot be named; the channel and window decide). */
  post(message: object): void;
  /** The frame said it listens and was sent the log. */
  readonly opened: boolean;
  close: () => void;
}

/**
 * The sender's side of a sandboxed frame: `open` goes once, when the frame first says `ready`;
 * every other message the frame sends, as `accept` admits it (its window, origin and channel),
 * goes to `onMessage`. `onOpened` runs right after `open` was posted.
 *
 * @example
 * const link = linkFrame(window, iframe, (e, source) => acceptFromView(e, source, channel), open, show);
 */
export function linkFrame<M extends { kind: string }>(
  win: Window,
  frame: HTMLIFrameElement,
  accept: (event: MessageEvent, source: unknown) => M | null,
  open: object,
  onMessage: (message: Exclude<M, { kind: 'ready' }>) => void,
  onOpened: () => void = () => undefined,
): FrameLink {
  let opened = false;
  const post = (message: object) => frame.contentWindow?.postMessage(message, '*');
  const listener = (event: MessageEvent) => {
    const message = accept(event, frame.contentWindow);
    if (!message) return;
    if (message.kind !== 'ready') return onMessage(message as Exclude<M, { kind: 'ready' }>);
    if (opened) return;
    opened = true;
    post(open);
    onOpened();
  };
  win.addEventListener('message', listener);
  return {
    post,
    get opened() {
      return opened;
    },
    close: () => win.removeEventListener('message', listener),
  };
}
