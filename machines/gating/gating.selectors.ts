import type { SnapshotFrom } from 'xstate';
import type { avsMachine } from '../avs/avs.machine.ts';
import type { guestMachine } from '../guest/guest.machine.ts';
import { decideGate, type GateDecision, type GateFacts, type GateRequest } from './gating.ts';

type GuestSnapshot = SnapshotFrom<typeof guestMachine>;
type AvsSnapshot = SnapshotFrom<typeof avsMachine>;

/** What the guest machine tells the gate, as a string key (stable for `useSelector`). */
export function selectGuestGateKey(snapshot: GuestSnapshot): string {
  const guest = snapshot.context.guest;
  const loggedIn = snapshot.hasTag('loggedIn') && guest !== null;
  return JSON.stringify([
    loggedIn,
    snapshot.context.hasAccountCookie === true,
    guest?.isVip ?? false,
    (guest?.isTvSubscriber ?? false) || (guest?.isPremium ?? false),
    loggedIn ? guest.balance : 0,
    guest?.isPayingCustomer ?? false,
    guest?.isForcePayment ?? false,
  ]);
}

/** What the avs machine tells the gate, as a string key. */
export function selectAvsGateKey(snapshot: AvsSnapshot): string {
  return JSON.stringify([snapshot.hasTag('verified'), snapshot.context.forceAvs]);
}

/** The gate's facts from the guest and avs snapshots and the login setting of the config. */
function gateFactsOf(guestKey: string, avsKey: string, loginEnabled: boolean): GateFacts {
  const [isLoggedIn, hasAccountCookie, isVip, hasTv, balance, isPayingCustomer, isForcePayment] =
    JSON.parse(guestKey) as [boolean, boolean, boolean, boolean, number, boolean, boolean];
  const [avsAccepted, forceAvs] = JSON.parse(avsKey) as [boolean, boolean];
  return {
    isLoggedIn,
    hasAccountCookie,
    avsAccepted,
    isVip,
    hasTv,
    balance,
    isPayingCustomer,
    isForcePayment,
    loginEnabled,
    forceAvs,
  };
}

/** The gate from the selected keys (what `useGate` memoizes on). */
export function gateOf(
  request: GateRequest,
  guestKey: string,
  avsKey: string,
  loginEnabled: boolean,
): GateDecision {
  return decideGate(request, gateFactsOf(guestKey, avsKey, loginEnabled));
}
