import type { SystemIdAccepting } from '../shared/systemEvents.ts';

// The events and record of an act kept over a visitor's login (decision 0030, `payTour.act.ts`); pure, for the service too.

/** What an act may carry besides its name and target: a few plain values (a comment's text). */
type LoginActData = Record<string, string | number | boolean>;

/**
 * One act of the guest, named by the domain that resumes it. Kept in the tab's session storage
 * (bounded: `LOGIN_ACT_LIMITS`), for 30 minutes after it was stored (`qmDate`).
 */
export interface LoginAct {
  /** The system id of the domain that resumes it (it asks with `payTour.takeAct`). */
  client: ActClient;
  /** What the guest did, as the domain names it: `buy`, `chat`, `comment`, … */
  name: string;
  /** What she did it to, as the domain names it (e.g. `video:123`, `actor:7`). */
  target: string;
  data?: LoginActData;
}

/** The pay tour's answer to `payTour.takeAct`. */
export interface ActTakenEvent {
  type: 'payTour.actTaken';
  /** The act kept for the asked target (handed over once), or null. */
  act: LoginAct | null;
  /**
   * The login action's `shouldOpen` (decision 0030): true, carry the act out now; false, bring
   * it back to the guest to confirm (e.g. the comment's text in its field, not posted).
   */
  shouldOpen: boolean;
}

/** The domains that can resume an act: those whose events take `payTour.actTaken`. */
export type ActClient = SystemIdAccepting<ActTakenEvent>;

/** A domain showing `target` again asks whether an act of the guest waits for it there. */
export interface TakeActEvent {
  type: 'payTour.takeAct';
  replyTo: ActClient;
  target: string;
}

/** An ask for an act: who asks, for which target. */
export type ActAsk = Pick<TakeActEvent, 'replyTo' | 'target'>;

/** The bounds of a stored act (the service refuses a record past them). */
export const LOGIN_ACT_LIMITS = {
  /** Characters of the stored record (JSON). */
  recordChars: 4096,
  /** Characters of `name` and `target`. */
  idChars: 200,
} as const;

const isPlain = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= LOGIN_ACT_LIMITS.idChars;

/**
 * The act of a stored record as far as it is well formed, else null: a client and a name and
 * target of at most 200 characters, data of plain values only. The client is not checked here:
 * a domain that does not ask for it never gets it.
 */
export function actOf(value: unknown): LoginAct | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!isId(record.client) || !isId(record.name) || !isId(record.target)) return null;
  const data = record.data;
  if (data !== undefined) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    if (!Object.values(data).every(isPlain)) return null;
  }
  return {
    client: record.client as ActClient,
    name: record.name,
    target: record.target,
    ...(data === undefined ? {} : { data: data as LoginActData }),
  };
}
