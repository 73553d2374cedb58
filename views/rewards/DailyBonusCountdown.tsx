import { useId } from 'react';
import { selectDayEnd } from '../../machines/dailyBonus/dailyBonus.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { dayCountdownText } from '../format/duration.ts';
import { useSecondsLeft } from '../hooks/useSessionNow.ts';

/** `hh:mm:ss` to 23:59:59 Berlin time under its label (the one part that renders every second). */
export function DailyBonusCountdown({ label }: { label: string }) {
  const seconds = useSecondsLeft(useSystemSelector('dailyBonus', selectDayEnd));
  const labelId = useId();
  return (
    <div>
      <p className="rewards-muted" id={labelId}>
        {label}
      </p>
      <p className="rewards-countdown" aria-labelledby={labelId} role="timer">
        {seconds === null ? null : dayCountdownText(seconds)}
      </p>
    </div>
  );
}
