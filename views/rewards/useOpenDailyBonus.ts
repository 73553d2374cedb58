import { useEffect } from 'react';
import {
  selectDailyBonusView,
  type DailyBonusView,
} from '../../machines/dailyBonus/dailyBonus.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';

/** Before the rewards domain runs (a visitor's start page never starts it): as before `app.ready`. */
const WAITING: DailyBonusView = { status: 'waiting' };

/** The daily bonus as a view shows it (its page: the root opens it for the page's route). */
export function useDailyBonusView(): DailyBonusView {
  return useOptionalSystemSelector('dailyBonus', selectDailyBonusView, WAITING);
}

/**
 * The daily bonus for the start page's block, open while the block is mounted (`ui.open`, then
 * `ui.close`): a block of another page than the rewards' own asks as it mounts.
 */
export function useOpenDailyBonus() {
  const engine = useEngine();
  const view = useDailyBonusView();
  const ready = view.status !== 'waiting' && view.status !== 'visitor';
  useEffect(() => {
    if (!ready) return;
    engine.send('dailyBonus', { type: 'ui.open' });
    return () => engine.send('dailyBonus', { type: 'ui.close' });
  }, [ready, engine]);
  return view;
}
