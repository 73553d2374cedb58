import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  eventsOfToday,
  sameEventsMenu,
  selectEventsMenu,
} from '../../machines/rewards/rewards.selectors.ts';
import type { EventsList } from '../../machines/rewards/rewards.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { eventTypeRoute } from './eventTypeRoutes.ts';
import './rewardsMenu.css';
import { dateFormat } from '../format/dateFormat.ts';

/**
 * A titled group of a rewards menu (a region named by its heading): the desktop Rewards menu's
 * two groups, and the events group of the phone's "my area" menu, whose panel title is the h2.
 */
export function MenuGroup({
  title,
  level = 2,
  className,
  children,
}: {
  title: string;
  level?: 2 | 3;
  className?: string | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="rewards-menu-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * The events group of the rewards menus (desktop navbar and phone "my area"), titled "Events":
 * loading, a failure with a retry, a locked guest's "no events", or today's events of the
 * platform's `get/events` list (the menu that shows it sends `ui.menuOpened` to the rewards
 * actor when it opens). `onChoose` runs when the guest follows an event's link; `level` is the
 * group heading's level (the coming events' subtitle is one below it).
 *
 * @example <EventsMenuGroup onChoose={close} />
 */
export function EventsMenuGroup({
  onChoose,
  level = 2,
  className,
}: {
  onChoose?: (() => void) | undefined;
  level?: 2 | 3;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <MenuGroup title={t('rewards.menu.events')} level={level} className={className}>
      <EventsBody onChoose={onChoose} level={level} />
    </MenuGroup>
  );
}

/** The events group's body: loading, a failure with a retry, no events, or today's events. */
function EventsBody({ onChoose, level }: { onChoose: (() => void) | undefined; level: 2 | 3 }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const menu = useSystemSelector('rewards', selectEventsMenu, sameEventsMenu);
  switch (menu.status) {
    case 'loaded':
      return <TodaysEvents list={menu.list} onChoose={onChoose} level={level} />;
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
function TodaysEvents({
  list,
  onChoose,
  level,
}: {
  list: EventsList;
  onChoose: (() => void) | undefined;
  level: 2 | 3;
}) {
  const { t } = useTranslation();
  const Subtitle = level === 2 ? 'h3' : 'h4';
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
          <Subtitle className="rewards-menu-subtitle">{t('rewards.menu.upcoming')}</Subtitle>
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
      dateFormat(language, {
        day: 'numeric',
        month: 'long',
        timeZone: 'Europe/Berlin',
      }),
    [language],
  );
  return (date: string) => format.format(new Date(`${date}T12:00:00Z`));
}
