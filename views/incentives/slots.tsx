import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useReservedSpace } from '../layout/useReservedSpace.ts';
import { HomeIncentives } from './HomeIncentives.tsx';
import { IncentiveRegion } from './IncentiveRegion.tsx';
import { TrialChatOffer } from './PromoOffers.tsx';
import { ModalHost } from './ModalHost.tsx';
import { useViewElement } from './useViewElement.ts';
import { DevModalWatcher, ExitIntentWatcher, ModalElementReporter } from './watchers.tsx';

/**
 * The incentives feature's pieces of the layout: the route watcher that feeds the incentives
 * machine, the incentive regions (a bar under the navbar, cards in the corner, the home page's
 * section), the one modal container, and the page facts the modal manager needs.
 */
export function IncentiveOverlays() {
  const mobile = useSystemSelector('shell', selectIsMobile);
  return (
    <>
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
 * as it scrolls); the layout renders this slot after the footer, so it is portalled into a host
 * placed before `#view`. On a phone the host is a sheet along the bottom edge holding the top
 * region and the corner cards: they arrive after the first paint, and in the page's flow they
 * pushed it down (a layout shift under the guest's thumb, Lighthouse's CLS 0.28 on `/en/`). The
 * page keeps the sheet's room at its end, so its last content scrolls above it.
 */
function TopIncentives() {
  const [probe, view] = useViewElement();
  const [host, setHost] = useState<HTMLElement | null>(null);
  const hostRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!view?.parentNode) return;
    const element = view.ownerDocument.createElement('div');
    element.className = 'incentive-top-host';
    view.parentNode.insertBefore(element, view);
    hostRef.current = element;
    setHost(element);
    return () => {
      hostRef.current = null;
      element.remove();
    };
  }, [view]);
  const mobile = useSystemSelector('shell', selectIsMobile);
  useReservedSpace(mobile && host ? hostRef : null, '--incentive-sheet-space', 0);
  return (
    <>
      <span ref={probe} hidden />
      {host &&
        createPortal(
          <>
            <TrialChatOffer />
            <IncentiveRegion region="top" />
            {/* On a phone the corner cards join the top region in the bottom sheet. */}
            {mobile && <IncentiveRegion region="corner" />}
          </>,
          host,
        )}
    </>
  );
}
