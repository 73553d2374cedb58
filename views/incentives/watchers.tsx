import { useEffect, useRef } from 'react';
import { MODAL_IDS } from '../../machines/modals/modals.catalog.ts';
import { selectExitIntentArmed } from '../../machines/modals/modals.selectors.ts';
import { selectIsMobile, selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';

/**
 * Tells the incentives machine the route the shell resolved, once per URL change: the machine
 * asks for the page-load incentives and teasers of that route. A view does it (not the shell
 * machine) so the two statecharts stay independent; the event is a recorded input like any other.
 */
export function IncentiveRouteWatcher() {
  const engine = useEngine();
  const route = useSystemSelector('shell', selectRoute);
  useEffect(() => {
    const routeName = route.status === 'matched' ? route.name : 'notFound';
    const routeArgs: Record<string, string> = {};
    if (route.status === 'matched')
      for (const [key, value] of Object.entries(route.params))
        if (value !== undefined) routeArgs[key] = value;
    engine.send('incentives', { type: 'incentives.routeChanged', routeName, routeArgs });
  }, [engine, route]);
  return null;
}

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
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(report);
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

/** On desktop, the pointer leaving through the top of the page is an exit intent (once). */
export function ExitIntentWatcher() {
  const engine = useEngine();
  const armed = useSystemSelector('modals', selectExitIntentArmed);
  const mobile = useSystemSelector('shell', selectIsMobile);
  useEffect(() => {
    if (!armed || mobile) return;
    const onOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0)
        engine.send('modals', { type: 'ui.exitIntent' });
    };
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, [engine, armed, mobile]);
  return null;
}
