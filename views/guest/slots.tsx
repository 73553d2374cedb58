import { StatusBar } from './StatusBar.tsx';

/** The guest feature's pieces of the layout: the status bar and age-verification notices, above the navbar. */
export function GuestBanners() {
  return <StatusBar />;
}
