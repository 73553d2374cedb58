import { CookieBanner } from './CookieBanner.tsx';

/** The account feature's pieces of the layout: the cookie banner until the guest decides. */
export function AccountOverlays() {
  return <CookieBanner />;
}
