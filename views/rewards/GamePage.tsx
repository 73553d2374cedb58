import { useTranslation } from '../../src/i18n/react.ts';
import { selectSpinwheelSpins } from '../../machines/benefits/benefits.selectors.ts';
import { gameTitle, selectGameView } from '../../machines/gameAttempts/gameAttempts.selectors.ts';
import type { GameReward, GameType } from '../../machines/rewards/rewards.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import {
  LoadFailed,
  Loading,
  RewardsPage,
  VisitorPrompt,
  selectLanguage,
  useDateText,
  useReasonText,
} from './RewardsCommon.tsx';

/** The spin wheel (route `mySpinwheel`): spins come from the guest's benefits. */
export function SpinwheelPage() {
  return <GamePage gameType="spinwheel" />;
}

/** The slot machine event (route `eventSlotMachine`). */
export function SlotMachinePage() {
  return <GamePage gameType="slotmachine" />;
}

function GamePage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('gameAttempts', selectGameView);
  const language = useSystemSelector('shell', selectLanguage);
  // The root opened the game of the route (machines/rewards/rewards.route.ts).
  const fallback =
    gameType === 'spinwheel' ? t('rewards.game.spinTitle') : t('rewards.game.slotTitle');
  const title =
    'game' in view && view.gameType === gameType
      ? gameTitle(view.game, language) || fallback
      : fallback;

  return (
    <RewardsPage title={title}>
      {view.status === 'visitor' && <VisitorPrompt />}
      {(view.status === 'waiting' || view.status === 'closed' || view.status === 'loading') && (
        <Loading />
      )}
      {view.status === 'failed' && (
        <LoadFailed onRetry={() => engine.send('gameAttempts', { type: 'ui.retry' })} />
      )}
      {'game' in view && view.gameType === gameType && <GameBoard view={view} />}
    </RewardsPage>
  );
}

function GameBoard({
  view,
}: {
  view: Extract<ReturnType<typeof selectGameView>, { game: unknown }>;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const reasonText = useReasonText();
  const dateText = useDateText();
  const spins = useSystemSelector('benefits', selectSpinwheelSpins);
  const { game, result, refusal } = view;
  const rewardText = useRewardText();
  const busy = view.status === 'using';
  const left = game.guestInfo.attemptsLeftToday;
  return (
    <div className="rewards-grid">
      <section className="rewards-card" aria-labelledby="game-play-title">
        <h2 id="game-play-title">{t('rewards.game.attemptsLeft', { count: left })}</h2>
        <p className="rewards-muted">
          {t('rewards.game.period', {
            start: dateText(game.config.start),
            end: dateText(game.config.end),
          })}
        </p>
        <div
          className="rewards-wheel"
          data-game={game.config.gameType}
          data-busy={busy}
          aria-hidden="true"
        />
        <button
          type="button"
          className="button button-primary"
          disabled={!view.canUse}
          aria-busy={busy}
          onClick={() => engine.send('gameAttempts', { type: 'ui.useAttempt' })}
        >
          {busy
            ? t('rewards.game.using')
            : game.config.gameType === 'spinwheel'
              ? t('rewards.game.spin')
              : t('rewards.game.pull')}
        </button>
        <div aria-live="polite">
          {view.status === 'won' && result && (
            <p className="rewards-success" role="status">
              {result.reward && result.reward.type
                ? t('rewards.game.won', { reward: rewardText(result.reward) })
                : t('rewards.game.blank')}
            </p>
          )}
          {view.status === 'refused' && refusal && (
            <p className="form-error" role="alert">
              {reasonText(refusal)}
            </p>
          )}
          {left === 0 && view.status !== 'refused' && (
            <p className="rewards-muted">{t('rewards.game.noAttempts')}</p>
          )}
        </div>
        <p className="rewards-muted">
          {t('rewards.game.points', { count: game.guestInfo.points })}
        </p>
        {game.config.gameType === 'spinwheel' && spins !== null && (
          <p className="rewards-muted">
            {t('rewards.benefits.spins')}: {spins}
          </p>
        )}
      </section>
      <section className="rewards-card" aria-labelledby="game-prizes-title">
        <h2 id="game-prizes-title">{t('rewards.game.prizes')}</h2>
        <ul className="rewards-list">
          {game.config.prizes.map((prize, index) => (
            <li key={index}>{rewardText(prize)}</li>
          ))}
        </ul>
      </section>
      <section className="rewards-card" aria-labelledby="game-gained-title">
        <h2 id="game-gained-title">{t('rewards.game.gained')}</h2>
        {game.guestInfo.gainedRewards.length === 0 ? (
          <p className="rewards-muted">{t('rewards.game.none')}</p>
        ) : (
          <ul className="rewards-list" aria-label={t('rewards.game.gained')}>
            {game.guestInfo.gainedRewards.map((reward, index) => (
              <li key={index}>{rewardText(reward)}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A game reward in words: its type, amount and (for a bonus code) the code. */
function useRewardText() {
  const { t } = useTranslation();
  return (reward: GameReward) => {
    const type = t(`rewards.rewardTypes.${reward.type}`);
    if (reward.type === 'BONUS_CODE') return `${type} ${reward.code ?? ''}`.trim();
    if (reward.type === 'VIDEO') return `${type}: ${reward.title}`;
    return `${reward.value} × ${type}`;
  };
}
