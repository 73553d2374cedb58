import { useTranslation } from '../../src/i18n/react.ts';
import { FREE_CHAT } from '../../machines/actorProfile/freeChat.machine.ts';
import {
  sameFreeChatView,
  selectFreeChatView,
  type FreeChatView,
} from '../../machines/actorProfile/freeChat.selectors.ts';
import { runningTimeText } from '../format/duration.ts';
import { useSecondsLeft } from '../hooks/useSessionNow.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';

/** The free-chat duration of the shown actor; null where it does not run (a visitor). */
export const useFreeChatView = (): FreeChatView | null =>
  useOptionalSystemSelector<typeof FREE_CHAT, FreeChatView | null>(
    FREE_CHAT,
    selectFreeChatView,
    null,
    (a, b) => a === b || (a !== null && b !== null && sameFreeChatView(a, b)),
  );

/**
 * The guest's free seconds with her, as shown now: while her free chat runs, counted down here to
 * its end (decision 0002); otherwise the server's figure; null while it is not known.
 */
export function useFreeSecondsLeft(view: FreeChatView | null): number | null {
  const known = view?.status === 'known' ? view : null;
  const left = useSecondsLeft(known?.endsAt ?? null);
  return left ?? known?.seconds ?? null;
}

/** The guest's free time with her, as the free-chat button says it (`· 3:00 left`). */
export function FreeChatLeft() {
  const { t } = useTranslation();
  const view = useFreeChatView();
  const seconds = useFreeSecondsLeft(view);
  if (view === null || view.status === 'failed') return null;
  return (
    <span data-testid="free-chat-left">
      {' · '}
      {seconds !== null
        ? t('actorProfile.freeChatLeft', { time: runningTimeText(seconds) })
        : t('actorProfile.freeChatLoading')}
    </span>
  );
}

/** A failed load of the free time, with its retry (beside the buttons, not inside one). */
export function FreeChatFailure() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useFreeChatView();
  if (view?.status !== 'failed') return null;
  return (
    <p role="alert" className="profile-hint">
      {t('actorProfile.freeChatFailed')}{' '}
      <button
        type="button"
        className="button"
        onClick={() => engine.send(FREE_CHAT, { type: 'ui.freeChatRetry' })}
      >
        {t('actorProfile.retry')}
      </button>
    </p>
  );
}
