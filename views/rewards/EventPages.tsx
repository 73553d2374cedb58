import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { EventAction } from '../../machines/rewards/rewards.types.ts';
import { SPECIAL_EVENT_IDS } from '../../machines/rewards/rewards.types.ts';
import {
  calendarDayState,
  easterRewardsView,
  eventRewardsView,
  giftCalendarActorName,
  selectEventPage,
  type EventPageView,
} from '../../machines/specialEvents/specialEvents.selectors.ts';
import { selectChannels } from '../../machines/messenger/messenger.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import {
  LoadFailed,
  Loading,
  RewardsPage,
  VisitorPrompt,
  selectQmdate,
  useDateText,
  useReasonText,
} from './RewardsCommon.tsx';

type Shown = Extract<EventPageView, { page: unknown }>;

/**
 * Renders the event page's states around `children`: the root opened the page of the route
 * (machines/rewards/rewards.route.ts, the address's `qmdate` with it).
 */
function EventFrame({ title, children }: { title: string; children: (view: Shown) => ReactNode }) {
  const engine = useEngine();
  const { t } = useTranslation();
  const view = useSystemSelector('specialEvents', selectEventPage);
  const reasonText = useReasonText();
  return (
    <RewardsPage title={title}>
      {view.status === 'visitor' && <VisitorPrompt />}
      {(view.status === 'waiting' || view.status === 'closed' || view.status === 'loading') && (
        <Loading />
      )}
      {view.status === 'failed' && (
        <LoadFailed onRetry={() => engine.send('specialEvents', { type: 'ui.retry' })} />
      )}
      {'page' in view && (
        <>
          <div aria-live="polite">
            {view.status === 'rewarded' && view.result?.reward && (
              <p className="rewards-success" role="status">
                {t('rewards.events.rewardWon', {
                  reward: `${view.result.reward.value} × ${t(`rewards.rewardTypes.${view.result.reward.type}`)}`,
                })}
              </p>
            )}
            {view.status === 'refused' && view.result?.reason && (
              <p className="form-error" role="alert">
                {reasonText(view.result.reason)}
              </p>
            )}
            {view.status === 'actionFailed' && (
              <p className="form-error" role="alert">
                {reasonText(view.error ?? 'unknown')}
              </p>
            )}
          </div>
          {children(view)}
        </>
      )}
    </RewardsPage>
  );
}

function useAct() {
  const engine = useEngine();
  return (action: EventAction) => engine.send('specialEvents', { type: 'ui.act', action });
}

/** The Easter egg hunt (route `magazineEaster`). */
export function EasterPage() {
  const { t } = useTranslation();
  const qmdate = useSystemSelector('shell', selectQmdate);
  const act = useAct();
  return (
    <EventFrame title={t('rewards.events.easterTitle')}>
      {(view) =>
        view.page.kind === 'easter' && (
          <div className="rewards-grid">
            <section className="rewards-card" aria-labelledby="easter-eggs-title">
              <h2 id="easter-eggs-title">
                {t('rewards.events.eggs', { count: view.page.event.collectedEggs })}
              </h2>
              {view.page.event.egg ? (
                <>
                  <p>{t('rewards.events.eggHere')}</p>
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={view.status === 'acting'}
                    onClick={() =>
                      view.page.kind === 'easter' &&
                      view.page.event.egg &&
                      act({
                        kind: 'collectEgg',
                        verificationToken: view.page.event.egg.verificationToken,
                        qmdate,
                      })
                    }
                  >
                    {t('rewards.events.collectEgg')}
                  </button>
                </>
              ) : (
                <p className="rewards-muted">{t('rewards.events.noEgg')}</p>
              )}
            </section>
            <section className="rewards-card" aria-labelledby="easter-rewards-title">
              <h2 id="easter-rewards-title">{t('rewards.events.rewards')}</h2>
              <ul className="rewards-list" aria-label={t('rewards.events.rewards')}>
                {easterRewardsView(view.page.event.rewards, view.page.event.collectedEggs).map(
                  (reward) => (
                    <li key={reward.id}>
                      <span>
                        {reward.secret
                          ? t('rewards.events.secret')
                          : `${reward.isUpTo ? `${t('rewards.events.upTo')} ` : ''}${reward.info}`}
                      </span>
                      <span className="rewards-muted">
                        {reward.unlocked
                          ? t('rewards.events.unlocked')
                          : t('rewards.events.eggsMissing', { count: reward.eggsMissing })}
                      </span>
                    </li>
                  ),
                )}
              </ul>
            </section>
          </div>
        )
      }
    </EventFrame>
  );
}

