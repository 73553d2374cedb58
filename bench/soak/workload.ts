import type { OutgoingFrame, ServerFrame } from '../../services/realtime/frames.ts';
import { between, seededRandom, weighted, type Random } from './prng.ts';
import { guestTextMessage } from '../../fixtures/realtimeFrames.ts';

const PUSH_KINDS = [
  'guestBalance',
  'incomingMessage',
  'actorOnline',
  'actorOffline',
  'channelUpdate',
  'notification',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const FAULT_KINDS = ['drop', 'silencePongs', 'close1002', 'restart', 'reload'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface SoakParams {
  seed: number;
  /** How much faster than real time the engine's clock runs. */
  speed: number;
  /** Real milliseconds over which the pushes, sends and faults are planned. */
  durationMs: number;
  pushes: number;
  sends: number;
  faults: number;
  /** The channel of the `vip` account the guest writes to (2303: messaging is free). */
  channelId: number;
  faultWeights: Record<FaultKind, number>;
  pushWeights: Record<PushKind, number>;
  /**
   * How long pongs stay silent, in engine ms. The ping goes out every 50 000 engine ms, and a
   * missing pong is found at the next ping: a silence of 50 s or more always costs one.
   */
  silenceEngineMs: [number, number];
  /** How long a simulated server restart refuses new sockets, in real ms. */
  restartDownMs: [number, number];
  /**
   * How old (engine ms since its `ackSession`) the session a drop or close hits is at least:
   * most hit an established session, `youngShare` of them one younger than the 5 s after which
   * the client's backoff falls back to 1 s, so the backoff runs too.
   */
  sessionAgeEngineMs: {
    established: [number, number];
    young: [number, number];
    youngShare: number;
  };
  /**
   * The share of page reloads the app makes itself (its session expired: it waits, bounded, for
   * the guest's sends to be acknowledged); the others are the guest's (the page goes at once).
   */
  appReloadShare: number;
  /** Shares of the sends and pushes issued right at a drop or close, to be cut in flight. */
  atFaultShare: { sends: number; pushes: number };
  /**
   * The share of drops and closes that come while the server holds the guest's outgoing frames
   * (the `delay` switch, for `heldAcksMs` real ms): the acks of messages it just stored are cut.
   */
  heldAcksShare: number;
  heldAcksMs: number;
}

export type Burst =
  | { kind: 'push'; n: number; push: PushKind }
  | { kind: 'send'; n: number; clientMessageId: string };

/** A fault, played in order by the driver's fault chain from its moment `at` (real ms) on. */
export type PlannedFault =
  | {
      at: number;
      n: number;
      fault: 'drop' | 'close1002';
      /** Real ms the guest's session must have been up before this fault hits it. */
      minSessionAgeMs: number;
      young: boolean;
      heldAcks: boolean;
      /** Sends and pushes issued right at the fault. */
      atFault: Burst[];
    }
  | { at: number; n: number; fault: 'restart'; downMs: number }
  /** The page reloads (issue 51 §7): the app's own reload (`byApp`) or the guest's. */
  | { at: number; n: number; fault: 'reload'; byApp: boolean; atFault: Burst[] }
  | { at: number; n: number; fault: 'silencePongs'; realMs: number; engineMs: number };

export interface Plan {
  /** Pushes and sends at their own moments (real ms from the start), in order. */
  timeline: ({ at: number } & Burst)[];
  faults: PlannedFault[];
  pushesByKind: Record<PushKind, number>;
  faultsByKind: Record<FaultKind, number>;
  clientMessageIds: string[];
  sendsAtFaults: number;
  pushesAtFaults: number;
}

/**
 * The run's workload, from the seed alone. Faults get one moment in each of `faults` equal slots
 * of the run (stratified, so they spread over all of it) and are played one after another: a
 * restart happens at its moment; a drop or close also waits until the guest's session has its
 * planned age (`sessionAgeEngineMs`); a pong silence waits for a live session and holds the other
 * faults back until the silence has cost a ping (or could no longer), so it is not cut short by
 * a drop. A share of the sends and pushes go out right at a drop or close; the rest at uniformly
 * random moments.
 */
export function planWorkload(params: SoakParams): Plan {
  const random = seededRandom(params.seed);
  const timeline: ({ at: number } & Burst)[] = [];
  const faults: PlannedFault[] = [];
  const pushesByKind = Object.fromEntries(PUSH_KINDS.map((k) => [k, 0])) as Record<
    PushKind,
    number
  >;
  const faultsByKind = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<
    FaultKind,
    number
  >;
  const span = params.durationMs;
  const cuts: Extract<PlannedFault, { atFault: Burst[] }>[] = [];

  // Faults leave the last 3 % of the run for the connection to settle.
  const slot = (span * 0.97) / params.faults;
  for (let n = 0; n < params.faults; n++) {
    const at = slot * (n + random());
    const fault = weighted(random, params.faultWeights);
    faultsByKind[fault] += 1;
    if (fault === 'restart') {
      faults.push({ at, n, fault, downMs: Math.round(between(random, ...params.restartDownMs)) });
    } else if (fault === 'reload') {
      const reload = { at, n, fault, byApp: random() < params.appReloadShare, atFault: [] };
      cuts.push(reload);
      faults.push(reload);
    } else if (fault === 'silencePongs') {
      const engineMs = Math.round(between(random, ...params.silenceEngineMs));
      faults.push({ at, n, fault, engineMs, realMs: engineMs / params.speed });
    } else {
      const { established, young, youngShare } = params.sessionAgeEngineMs;
      const isYoung = random() < youngShare;
      const ageEngineMs = between(random, ...(isYoung ? young : established));
      const cut = {
        at,
        n,
        fault,
        minSessionAgeMs: ageEngineMs / params.speed,
        young: isYoung,
        heldAcks: random() < params.heldAcksShare,
        atFault: [],
      };
      cuts.push(cut);
      faults.push(cut);
    }
  }

  let sendsAtFaults = 0;
  let pushesAtFaults = 0;
  const place = (burst: Burst, share: number): boolean => {
    if (cuts.length > 0 && random() < share) {
      cuts[Math.floor(random() * cuts.length)]!.atFault.push(burst);
      return true;
    }
    timeline.push({ at: random() * span, ...burst });
    return false;
  };
  for (let n = 0; n < params.pushes; n++) {
    const push = weighted(random, params.pushWeights);
    pushesByKind[push] += 1;
    if (place({ kind: 'push', n, push }, params.atFaultShare.pushes)) pushesAtFaults += 1;
  }
  const clientMessageIds: string[] = [];
  for (let n = 0; n < params.sends; n++) {
    const clientMessageId = `soak-${params.seed}-${n}`;
    clientMessageIds.push(clientMessageId);
    if (place({ kind: 'send', n, clientMessageId }, params.atFaultShare.sends)) sendsAtFaults += 1;
  }
  timeline.sort((a, b) => a.at - b.at);
  return {
    timeline,
    faults,
    pushesByKind,
    faultsByKind,
    clientMessageIds,
    sendsAtFaults,
    pushesAtFaults,
  };
}

/** A tag in every pushed frame, so the engine's log shows which pushes arrived. */
const TAG_BASE = 70_000_000;

/** The frame of push number `n` (valid against the contract; the hub checks it). */
export function pushFrame(kind: PushKind, n: number, random: Random): ServerFrame {
  const created = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
  const actorId = 3101 + (n % 5);
  switch (kind) {
    case 'guestBalance': {
      const balance = Math.round(between(random, 10, 500) * 100) / 100;
      return {
        type: 'guestBalance',
        balance,
        balanceFormatted: `${balance.toFixed(2).replace('.', ',')} € #${TAG_BASE + n}`,
        isPayingCustomer: true,
        isPayment: random() < 0.2,
      };
    }
    case 'incomingMessage':
      return {
        type: 'incomingMessage',
        channelId: 2301 + (n % 3),
        message: {
          id: TAG_BASE + n,
          senderType: 'actor',
          messageType: 'text',
          data: { text: `soak push ${n}` },
          includedGifts: [],
          created,
          price: { value: 0, currency: 'EUR' },
        },
      };
    case 'actorOnline':
    case 'actorOffline':
      return { type: kind, actorId: TAG_BASE + n };
    case 'channelUpdate':
      return {
        type: 'channelUpdate',
        channel: {
          id: 2301 + (n % 3),
          actorId,
          unread: true,
          unreadCount: 1 + (n % 7),
          archived: false,
          blocked: false,
          isActorOnline: n % 2 === 0,
          multiChatPrice: null,
          canVoyeurChat: false,
          freeMessagesAmount: 0,
          messagePrice: { value: 1.99, currency: 'EUR' },
          isMessagingFree: false,
          subject: `#${TAG_BASE + n}`,
          lastMessageId: null,
          previewPictureUrl: null,
          actorName: 'SoakActor',
          actorAge: 30,
          freeChat: false,
          lastMessageAt: created,
        },
      };
    case 'notification':
      return {
        type: 'notification',
        notification: {
          id: TAG_BASE + n,
          type: 1 + (n % 10),
          unread: true,
          unseen: true,
          created,
          title: 'Soak',
          text: `soak notification ${n}`,
          link: null,
        },
      };
  }
}

/** The push number a pushed frame carries, read back from a `push.<type>` event of the log. */
export function pushTagOf(event: { type: string; [field: string]: unknown }): number | null {
  const read = (value: unknown): number | null =>
    typeof value === 'number' && value >= TAG_BASE ? value - TAG_BASE : null;
  switch (event.type) {
    case 'push.guestBalance': {
      const match = /#(\d+)$/.exec(String(event.balanceFormatted));
      return match ? read(Number(match[1])) : null;
    }
    case 'push.incomingMessage':
      return read((event.message as { id?: unknown } | undefined)?.id);
    case 'push.notification':
      return read((event.notification as { id?: unknown } | undefined)?.id);
    case 'push.actorOnline':
    case 'push.actorOffline':
      return read(event.actorId);
    case 'push.channelUpdate': {
      const subject = (event.channel as { subject?: unknown } | undefined)?.subject;
      const match = /^#(\d+)$/.exec(String(subject));
      return match ? read(Number(match[1])) : null;
    }
    default:
      return null;
  }
}

/** The guest's text message number `n`, as the messenger would ask the connection to send it. */
export function sendFrame(clientMessageId: string, channelId: number, n: number): OutgoingFrame {
  return guestTextMessage(clientMessageId, channelId, `soak message ${n}`);
}
