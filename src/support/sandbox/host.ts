import type { ReplaySandbox } from '../../../views/support/sandbox.ts';
import { frameSession, linkFrame, REPLAYER_PATH } from './link.ts';
import {
  acceptFromFrame,
  acceptVouchRequest,
  type FromFrame,
  type ToFrame,
  type Vouched,
} from './protocol.ts';

/** Where the server keeps the replayers of the builds it served (simulator/support/replayers.ts). */
const KEPT_REPLAYERS = '/support/replayers/';

/**
 * The console's side of the sandbox, for the views (`views/support/sandbox.ts`): a frame URL
 * per log, with a new channel in its fragment, and the channel to it. The views show it in an
 * iframe with `sandbox="allow-scripts"` and no `allow-same-origin` (the page is also served with
 * a CSP `sandbox`): it runs on an opaque origin, with no cookie, storage or credentials of the
 * support origin, and cannot reach into the console. The log goes to the frame once, when the
 * frame says it listens (`linkFrame`); what the frame says back is taken only from its window,
 * from origin `'null'`, on its channel ({@link acceptFromFrame}). The replay frame's app view
 * frame is vouched for when it asks from inside this frame ({@link acceptVouchRequest}).
 *
 * @example
 * const sandbox = createReplaySandbox(window);
 * const { channel, src } = sandbox.create('en', '0.1.0+3f9a0c12be'); // null: the current build's
 * const stop = sandbox.connect(iframe, channel, { name, text }, (report) => show(report));
 */
export function createReplaySandbox(win: Window): ReplaySandbox {
  return {
    create: (language, build) =>
      frameSession(win, language, {
        base: build === null ? REPLAYER_PATH : `${KEPT_REPLAYERS}${encodeURIComponent(build)}/`,
      }),
    connect(frame, channel, log, onReport) {
      const open: ToFrame = { channel, kind: 'open', name: log.name, text: log.text };
      const link = linkFrame<FromFrame>(
        win,
        frame,
        (event, source) => acceptFromFrame(event, source, channel),
        open,
        ({ channel: _channel, ...report }) => onReport(report),
      );
      // The replay frame's app view frame asks to be vouched for before it listens (it cannot
      // tell who frames it otherwise): answered only to a frame inside this replay frame.
      const vouch = (event: MessageEvent) => {
        const viewChannel = acceptVouchRequest(event, frame.contentWindow);
        if (viewChannel === null) return;
        const answer: Vouched = { channel: viewChannel, kind: 'vouched' };
        (event.source as Window).postMessage(answer, '*');
      };
      win.addEventListener('message', vouch);
      return () => {
        link.close();
        win.removeEventListener('message', vouch);
      };
    },
  };
}
