import type { ReplaySandbox } from '../../../views/support/sandbox.ts';
import { acceptFromFrame, newChannel, type ToFrame } from './protocol.ts';

/** The replay frame's page (replayer.html, served by simulator/support/replayer.ts). */
export const REPLAYER_PATH = '/support/replayer/';

/**
 * The console's side of the sandbox, for the views (`views/support/sandbox.ts`): a frame URL
 * per log, with a new channel in its fragment, and the channel to it. The views show it in an
 * iframe with `sandbox="allow-scripts"` and no `allow-same-origin` (the page is also served with
 * a CSP `sandbox`): it runs on an opaque origin, with no cookie, storage or credentials of the
 * support origin, and cannot reach into the console. The log goes to the frame once, when the
 * frame says it listens, with `'*'` as target origin (an opaque origin cannot be named); what
 * the frame says back is taken only from its window, from origin `'null'`, on its channel
 * ({@link acceptFromFrame}).
 *
 * @example
 * const sandbox = createReplaySandbox(window);
 * const { channel, src } = sandbox.create('en');
 * const stop = sandbox.connect(iframe, channel, { name, text }, (report) => show(report));
 */
export function createReplaySandbox(win: Window): ReplaySandbox {
  return {
    create(language) {
      const channel = newChannel((bytes) => win.crypto.getRandomValues(bytes));
      const src = `${REPLAYER_PATH}?lang=${encodeURIComponent(language)}#${channel}`;
      return { channel, src };
    },
    connect(frame, channel, log, onReport) {
      let sent = false;
      const listener = (event: MessageEvent) => {
        const message = acceptFromFrame(event, frame.contentWindow, channel);
        if (!message) return;
        if (message.kind === 'ready') {
          if (sent) return;
          sent = true;
          const open: ToFrame = { channel, kind: 'open', name: log.name, text: log.text };
          frame.contentWindow?.postMessage(open, '*');
          return;
        }
        const { channel: _channel, ...report } = message;
        onReport(report);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
