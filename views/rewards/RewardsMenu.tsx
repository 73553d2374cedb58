import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLinkItems } from '../layout/RouteLinkItems.tsx';
import type { StaticRouteName } from '../LocalizedLink.tsx';
import { EVENT_ROUTES, MY_REWARDS_ROUTES } from './rewardsRoutes.ts';
import './rewardsMenu.css';

/**
 * The desktop navbar's way into the rewards: a button opening a list of the guest's rewards
 * pages and the event pages (phones have them in the "my area" menu). Closes on a choice,
 * Escape or a click elsewhere; what is open is the view's own business, not the engine's.
 */
export function RewardsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      className="rewards-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        type="button"
        ref={button}
        className="button button-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('rewards.menu.label')}
      </button>
      {open && (
        <nav id={panelId} className="rewards-menu-panel" aria-label={t('rewards.menu.label')}>
          <RouteGroup
            title={t('rewards.menu.mine')}
            routes={MY_REWARDS_ROUTES}
            onChoose={() => setOpen(false)}
          />
          <RouteGroup
            title={t('rewards.menu.events')}
            routes={EVENT_ROUTES}
            onChoose={() => setOpen(false)}
          />
        </nav>
      )}
    </div>
  );
}

function RouteGroup({
  title,
  routes,
  onChoose,
}: {
  title: string;
  routes: readonly StaticRouteName[];
  onChoose: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="rewards-menu-title">
        {title}
      </h2>
      <ul className="rewards-menu-links" onClick={onChoose}>
        <RouteLinkItems routes={routes} />
      </ul>
    </section>
  );
}
