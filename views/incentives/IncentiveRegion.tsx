import { useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { countdownText } from '../format/duration.ts';
import {
  selectIncentivesError,
  selectRegionIncentives,
} from '../../machines/incentives/incentives.selectors.ts';
import type {
  IncentiveRegion as Region,
  ShownIncentive,
} from '../../machines/incentives/incentives.types.ts';
import { floatingQueue } from '../../machines/incentives/floatingQueue.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { useSecondsLeft } from '../hooks/useSessionNow.ts';
import { useReservedSpace } from '../layout/useReservedSpace.ts';
import { useFloatingFacts } from './useFloatingFacts.ts';
import './incentives.css';

const selectors = {
  top: selectRegionIncentives('top'),
  corner: selectRegionIncentives('corner'),
  home: selectRegionIncentives('home'),
} as const;

/** The incentives of one region, highest priority first, each with its countdown and actions. */
export function IncentiveRegion({ region }: { region: Exclude<Region, 'modal'> }) {
  const { t } = useTranslation();
  const listed = useSystemSelector('incentives', selectors[region]);
  const facts = useFloatingFacts();
  // The corner's cards float: one at a time (machines/incentives/floatingQueue.ts).
  const queued =
    region === 'corner' ? floatingQueue({ ...facts, cards: listed, notifications: [] }).card : null;
  const incentives = region === 'corner' ? (queued ? [queued] : []) : listed;
  const error = useSystemSelector('incentives', selectIncentivesError);
  const shown = incentives.length > 0 || (region === 'corner' && error !== null);
  const section = useRef<HTMLElement>(null);
  // Floating on desktops: the page keeps room at its end for the cards (incentives.css).
  useReservedSpace(region === 'corner' && shown ? section : null, '--incentive-corner-space');
  if (!shown) return null;
  return (
    <section
      ref={section}
      className={`incentive-region incentive-region-${region}`}
      aria-label={t('incentives.offers')}
    >
      {incentives.map((incentive) => (
        <IncentiveCard key={incentive.id} incentive={incentive} />
      ))}
      {region === 'corner' && error && (
        <p className="incentive-error" role="status">
          {t('incentives.failed', { call: error.call })}
        </p>
      )}
    </section>
  );
}

function IncentiveCard({ incentive }: { incentive: ShownIncentive }) {
  const { t } = useTranslation();
  const send = useSend('incentives');
  // The machine keeps the end (and removes the offer there); the card counts the seconds.
  const secondsLeft = useSecondsLeft(incentive.endsAt);
  const titleId = `incentive-${incentive.id}-title`;
  const isRefill = incentive.type === 'refill';
  const action = incentive.action;
  return (
    <article
      className="incentive-card"
      aria-labelledby={titleId}
      data-incentive-type={incentive.type}
    >
      <div className="incentive-body">
        <h2 id={titleId} className="incentive-title">
          {incentive.title}
        </h2>
        <p className="incentive-text">{incentive.text}</p>
        {secondsLeft !== null && (
          <p className="incentive-countdown" role="timer" aria-live="off">
            {t('incentives.endsIn', { time: countdownText(secondsLeft) })}
          </p>
        )}
      </div>
      <div className="incentive-actions">
        {incentive.cta &&
          (action?.kind === 'link' ? (
            <a
              className="button button-primary"
              href={action.url}
              onClick={() => send({ type: 'ui.incentiveAccepted', id: incentive.id })}
            >
              {incentive.cta}
            </a>
          ) : (
            <button
              type="button"
              className="button button-primary"
              onClick={() => send({ type: 'ui.incentiveAccepted', id: incentive.id })}
            >
              {incentive.cta}
            </button>
          ))}
        {action?.kind === 'payTour' && action.flow === 'signup' && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => send({ type: 'ui.alreadySignedUp', id: incentive.id })}
          >
            {t('incentives.alreadySignedUp')}
          </button>
        )}
        {isRefill ? (
          <button
            type="button"
            className="button button-ghost"
            onClick={() =>
              send({
                type: 'ui.refillWindowHidden',
                incentiveType: incentive.type,
                interval: 7,
                region: incentive.region,
              })
            }
          >
            {t('incentives.hideRefill')}
          </button>
        ) : (
          incentive.uniqueGroup !== null && (
            <button
              type="button"
              className="button button-ghost"
              onClick={() =>
                send({ type: 'ui.incentiveClosed', id: incentive.id, result: 'blocked' })
              }
            >
              {t('incentives.blockIncentive')}
            </button>
          )
        )}
      </div>
      <button
        type="button"
        className="icon-button incentive-close"
        aria-label={t('incentives.closeIncentive')}
        onClick={() => send({ type: 'ui.incentiveClosed', id: incentive.id, result: 'dismissed' })}
      >
        ×
      </button>
    </article>
  );
}
