import type { SnapshotFrom } from 'xstate';
import type { avsMachine, AvsStatus } from './avs.machine.ts';

type AvsSnapshot = SnapshotFrom<ReturnType<typeof avsMachine>>;

/**
 * The age-verification status. The root starts the machine with the loaded guest (issue 52 §3),
 * so it always has one; `null` stays for the start's passing state, which no view sees.
 */
export function selectAvsStatus(snapshot: AvsSnapshot): AvsStatus | null {
  if (snapshot.matches('accepted')) return 'accepted';
  for (const status of ['unknown', 'pending', 'rejected'] as const) {
    if (snapshot.matches({ unverified: status })) return status;
  }
  return null;
}

/** Media marked `avsRequired` may load only now. */
export const selectAvsAccepted = (snapshot: AvsSnapshot): boolean => snapshot.hasTag('verified');

export type AvsNotice = { kind: 'pending' } | { kind: 'rejected'; message: string | null } | null;
const notices = new WeakMap<object, AvsNotice>();

/** The notice the status bar shows for a check under way or refused (with the platform's reason). */
export function selectAvsNotice(snapshot: AvsSnapshot): AvsNotice {
  if (snapshot.matches({ unverified: 'pending' })) return PENDING;
  if (!snapshot.matches({ unverified: 'rejected' })) return null;
  let notice = notices.get(snapshot.context);
  if (!notice) {
    notice = { kind: 'rejected', message: snapshot.context.rejectMessage };
    notices.set(snapshot.context, notice);
  }
  return notice;
}
const PENDING: AvsNotice = { kind: 'pending' };

/** The age-check box says a verified age earns a bonus: the guest service says so, still unverified. */
export const selectAvsBonus = (snapshot: AvsSnapshot): boolean =>
  snapshot.context.bonusAvailable && !snapshot.hasTag('verified');
