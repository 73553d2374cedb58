import type { SnapshotFrom } from 'xstate';
import type { PayFlow } from '../shared/domainEvents.ts';
import type { payTourMachine } from './payTour.machine.ts';

type PayTourSnapshot = SnapshotFrom<typeof payTourMachine>;

/** What the pay tour shows over the page: nothing, the loader, the tab notice, an error, … */
export type PayOverlay = 'none' | 'loading' | 'tabOpen' | 'error' | 'popupBlocked' | 'leaving';

export function selectPayOverlay(snapshot: PayTourSnapshot): PayOverlay {
  if (snapshot.hasTag('leaving')) return 'leaving';
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('popupBlocked')) return 'popupBlocked';
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('visible') && snapshot.context.open?.target === 'tab') return 'tabOpen';
  return 'none';
}

/** A flow is open over the page: the incentives' modal box waits behind it, hidden. */
export const selectFlowCoversPage = (snapshot: Pick<PayTourSnapshot, 'hasTag'>): boolean =>
  snapshot.hasTag('open');

/** The flow on screen, or null. */
export const selectOpenFlow = (snapshot: PayTourSnapshot): PayFlow | null =>
  selectFlowCoversPage(snapshot) ? (snapshot.context.open?.flow ?? null) : null;

/** The pay tour takes a new flow (it is ready and none is open). */
export const selectCanOpen = (snapshot: PayTourSnapshot): boolean =>
  snapshot.matches({ ready: { tour: 'idle' } });

/**
 * The VIP club page's view: who the guest is for the VIP offer, and the checkout request
 * (`loading` until the pay tour, a lazy domain, runs).
 */
export interface VipClubView {
  guest: 'loading' | 'visitor' | 'member' | 'vip';
  checkout: 'idle' | 'waiting' | 'failed';
  loginDisabled: boolean;
}

export function selectVipClub(snapshot: PayTourSnapshot): VipClubView {
  const guest = snapshot.context.guest;
  return {
    guest: !guest.isLoggedIn ? 'visitor' : guest.isVip ? 'vip' : 'member',
    checkout: snapshot.hasTag('checkoutFailed')
      ? 'failed'
      : snapshot.hasTag('checkoutWaiting')
        ? 'waiting'
        : 'idle',
    loginDisabled: snapshot.context.refused === 'loginDisabled',
  };
}

/** The VIP club page before the pay tour runs. */
export const VIP_CLUB_LOADING: VipClubView = {
  guest: 'loading',
  checkout: 'idle',
  loginDisabled: false,
};

export const sameVipClub = (a: VipClubView, b: VipClubView) =>
  a.guest === b.guest && a.checkout === b.checkout && a.loginDisabled === b.loginDisabled;
