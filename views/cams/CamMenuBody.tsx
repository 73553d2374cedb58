import { DomainGate } from '../pages/DomainGate.tsx';
import { CamFilterLinks, CategoryLinks } from './CamMenus.tsx';
import { CamsSidebar } from './CamsSidebar.tsx';
import './cams.css';

/**
 * The phone's cam filter and category filter menus (seed 000 §2); the shell keeps one open. The
 * category menu has every category, then the sidebar a desktop shows beside the grid.
 */
export function CamMenuBody({ menu }: { menu: 'camFilter' | 'categoryFilter' }) {
  if (menu === 'camFilter') return <CamFilterLinks />;
  return (
    <DomainGate domain="cams">
      <CategoryLinks />
      <CamsSidebar />
    </DomainGate>
  );
}
