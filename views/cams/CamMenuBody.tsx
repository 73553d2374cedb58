import { DomainGate } from '../pages/DomainGate.tsx';
import { CamFilterLinks, CategoryLinks } from './CamMenus.tsx';
import './cams.css';

/** The phone's cam filter and category filter menus (seed 000 §2); the shell keeps one open. */
export function CamMenuBody({ menu }: { menu: 'camFilter' | 'categoryFilter' }) {
  if (menu === 'camFilter') return <CamFilterLinks />;
  return (
    <DomainGate domain="cams">
      <CategoryLinks />
    </DomainGate>
  );
}
