import type { ReactNode } from 'react';
import { CookieBanner } from './account/CookieBanner.tsx';

/**
 * What surrounds the screens and the boot screen alike: the parts that need nothing from the
 * server. The cookie banner reads the consent stored in the browser, so it is up from the first
 * frame, over the boot screen too, and stays mounted when the app enters (a phone's largest first
 * paint is not held back until the bootstrap is in). The live page (src/main.tsx) and the
 * replayed one (views/support/ReplayedApp.tsx) both render through this frame, so support sees
 * what the guest saw.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <CookieBanner />
    </>
  );
}
