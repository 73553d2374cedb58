import type { SnapshotFrom } from 'xstate';
import type { AttemptResult, GameData, GameType } from '../rewards/rewards.types.ts';
import type { gameAttemptsMachine } from './gameAttempts.machine.ts';

type Snapshot = SnapshotFrom<typeof gameAttemptsMachine>;

export type GameView =
  | { status: 'waiting' | 'visitor' | 'closed' }
  | { status: 'loading' | 'failed'; gameType: GameType; error: string | null }
  | {
      status: 'ready' | 'using' | 'won' | 'refused';
      gameType: GameType;
      game: GameData;
      result: AttemptResult | null;
      refusal: string | null;
      canUse: boolean;
    };

/** The open game for the page of `gameType`; another game's data is never shown on it. */
export function selectGameView(snapshot: Snapshot): GameView {
  const { gameType, game, lastResult, refusal, error } = snapshot.context;
  if (snapshot.matches('visitor')) return { status: 'visitor' };
  if (snapshot.matches('closed') || gameType === null) return { status: 'closed' };
  if (snapshot.matches({ open: 'loading' })) return { status: 'loading', gameType, error: null };
  if (snapshot.matches({ open: 'failed' }) || game === null)
    return { status: 'failed', gameType, error: error?.message ?? 'unknown' };
  const status = snapshot.matches({ open: { playing: 'using' } })
    ? 'using'
    : snapshot.matches({ open: { playing: 'won' } })
      ? 'won'
      : snapshot.matches({ open: { playing: 'refused' } })
        ? 'refused'
        : 'ready';
  return {
    status,
    gameType,
    game,
    result: lastResult,
    refusal,
    canUse: snapshot.can({ type: 'ui.useAttempt' }) && status !== 'using',
  };
}

/** The title of the game in the page language, else the first configured one. */
export function gameTitle(game: GameData, language: string): string {
  const configs = game.config.langConfigs;
  return (configs.find((c) => c.language === language) ?? configs[0])?.title ?? '';
}
