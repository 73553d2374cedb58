import type { ServiceRequest } from '../shared/serviceRequest.ts';

/** One performer of a Clash of Cams voting and her votes (realtime contract). */
export interface VotingActor {
  actorId: number;
  votes: number;
}

/** `clashOfCamsVoting`: the standing of a running voting, pushed on every change. */
interface Voting {
  votingId: number;
  actors: VotingActor[];
}

/** A performer as the live events show her: name, picture and where her profile is. */
export interface LiveActor {
  id: number;
  name: string;
  profileLink: string;
  picture: string;
}

/** A `liveReaction` while its burst is shown. */
interface LiveReaction {
  id: number;
  actorId: number;
  reaction: string;
}

export interface LoadLiveActors {
  request: ServiceRequest;
  actorIds: number[];
}

export interface LiveEventsContext {
  request: ServiceRequest;
  /** The voting shown, or null (none yet, or the guest closed it). */
  voting: Voting | null;
  /** The voting the guest closed: its further standings are not shown again. */
  dismissed: number | null;
  /** Performers looked up so far, by id. */
  actors: Record<number, LiveActor>;
  /** Reactions whose bursts are on screen, oldest first. */
  reactions: LiveReaction[];
  /** Numbers the reactions (each burst ends on its own timer). */
  nextReaction: number;
}

export type LiveEventsEvent =
  | { type: 'push.clashOfCamsVoting'; votingId: number; actors: VotingActor[] }
  | { type: 'push.liveReaction'; actorId: number; reaction: string }
  | { type: 'ui.votingClosed' }
  | { type: 'liveEvents.reactionEnded'; id: number }
  | { type: 'liveEvents.lookup' };
