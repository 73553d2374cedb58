/** The events the liveEvents domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    liveEvents: PendingFact;
  }
}

/** What a placeholder owner (`machines/pendingOwner`) takes: any fact, kept and counted. */
interface PendingFact {
  type: string;
  [key: string]: unknown;
}

export {};
