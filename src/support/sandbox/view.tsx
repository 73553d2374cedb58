import { StrictMode, useCallback, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ReplayTimeline } from '../../engine/inspector/replayTimeline.ts';
import { TimelineView } from '../../engine/inspector/timelineView.ts';
import { EngineProvider, type EngineHandle } from '../../engine/react.tsx';
import { buildTimeline } from '../../../views/inspector/buildTimeline.ts';
import { decodeLogText } from '../../../views/inspector/files.ts';
import { ReplayedApp } from '../../../views/support/ReplayedApp.tsx';
import { validatePushes } from '../pushes.ts';
import { acceptFromReplayer, acceptVouched, type FromView, type Vouch } from './protocol.ts';

type Said = FromView extends infer M ? (M extends FromView ? Omit<M, 'channel'> : never) : never;

/**
 * How far the app view frame got in being vouched for (`data-replay-view` of the document):
 * `refused` when it is not a frame of a frame of a top window (the console's nesting), `vouching`
 * while it waits for the console's answer (for ever, when another site frames it), `vouched`
 * once it listens to its parent.
 */
type VouchState = 'refused' | 'vouching' | 'vouched';
const markVouch = (state: VouchState) => {
  document.documentElement.dataset['replayView'] = state;
};

/**
 * The replayed app's frame inside the replay frame (`/support/replayer/?view=1`). Any site can
 * frame this page (no `frame-ancestors` admits the replay frame's opaque origin), so it first
 * has the support console vouch for it (`protocol.ts`, {@link acceptVouched}): it must be a frame
 * of a frame of its top window, and that top window, a page of this page's own origin, must answer
 * `vouched` on its channel. Until then it renders nothing, says nothing to its parent and takes no
 * message from it. Then it takes the log from its parent (the replay frame: its window, on the
 * channel), replays it (the same checks first), and shows the real app views at the record its
 * parent names. What the views send and the links they follow go back to the parent as notices;
 * nothing is sent.
 */
export function startReplayView(
  root: HTMLElement,
  BootScreen: ComponentType,
  { channel }: { channel: string },
): void {
  const top = window.top;
  if (top === null || window.parent === window || window.parent === top)
    return markVouch('refused');
  if (window.parent.parent !== top) return markVouch('refused');
  markVouch('vouching');
  const vouched = (event: MessageEvent) => {
    if (!acceptVouched(event, top, window.location.origin, channel)) return;
    window.removeEventListener('message', vouched);
    markVouch('vouched');
    showReplay(root, BootScreen, channel);
  };
  window.addEventListener('message', vouched);
  // Delivered only when the top window is a page of this origin (the console); dropped otherwise.
  top.postMessage({ channel, kind: 'vouch' } satisfies Vouch, window.location.origin);
}

/** The view once vouched for: it listens to its parent and shows what it is sent. */
function showReplay(root: HTMLElement, BootScreen: ComponentType, channel: string): void {
  // The app's page, not the viewer's: its body as the app has it.
  document.body.classList.remove('replayer-body');
  // Focus is the browser's, not a recorded state: a view that focuses as it renders (the search
  // box as its menu opens) would take the keyboard from support staff in the viewer (what they
  // type into "Go to record #" would land in the replayed app) and draw a focus ring the guest
  // did not see. Only a frame that already has the focus (staff clicked into it) moves it.
  for (const proto of [HTMLElement.prototype, SVGElement.prototype]) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the element as `this`
    const focus = proto.focus;
    proto.focus = function (this: HTMLElement | SVGElement, options?: FocusOptions) {
      if (document.hasFocus()) focus.call(this, options);
    };
  }
  // Opening a dialog focuses into it (the report dialog a log ends with, shown as the frame first
  // renders): nested in the replay frame, that took the keyboard from "Go to record #" and staff's
  // (or a test's) typed number landed in the replayed dialog. An inert dialog has nothing to focus.
  for (const method of ['show', 'showModal'] as const) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the dialog as `this`
    const open = HTMLDialogElement.prototype[method];
    HTMLDialogElement.prototype[method] = function (this: HTMLDialogElement) {
      if (document.hasFocus()) return open.call(this);
      const inert = this.inert;
      this.inert = true;
      try {
        open.call(this);
      } finally {
        this.inert = inert;
      }
    };
  }
  // The parent's origin is opaque ('null'): it can only be addressed as '*'.
  const say = (message: Said) => window.parent.postMessage({ ...message, channel }, '*');
  let at = { position: 0, scrollY: 0 };
  const listeners = new Set<() => void>();
  const store = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => at,
  };
  let view: TimelineView | null = null;
  let taken = false;

  window.addEventListener('message', (event) => {
    const message = acceptFromReplayer(event, window.parent, channel);
    if (!message) return;
    if (message.kind === 'at') {
      at = { position: message.position, scrollY: message.scrollY };
      view?.moveTo(at.position);
      for (const listener of listeners) listener();
      return;
    }
    if (taken) return;
    taken = true;
    const decoded = decodeLogText(message.text, message.name);
    if (!decoded.ok || validatePushes(decoded.log)) return;
    const show = (timeline: ReplayTimeline) => {
      if (view) {
        // The partial timeline grew into the whole one (the same object): the shown record may
        // have been beyond what was replayed, so it is shown again.
        view.moveTo(at.position);
        return;
      }
      const shown = new TimelineView(timeline, at.position, (to, event) =>
        say({ kind: 'sent', to: to.slice(0, 200), type: event.type.slice(0, 200) }),
      );
      view = shown;
      const handle: EngineHandle = {
        get: (id) => shown.get(id),
        send: (to, event) => shown.send(to, event),
        // Countdowns show the session's time at the shown record, moving with the position.
        sessionClock: { now: shown.now, subscribe: store.subscribe },
      };
      createRoot(root).render(
        <StrictMode>
          <EngineProvider engine={handle}>
            <Positioned store={store} BootScreen={BootScreen} />
          </EngineProvider>
        </StrictMode>,
      );
    };
    // A long log shows the app after its first records, as the console's timeline does (issue 53
    // §5): the rest replays while it is on screen, instead of a blank frame for the whole replay.
    void buildTimeline(decoded.log, { onPartial: show }).then(show);
  });

  // Read-only: a link in the replayed view does not navigate it.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link) return;
      event.preventDefault();
      say({ kind: 'navigate', href: (link.getAttribute('href') ?? '').slice(0, 2000) });
    },
    true,
  );
  say({ kind: 'ready' });
}

function Positioned({
  store,
  BootScreen,
}: {
  store: {
    subscribe: (listener: () => void) => () => void;
    get: () => { position: number; scrollY: number };
  };
  BootScreen: ComponentType;
}) {
  const { scrollY } = useSyncExternalStore(store.subscribe, store.get);
  const scrollTo = useCallback((top: number) => window.scrollTo({ top, behavior: 'instant' }), []);
  return <ReplayedApp BootScreen={BootScreen} scrollY={scrollY} scrollTo={scrollTo} />;
}
