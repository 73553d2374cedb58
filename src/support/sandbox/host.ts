import type { ReplaySandbox } from '../../../views/support/sandbox.ts';
import { frameSession, linkFrame, REPLAYER_PATH } from './link.ts';
import { acceptFromFrame, type FromFrame, type ToFrame } from './protocol.ts';

/** Where the server keeps the replayers of the builds it served (simulator/support/replayers.ts). */
const KEPT_REPLAYERS = '/support/replayers/';

/**
 * The console's side of the sandbox, for the views (`views/support/sandbox.ts`): a frame URL
 * per log, with a new channel in its fragment, and the channel to it. The views show it in an
 * iframe with `sandbox="allow-scripts"` and no `allow-same-origin` (the page is also served with
 * a CSP `sandbox`): it runs on an opaque origin, with no cookie, storage or credentials of the
 * support origin, and cannot reach into the console. The log goes to the frame once, when the
 * frame says it listens (`linkFrame`); what the frame says back is taken only from its window,
 * from origin `'null'`, on its channel ({@link acceptFromFrame}).
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
      return link.close;
    },
  };
}