/** The advent calendar (route `magazineAdventCalendar`): one door a day by Berlin date. */
export function AdventCalendarPage() {
  const { t } = useTranslation();
  const qmdate = useSystemSelector('shell', selectQmdate);
  const act = useAct();
  const dateText = useDateText();
  return (
    <EventFrame title={t('rewards.events.adventTitle')}>
      {(view) =>
        view.page.kind === 'advent' && (
          <div className="rewards-doors">
            {view.page.calendar.doors.map((door) => {
              const today = view.page.kind === 'advent' ? view.page.calendar.today : '';
              const state = calendarDayState(door.date, today, door.claimed);
              const note =
                state === 'claimed'
                  ? door.title
                  : state === 'upcoming'
                    ? t('rewards.events.doorUpcoming', { date: dateText(door.date) })
                    : state === 'missed'
                      ? t('rewards.events.doorMissed')
                      : t('rewards.events.dayToday');
              return (
                <button
                  key={door.day}
                  type="button"
                  className="rewards-door"
                  data-claimed={door.claimed}
                  data-state={state}
                  data-today={state === 'today'}
                  aria-label={`${t('rewards.events.openDoor', { day: door.day })}, ${dateText(door.date)}, ${note}`}
                  title={note}
                  disabled={state !== 'today' || view.status === 'acting'}
                  onClick={() => act({ kind: 'openDoor', day: door.day, qmdate })}
                >
                  <span aria-hidden="true">{door.day}</span>
                  <span className="rewards-door-note" aria-hidden="true">
                    {state === 'upcoming' ? dateText(door.date, 'short') : note}
                  </span>
                </button>
              );
            })}
          </div>
        )
      }
    </EventFrame>
  );
}

/**
 * The actor's name as written (links carry it lower-cased): the loaded calendar's, else a
 * messenger channel's with the same name, else the route's.
 */
function useGiftActorName(routeName: string): string {
  const view = useSystemSelector('specialEvents', selectEventPage);
  const lower = routeName.toLowerCase();
  // The messenger starts for logged-in guests only (decision 0008): a visitor has no channels.
  const channelName = useOptionalSystemSelector(
    'messenger',
    (snapshot) =>
      selectChannels(snapshot).find((channel) => channel.actorName.toLowerCase() === lower)
        ?.actorName ?? null,
    null,
  );
  return giftCalendarActorName(view, routeName, channelName === null ? [] : [channelName]);
}

