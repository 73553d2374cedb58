import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { HomeIncentives } from './HomeIncentives.tsx';
import { IncentiveRegion } from './IncentiveRegion.tsx';
import { ModalHost } from './ModalHost.tsx';
import { useViewElement } from './useViewElement.ts';
import {
  DevModalWatcher,
  ExitIntentWatcher,
  IncentiveRouteWatcher,
  ModalElementReporter,
} from './watchers.tsx';

/**
 * The incentives feature's pieces of the layout: the route watcher that feeds the incentives
 * machine, the incentive regions (a bar under the navbar, cards in the corner, the home page's
 * section), the one modal container, and the page facts the modal manager needs.
 */
export function IncentiveOverlays() {
  const mobile = useSystemSelector('shell', selectIsMobile);
  return (
    <>
      <IncentiveRouteWatcher />
      <ModalElementReporter />
      <ExitIntentWatcher />
      <DevModalWatcher />
      <TopIncentives />
      {!mobile && <IncentiveRegion region="corner" />}
      <HomeIncentives />
      <ModalHost />
    </>
  );
}

/**
 * The top region sits in the page's flow right above the main element (under the navbar, sticky
 * as it scrolls), and on a phone the corner cards below it; the layout renders this slot after
 * the footer, so they are portalled into a host placed before `#view`.
 */
function TopIncentives() {
  const [probe, view] = useViewElement();
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!view?.parentNode) return;
    const element = view.ownerDocument.createElement('div');
    element.className = 'incentive-top-host';
    view.parentNode.insertBefore(element, view);
    setHost(element);
    return () => element.remove();
  }, [view]);
  const mobile = useSystemSelector('shell', selectIsMobile);
  return (
    <>
      <span ref={probe} hidden />
      {host &&
        createPortal(
          <>
            <IncentiveRegion region="top" />
            {/* On a phone the corner cards join the page's flow: nothing floats over the page. */}
            {mobile && <IncentiveRegion region="corner" />}
          </>,
          host,
        )}
    </>
  );
}
