import { useTranslation } from '../../../src/i18n/react.ts';
import { countdownText } from '../../format/duration.ts';
import { selectAvsBonus } from '../../../machines/avs/avs.selectors.ts';
import { isAgeCheckBox, type ModalId } from '../../../machines/modals/modals.catalog.ts';
import { useOptionalSystemSelector } from '../../../src/engine/react.tsx';
import { useSecondsLeft } from '../../hooks/useSessionNow.ts';
import { boxFacts, countdownEnd } from './boxFacts.ts';

/**
 * What this box says about this moment, under its own text: what the guest won, the door, the
 * top-up bonus, the streak day, how many photos go; the conversion chat's countdown, counted
 * down here to the end the box was opened with; and whether the age check earns a bonus.
 */
export function BoxFacts({ id, props }: { id: ModalId; props: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  // A detail whose text this catalog does not have says nothing (never a raw key).
  const facts = boxFacts(id, props).filter((fact) => i18n.exists(fact.key, fact.values));
  return (
    <>
      {facts.map((fact) => (
        <p key={fact.key} className="modal-fact">
          {t(fact.key, fact.values)}
        </p>
      ))}
      {id === 'conversion-chat' && <ConversionCountdown endsAt={countdownEnd(props)} />}
      {isAgeCheckBox(id) && <AvsBonus />}
    </>
  );
}

/** The guest service says a verified age earns a bonus now (`bonusAvailable`, machines/avs). */
function AvsBonus() {
  const { t } = useTranslation();
  const bonus = useOptionalSystemSelector('avs', selectAvsBonus, false);
  return bonus ? <p className="modal-fact">{t('incentives.avsBonus')}</p> : null;
}

function ConversionCountdown({ endsAt }: { endsAt: number | null }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(endsAt);
  if (seconds === null) return null;
  return (
    <p className="modal-fact modal-countdown" role="timer" aria-live="off">
      {t('incentives.endsIn', { time: countdownText(seconds) })}
    </p>
  );
}