/** The actor gift calendar (route `actorGiftCalendar`): a reward by actor and day. */
export function GiftCalendarPage({ params }: PageProps) {
  const { t } = useTranslation();
  const act = useAct();
  const dateText = useDateText();
  const actorName = String(params.actorName ?? '');
  const shownName = useGiftActorName(actorName);
  return (
    <EventFrame title={t('rewards.events.giftTitle', { actor: shownName })}>
      {(view) =>
        view.page.kind === 'giftCalendar' && (
          <ul className="rewards-list">
            {view.page.calendar.days.map((day) => {
              const calendar = view.page.kind === 'giftCalendar' ? view.page.calendar : null;
              const state = calendarDayState(day.qmday, calendar?.today ?? '', day.claimed);
              return (
                <li key={day.qmday} data-state={state}>
                  <span>
                    {dateText(day.qmday)}: {day.title}
                  </span>
                  {state === 'today' ? (
                    <button
                      type="button"
                      className="button button-primary"
                      disabled={view.status === 'acting'}
                      onClick={() =>
                        calendar &&
                        act({ kind: 'claimGift', actorId: calendar.actorId, qmday: day.qmday })
                      }
                    >
                      {t('rewards.events.claimGift')}
                    </button>
                  ) : (
                    <span className="rewards-muted rewards-count">
                      {state === 'claimed'
                        ? t('rewards.events.redeemed')
                        : state === 'upcoming'
                          ? t('rewards.events.dayUpcoming', { date: dateText(day.qmday) })
                          : t('rewards.events.dayMissed')}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )
      }
    </EventFrame>
  );
}

const ACTIVITY_NAMES = [
  'sendMessage',
  'watchVideo',
  'visitProfile',
  'sendGift',
  'joinLiveShow',
  'buyVideo',
] as const;

/** A special event by its fixed id: activities with points and daily limits, challenges, rewards. */
function SpecialEventPage({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const act = useAct();
  const dateText = useDateText();
  const names = t('rewards.events.eventNames', { returnObjects: true }) as Record<string, string>;
  return (
    <EventFrame title={names[String(eventId)] ?? ''}>
      {(view) =>
        view.page.kind === 'event' && (
          <div className="rewards-grid">
            <section className="rewards-card" aria-labelledby="event-activities-title">
              <h2 id="event-activities-title">
                {t('rewards.events.points', { count: view.page.event.points })}
              </h2>
              <p className="rewards-muted">
                {t('rewards.events.running', {
                  start: dateText(view.page.event.start),
                  end: dateText(view.page.event.end),
                })}
              </p>
              <ul className="rewards-list" aria-label={t('rewards.events.activities')}>
                {view.page.event.activities.map((activity) => (
                  <li key={activity.id}>
                    <span>
                      {t('rewards.events.activity', {
                        name: (ACTIVITY_NAMES as readonly string[]).includes(activity.name)
                          ? t(
                              `rewards.events.activityNames.${activity.name as (typeof ACTIVITY_NAMES)[number]}`,
                            )
                          : activity.name,
                        points: activity.points,
                        vip: activity.vipBonus,
                        done: activity.doneToday,
                        limit: activity.limitPerDay,
                      })}
                    </span>
                    <button
                      type="button"
                      className="button button-ghost"
                      disabled={
                        activity.doneToday >= activity.limitPerDay || view.status === 'acting'
                      }
                      onClick={() => act({ kind: 'activity', eventId, activityId: activity.id })}
                    >
                      {t('rewards.events.doActivity')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section className="rewards-card" aria-labelledby="event-challenges-title">
              <h2 id="event-challenges-title">{t('rewards.events.challenges')}</h2>
              <ul className="rewards-list">
                {view.page.event.challenges.map((challenge) => (
                  <li key={challenge.id}>{t('rewards.events.challenge', challenge)}</li>
                ))}
              </ul>
            </section>
            <section className="rewards-card" aria-labelledby="event-rewards-title">
              <h2 id="event-rewards-title">{t('rewards.events.rewards')}</h2>
              <p className="rewards-muted">
                {t('rewards.events.claimUntil', { date: dateText(view.page.event.rewardClaimEnd) })}
              </p>
              <ul className="rewards-list">
                {eventRewardsView(view.page.event).map((reward) => (
                  <li key={reward.id} data-state={reward.state}>
                    <span>
                      {reward.value} × {t(`rewards.rewardTypes.${reward.type}`)} (
                      {t('rewards.events.requiredPoints', { count: reward.requiredPoints })})
                    </span>
                    {reward.state === 'claimable' ? (
                      <button
                        type="button"
                        className="button button-primary"
                        disabled={view.status === 'acting'}
                        onClick={() => act({ kind: 'claimReward', eventId, rewardId: reward.id })}
                      >
                        {t('rewards.events.claim')}
                      </button>
                    ) : (
                      <span className="rewards-muted rewards-count">
                        {reward.state === 'redeemed'
                          ? t('rewards.events.redeemed')
                          : t('rewards.events.pointsMissing', { count: reward.pointsMissing })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )
      }
    </EventFrame>
  );
}

export const WiesnShootingPage = () => (
  <SpecialEventPage eventId={SPECIAL_EVENT_IDS.wiesnShooting} />
);
export const WiesnBudePage = () => <SpecialEventPage eventId={SPECIAL_EVENT_IDS.wiesnBude} />;
export const VenusAttacksPage = () => <SpecialEventPage eventId={SPECIAL_EVENT_IDS.venusAttacks} />;
export const WiesnGaudiPage = () => <SpecialEventPage eventId={SPECIAL_EVENT_IDS.wiesnGaudi} />;
export const HalloweenPage = () => <SpecialEventPage eventId={SPECIAL_EVENT_IDS.halloween} />;
/** The Wet and wild event; the magazine's game page (`magazineWetNWildGame`) is the same event. */
export const WetAndWildPage = () => <SpecialEventPage eventId={SPECIAL_EVENT_IDS.wetAndWild} />;
export const KickIt2025Page = () => <SpecialEventPage eventId={SPECIAL_EVENT_IDS.kickIt2025} />;
/** The magazine's gold rush: the reward-box event. */
export const GoldrushPage = () => <SpecialEventPage eventId={SPECIAL_EVENT_IDS.rewardBox} />;
