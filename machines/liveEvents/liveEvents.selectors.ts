import type { SnapshotFrom } from 'xstate';
import type { liveEventsMachine } from './liveEvents.machine.ts';
import type { LiveActor } from './liveEvents.types.ts';

type LiveEventsSnapshot = SnapshotFrom<typeof liveEventsMachine>;

/** One performer of the shown voting: her votes, her share of all votes (0–100), who she is. */
interface VotingRow {
  actorId: number;
  votes: number;
  percent: number;
  actor: LiveActor | null;
  leading: boolean;
}

/** The shown voting's rows, most votes first, or null when none is shown. */
export function selectVoting(
  snapshot: LiveEventsSnapshot,
): { votingId: number; rows: VotingRow[] } | null {
  const { voting, actors } = snapshot.context;
  if (!voting) return null;
  const total = voting.actors.reduce((sum, actor) => sum + actor.votes, 0);
  const top = voting.actors[0]?.votes ?? 0;
  return {
    votingId: voting.votingId,
    rows: voting.actors.map((entry) => ({
      ...entry,
      percent: total === 0 ? 0 : Math.round((entry.votes / total) * 100),
      actor: actors[entry.actorId] ?? null,
      leading: total > 0 && entry.votes === top,
    })),
  };
}

/** The reactions whose bursts are on screen, each with the performer when known. */
export const selectReactions = (snapshot: LiveEventsSnapshot) =>
  snapshot.context.reactions.map((reaction) => ({
    ...reaction,
    actor: snapshot.context.actors[reaction.actorId] ?? null,
  }));
