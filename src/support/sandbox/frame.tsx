import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeLogText } from '../../../views/inspector/files.ts';
import { ReplaySession } from '../../../views/support/ReplaySession.tsx';
import { validatePushes } from '../pushes.ts';
import { acceptFromParent, type FrameReport, type ToFrame } from './protocol.ts';

/** The reason of a refused push, as the console shows it after the line. */
function describePushRefusal(refusal: { source: string; type: string; reason: string }): string {
  return `push ${refusal.type.slice(0, 80)} of ${refusal.source.slice(0, 80)} refused: ${refusal.reason}`;
}

/** The browser's notice of a resize-observer loop, reported as an error event without an error. */
const BENIGN_BROWSER_NOTICE = /^ResizeObserver loop/;

/**
 * The replay frame's side (`replayer.html`, `src/support/replayer.tsx`): it tells the console
 * it listens, takes one log from it (from the parent window and origin, on the channel), decodes
 * it, checks every push again with the live services' schemas, replays it and shows the viewer.
 * A log it cannot take goes back as `refused` with its line; nothing it does reaches the console
 * but these messages.
 */
export function startReplayer(
  root: HTMLElement,
  { channel, parentOrigin }: { channel: string; parentOrigin: string },
): void {
  const say = (report: FrameReport) =>
    window.parent.postMessage({ ...report, channel }, parentOrigin);
  const fail = (reason: unknown) =>
    say({
      kind: 'failed',
      reason: (reason instanceof Error ? reason.message : String(reason)).slice(0, 2000),
    });
  window.addEventListener('error', (event) => {
    // Not a failure: the browser says it left a size change the page made inside a resize
    // observer's callback (the replayed grids measuring their rows) for the next frame.
    if (event.error == null && BENIGN_BROWSER_NOTICE.test(event.message)) return;
    fail(event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => fail(event.reason));

  let taken = false;
  const listener = (event: MessageEvent) => {
    const message = acceptFromParent(event, window.parent, parentOrigin, channel);
    if (!message || taken) return;
    taken = true;
    window.removeEventListener('message', listener);
    open(message);
  };
  window.addEventListener('message', listener);

  const open = ({ name, text }: ToFrame) => {
    const started = performance.now();
    const decoded = decodeLogText(text, name);
    if (!decoded.ok) {
      say({ kind: 'refused', line: decoded.line, reason: decoded.reason.slice(0, 2000) });
      return;
    }
    const refusal = validatePushes(decoded.log);
    if (refusal) {
      say({
        kind: 'refused',
        line: refusal.line,
        reason: describePushRefusal(refusal).slice(0, 2000),
      });
      return;
    }
    createRoot(root).render(
      <StrictMode>
        <div className="replayer-page">
          <ReplaySession
            log={decoded.log}
            text={text}
            name={name}
            decodeMs={decoded.decodeMs}
            started={started}
            onOpened={(records) => say({ kind: 'opened', records })}
            onReplayed={(verified) => say({ kind: 'replayed', verified })}
            onFailed={fail}
          />
        </div>
      </StrictMode>,
    );
  };

  // The console sizes the frame to its content: no scroll bar of its own.
  let last = -1;
  const measure = () => {
    // The content's own height (the body is at least as tall as the frame: 100vh).
    const px = Math.ceil(root.getBoundingClientRect().height);
    if (px === last) return;
    last = px;
    say({ kind: 'height', px });
  };
  new ResizeObserver(measure).observe(root);
  say({ kind: 'ready' });
}
