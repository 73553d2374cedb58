import { useId } from 'react';
import { selectCountdown } from '../../machines/dailyBonus/dailyBonus.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** `hh:mm:ss` to 23:59:59 Berlin time under its label (the one part that renders every second). */
export function DailyBonusCountdown({ label }: { label: string }) {
  const countdown = useSystemSelector('dailyBonus', selectCountdown);
  const labelId = useId();
  return (
    <div>
      <p className="rewards-muted" id={labelId}>
        {label}
      </p>
      <p className="rewards-countdown" aria-labelledby={labelId} role="timer">
        {countdown}
      </p>
    </div>
  );
}
