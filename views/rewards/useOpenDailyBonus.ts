import { useEffect } from 'react';
import {
  selectDailyBonusView,
  type DailyBonusView,
} from '../../machines/dailyBonus/dailyBonus.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';

/** Before the rewards domain runs (a visitor's start page never starts it): as before `app.ready`. */
const WAITING: DailyBonusView = { status: 'waiting' };

/**
 * The daily bonus as a view shows it, open while the view is mounted (`ui.open`, then `ui.close`):
 * the page and the start page's block, one of which is on screen at a time.
 */
export function useOpenDailyBonus() {
  const engine = useEngine();
  const view = useOptionalSystemSelector('dailyBonus', selectDailyBonusView, WAITING);
  const ready = view.status !== 'waiting' && view.status !== 'visitor';
  useEffect(() => {
    if (!ready) return;
    engine.send('dailyBonus', { type: 'ui.open' });
    return () => engine.send('dailyBonus', { type: 'ui.close' });
  }, [ready, engine]);
  return view;
}
