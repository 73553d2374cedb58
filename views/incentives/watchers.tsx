import { useEffect, useRef } from 'react';
import { MODAL_IDS, type ModalId } from '../../machines/modals/modals.catalog.ts';
import { selectHasAccountCookie } from '../../machines/guest/guest.selectors.ts';
import { selectExitIntentArmed } from '../../machines/modals/modals.selectors.ts';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';

/** The boxes a developer may open by URL: the example of content wrapped in a box. */
const DEV_MODALS: readonly ModalId[] = ['wrapper-example'];
/** The developer's URL parameter naming a box of `DEV_MODALS` to open (`?devModal=<id>`). */
const DEV_MODAL_PARAM = 'devModal';

/**
 * A developer control: a page opened with `?devModal=wrapper-example` shows the wrapper example,
 * the box that shows how other content sits in the modal container (no guest reaches it another
 * way). Once per URL; other ids are ignored.
 */
export function DevModalWatcher() {
  const engine = useEngine();
  const search = useSystemSelector('shell', selectSearch);
  useEffect(() => {
    const id = new URLSearchParams(search).get(DEV_MODAL_PARAM);
    const modal = DEV_MODALS.find((each) => each === id);
    if (modal) engine.send('modals', { type: 'modals.open', id: modal });
  }, [engine, search]);
  return null;
}

const selectSearch = (snapshot: { context: { route: { search: string } } }) =>
  snapshot.context.route.search;

/**
 * The fact the modal manager needs to refuse a duplicate: which modal ids exist as elements
 * outside the container. Reported only when the set changes.
 */
export function ModalElementReporter() {
  const engine = useEngine();
  const last = useRef('');
  useEffect(() => {
    const report = () => {
      const ids = MODAL_IDS.filter((id) => {
        const element = document.getElementById(id);
        return element !== null && element.closest('[data-modal-container]') === null;
      });
      const key = ids.join(',');
      if (key === last.current) return;
      last.current = key;
      engine.send('modals', { type: 'modals.elementsReported', ids });
    };
    // One report a frame however many changes come: a grid that scrolls changes the page many
    // times a frame, and asking for a new frame at each change cost more than the report.
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        report();
      });
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['id'],
    });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [engine]);
  return null;
}

/**
 * On desktop, the pointer leaving through the top of the page is an exit intent (once), with
 * whether the browser has the account cookie (the box asks to log in rather than to sign up).
 */
export function ExitIntentWatcher() {
  const engine = useEngine();
  const armed = useSystemSelector('modals', selectExitIntentArmed);
  const mobile = useSystemSelector('shell', selectIsMobile);
  const hasAccount = useSystemSelector('guest', selectHasAccountCookie);
  useEffect(() => {
    if (!armed || mobile) return;
    const onOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0)
        engine.send('modals', { type: 'ui.exitIntent', hasAccount });
    };
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, [engine, armed, mobile, hasAccount]);
  return null;
}
