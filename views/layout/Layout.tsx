import { useTranslation } from '../../src/i18n/react.ts';
import type { ReactNode } from 'react';
import { useScrollOnNavigation } from '../hooks/useScrollOnNavigation.ts';
import { CamsOverlays } from '../cams/slots.tsx';
import { GuestBanners } from '../guest/slots.tsx';
import { IncentiveOverlays } from '../incentives/slots.tsx';
import { MessengerOverlaysSlot } from '../messenger/LayoutSlots.tsx';
import { PayTourOverlaysSlot } from '../payTour/LayoutSlots.tsx';
import { RewardsOverlays } from '../rewards/slots.tsx';
import { AccountNotice } from './AccountNotice.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { DataProtectionDialog } from './DataProtectionDialog.tsx';
import { TermsDialog } from './TermsDialog.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

/** `top` and `view` are the spec's page-load scroll targets (seed 000 §2: `?scrollTo=view`). */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useScrollOnNavigation();
  return (
    <div className="app" id="top">
      <a className="skip-link" href="#view">
        {t('app.skipToContent')}
      </a>
      <GuestBanners />
      <Navbar />
      <ConnectionIndicator />
      <AccountNotice />
      <main id="view" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <DataProtectionDialog />
      <TermsDialog />
      <PayTourOverlaysSlot />
      <IncentiveOverlays />
      <RewardsOverlays />
      <MessengerOverlaysSlot />
      <CamsOverlays />
    </div>
  );
}
