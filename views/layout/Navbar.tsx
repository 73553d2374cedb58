import { SearchButton } from '../search/SearchOverlay.tsx';
import {
  selectIsMobile,
  selectLanguage,
  selectNavbarHidden,
} from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { MessengerNavbarSlot } from '../messenger/LayoutSlots.tsx';
import { AccountArea } from './AccountArea.tsx';
import { DesktopNavLinks } from './DesktopNavLinks.tsx';
import { Logo } from './Logo.tsx';
import { MobileBar } from './MobileBar.tsx';
import { MobilePanel } from './MobilePanel.tsx';

/**
 * The top bar. Its landmark name stays "Main" in every language: it is the stable handle
 * assistive tech and tests use, while screen readers announce the role in the guest's language.
 */
export function Navbar() {
  const mobile = useSystemSelector('shell', selectIsMobile);
  const hidden = useSystemSelector('shell', selectNavbarHidden);
  // A new language has new label widths: the links measure themselves again.
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <header
      className="navbar"
      data-hidden={hidden ? '' : undefined}
      data-layout={mobile ? 'mobile' : 'desktop'}
    >
      <nav aria-label="Main" className="container navbar-inner">
        <Logo />
        {!mobile && <DesktopNavLinks key={language} />}
        <div className="navbar-end">
          {!mobile && <SearchButton />}
          <MessengerNavbarSlot />
          <AccountArea />
          {mobile && <MobileBar />}
        </div>
      </nav>
      {mobile && <MobilePanel />}
    </header>
  );
}
