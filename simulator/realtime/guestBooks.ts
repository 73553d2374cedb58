// The push hub's per-guest books: counters of frames and `sendMessage` outcomes (for tests and
// the soak benchmark, `GET /dev/realtime/stats`) and the fault controls' switches.

/** Switches set by the fault controls, per guest; they apply to every socket of the guest. */
export interface GuestFaults {
  silencePongs: boolean;
  /** Every outgoing frame waits this long (order is kept). */
  delayMs: number;
}

interface PerClientMessageId {
  received: number;
  stored: number;
  acked: number;
  rejected: number;
}

class GuestCounters {
  framesIn = 0;
  framesOut = 0;
  received = 0;
  stored = 0;
  duplicatesSuppressed = 0;
  rejected = 0;
  closes: Record<string, number> = {};
  byClientMessageId = new Map<string, PerClientMessageId>();

  perId(clientMessageId: string): PerClientMessageId {
    let entry = this.byClientMessageId.get(clientMessageId);
    if (!entry) {
      entry = { received: 0, stored: 0, acked: 0, rejected: 0 };
      this.byClientMessageId.set(clientMessageId, entry);
    }
    return entry;
  }
}

/** What `GET /dev/realtime/stats?as=` answers for one guest. */
export interface GuestStats {
  login: string;
  guestId: number;
  sockets: number;
  framesIn: number;
  framesOut: number;
  sendMessage: {
    received: number;
    stored: number;
    duplicatesSuppressed: number;
    rejected: number;
    /** Distinct clientMessageIds stored since the last reset. */
    distinctStored: number;
    /** clientMessageIds stored more than once: must always be empty. */
    storedTwice: string[];
  };
  /** Server-initiated closes by code. */
  closes: Record<string, number>;
  faults: GuestFaults;
  byClientMessageId?: Record<string, PerClientMessageId>;
}

export type SendMessageOutcome = 'stored' | 'duplicate' | 'rejected';

/** A guest message was stored (once per `clientMessageId`), after its ack and pushes went out. */

/** Every guest's counters and fault switches, by account id. */
export class GuestBooks {
  private readonly counters = new Map<number, GuestCounters>();
  private readonly faults = new Map<number, GuestFaults>();

  faultsOf(accountId: number): GuestFaults {
    return this.faults.get(accountId) ?? { silencePongs: false, delayMs: 0 };
  }

  setFaults(accountId: number, patch: Partial<GuestFaults>): GuestFaults {
    const next = { ...this.faultsOf(accountId), ...patch };
    this.faults.set(accountId, next);
    return next;
  }

  countFrameIn(accountId: number): void {
    this.countersOf(accountId).framesIn += 1;
  }

  countFrameOut(accountId: number): void {
    this.countersOf(accountId).framesOut += 1;
  }

  /** Counts a close the server initiated, by its code. */
  countClose(accountId: number, code: number): void {
    const closes = this.countersOf(accountId).closes;
    closes[code] = (closes[code] ?? 0) + 1;
  }

  /** Counts one `sendMessage` and what became of it. */
  countSendMessage(accountId: number, clientMessageId: string, outcome: SendMessageOutcome): void {
    const counters = this.countersOf(accountId);
    const perId = counters.perId(clientMessageId);
    counters.received += 1;
    perId.received += 1;
    if (outcome === 'stored') {
      counters.stored += 1;
      perId.stored += 1;
    } else if (outcome === 'duplicate') {
      counters.duplicatesSuppressed += 1;
    } else {
      counters.rejected += 1;
      perId.rejected += 1;
    }
    if (outcome !== 'rejected') perId.acked += 1;
  }

  /** The guest's stats, with the number of sockets it has open now. */
  stats(guest: { accountId: number; login: string }, sockets: number, withIds = true): GuestStats {
    const counters = this.countersOf(guest.accountId);
    const ids = [...counters.byClientMessageId.entries()];
    const stats: GuestStats = {
      login: guest.login,
      guestId: guest.accountId,
      sockets,
      framesIn: counters.framesIn,
      framesOut: counters.framesOut,
      sendMessage: {
        received: counters.received,
        stored: counters.stored,
        duplicatesSuppressed: counters.duplicatesSuppressed,
        rejected: counters.rejected,
        distinctStored: ids.filter(([, entry]) => entry.stored > 0).length,
        storedTwice: ids.filter(([, entry]) => entry.stored > 1).map(([id]) => id),
      },
      closes: { ...counters.closes },
      faults: this.faultsOf(guest.accountId),
    };
    if (withIds) stats.byClientMessageId = Object.fromEntries(ids.map(([id, e]) => [id, { ...e }]));
    return stats;
  }

  /** Frame and `sendMessage` totals over every guest. */
  totals() {
    let framesIn = 0;
    let framesOut = 0;
    const sendMessage = { received: 0, stored: 0, duplicatesSuppressed: 0, rejected: 0 };
    for (const counters of this.counters.values()) {
      framesIn += counters.framesIn;
      framesOut += counters.framesOut;
      sendMessage.received += counters.received;
      sendMessage.stored += counters.stored;
      sendMessage.duplicatesSuppressed += counters.duplicatesSuppressed;
      sendMessage.rejected += counters.rejected;
    }
    return { framesIn, framesOut, sendMessage };
  }

  /** Resets the guest's counters and fault switches (both start from zero and off). */
  reset(accountId: number): void {
    this.counters.delete(accountId);
    this.faults.delete(accountId);
  }

  resetAll(): void {
    this.counters.clear();
    this.faults.clear();
  }

  private countersOf(accountId: number): GuestCounters {
    let counters = this.counters.get(accountId);
    if (!counters) {
      counters = new GuestCounters();
      this.counters.set(accountId, counters);
    }
    return counters;
  }
}
