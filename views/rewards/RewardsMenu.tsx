import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  eventsOfToday,
  sameEventsMenu,
  selectEventsMenu,
} from '../../machines/rewards/rewards.selectors.ts';
import type { EventsList } from '../../machines/rewards/rewards.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { usePopover } from '../hooks/usePopover.ts';
import { RouteLinkItems } from '../layout/RouteLinkItems.tsx';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { eventTypeRoute } from './eventTypeRoutes.ts';
import { MY_REWARDS_ROUTES } from './rewardsRoutes.ts';
import './rewardsMenu.css';

/**
 * The desktop navbar's way into the rewards: a button opening a list of the guest's rewards
 * pages and the events the platform runs today (`get/events`, loaded by the rewards machine
 * the first time the menu opens; phones have the event pages in the "my area" menu). Closes on
 * a choice, Escape or a click elsewhere; whether it is open is the view's own business, its
 * opening is the engine's (it asks for the events).
 */
export function RewardsMenu() {
  const { t } = useTranslation();
  const engine = useEngine();
  const { open, setOpen, close, panelId, root, button } = usePopover();
  return (
    <div className="rewards-menu" ref={root}>
      <button
        type="button"
        ref={button}
        className="button button-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) engine.send('rewards', { type: 'ui.menuOpened' });
          setOpen(!open);
        }}
      >
        {t('rewards.menu.label')}
      </button>
      {open && (
        <nav id={panelId} className="rewards-menu-panel" aria-label={t('rewards.menu.label')}>
          <MenuGroup title={t('rewards.menu.mine')}>
            <ul className="rewards-menu-links" onClick={close}>
              <RouteLinkItems routes={MY_REWARDS_ROUTES} />
            </ul>
          </MenuGroup>
          <MenuGroup title={t('rewards.menu.events')}>
            <EventsGroup onChoose={close} />
          </MenuGroup>
        </nav>
      )}
    </div>
  );
}

function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="rewards-menu-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The events group: loading, a failure with a retry, or today's events. */
function EventsGroup({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const menu = useSystemSelector('rewards', selectEventsMenu, sameEventsMenu);
  switch (menu.status) {
    case 'loaded':
      return <TodaysEvents list={menu.list} onChoose={onChoose} />;
    case 'failed':
      return (
        <div role="alert" className="rewards-menu-note">
          <p className="form-error">{t('rewards.menu.failed')}</p>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => engine.send('rewards', { type: 'ui.retry' })}
          >
            {t('rewards.menu.retry')}
          </button>
        </div>
      );
    case 'none':
      // A locked guest: the platform runs no events for them.
      return <p className="rewards-menu-note">{t('rewards.menu.noEvents')}</p>;
    default:
      return (
        <p role="status" aria-busy="true" className="rewards-menu-note">
          {t('rewards.menu.loading')}
        </p>
      );
  }
}

/**
 * The running events with a page here, as links with their last day; the coming ones (any
 * kind) with their first day, not linked: their pages have nothing to do yet.
 */
function TodaysEvents({ list, onChoose }: { list: EventsList; onChoose: () => void }) {
  const { t } = useTranslation();
  const day = useDayText();
  const { running, upcoming } = useMemo(() => eventsOfToday(list), [list]);
  const linked = running.flatMap((event) => {
    const route = eventTypeRoute(event.type);
    return route ? [{ event, route }] : [];
  });
  return (
    <>
      {linked.length === 0 ? (
        <p className="rewards-menu-note">{t('rewards.menu.noEvents')}</p>
      ) : (
        <ul className="rewards-menu-links" onClick={onChoose}>
          {linked.map(({ event, route }) => (
            <li key={event.id} className="rewards-menu-event">
              <LocalizedLink route={route} className="nav-link">
                {t(`routes.${route}`)}
              </LocalizedLink>
              <span className="rewards-menu-when">
                {t('rewards.menu.until', { date: day(event.end) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {upcoming.length > 0 && (
        <>
          <h3 className="rewards-menu-subtitle">{t('rewards.menu.upcoming')}</h3>
          <ul className="rewards-menu-links rewards-menu-upcoming">
            {upcoming.map((event) => {
              const route = eventTypeRoute(event.type);
              return (
                <li key={event.id} className="rewards-menu-event">
                  <span>{route ? t(`routes.${route}`) : event.name}</span>
                  <span className="rewards-menu-when">
                    {t('rewards.menu.startsOn', { date: day(event.start) })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}

/** A Berlin date `YYYY-MM-DD` as day and month in the page language (the menu has no room for more). */
function useDayText() {
  const language = useSystemSelector('shell', selectLanguage);
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(language, {
        day: 'numeric',
        month: 'long',
        timeZone: 'Europe/Berlin',
      }),
    [language],
  );
  return (date: string) => format.format(new Date(`${date}T12:00:00Z`));
}
