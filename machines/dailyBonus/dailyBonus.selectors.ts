import type { SnapshotFrom } from 'xstate';
import type { DailyBonusData } from '../rewards/rewards.types.ts';
import type { dailyBonusMachine } from './dailyBonus.machine.ts';

type Snapshot = SnapshotFrom<typeof dailyBonusMachine>;

export type DailyBonusView =
  | { status: 'waiting' | 'visitor' | 'closed' | 'loading' }
  | { status: 'failed'; error: string }
  | {
      status: 'ready';
      data: DailyBonusData;
      offerStatus: 'idle' | 'claiming' | 'toppingUp' | 'claimed' | 'refused';
      errorCode: string | null;
      error: string | null;
    };

const OFFER_STATES = ['claiming', 'toppingUp', 'claimed'] as const;

export function selectDailyBonusView(snapshot: Snapshot): DailyBonusView {
  const { data, errorCode, error } = snapshot.context;
  if (snapshot.matches({ page: 'visitor' })) return { status: 'visitor' };
  if (snapshot.matches({ page: 'closed' })) return { status: 'closed' };
  if (snapshot.matches({ page: { open: 'failed' } }))
    return { status: 'failed', error: error?.message ?? 'unknown' };
  if (!snapshot.matches({ page: { open: 'ready' } }) || data === null) return { status: 'loading' };
  const offerStatus = snapshot.matches({
    page: { open: { ready: { offer: { claimable: 'refused' } } } },
  })
    ? 'refused'
    : (OFFER_STATES.find((state) =>
        snapshot.matches({ page: { open: { ready: { offer: state } } } }),
      ) ?? 'idle');
  return {
    status: 'ready',
    data,
    offerStatus,
    errorCode,
    error: offerStatus === 'refused' ? (error?.message ?? null) : null,
  };
}

/** The day's end (ms since the epoch) the open page counts down to, or null while none is shown. */
export function selectDayEnd(snapshot: Snapshot): number | null {
  return snapshot.matches({ page: { open: 'ready' } }) ? snapshot.context.dayEndsAt : null;
}

/** Where the daily bonus event sends the guest: a page of this site, or another https site. */
export type DailyBonusRedirect =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export interface DailyBonusEventView {
  /** A background image URL safe to put in CSS `url("…")` (same site or https), or null. */
  background: string | null;
  redirect: DailyBonusRedirect | null;
  /** The event takes the page's place: its offers are not shown (the guest is sent on). */
  hidden: boolean;
}

const SAFE_PATH = /^\/(?!\/)[^\s"'()\\<>]*$/;
const SAFE_HTTPS = /^https:\/\/[^\s"'()\\<>]+$/;

/**
 * The daily bonus event config (seed 001 §3: background images, redirect, hides-page flag) as
 * the page can use it. The values come from the server and end up in CSS and links, so only
 * site paths and https URLs are taken; anything else counts as absent.
 */
export function dailyBonusEventView(event: DailyBonusData['event']): DailyBonusEventView {
  const redirect: DailyBonusRedirect | null =
    event.redirect === null
      ? null
      : SAFE_PATH.test(event.redirect)
        ? { kind: 'internal', path: event.redirect }
        : SAFE_HTTPS.test(event.redirect)
          ? { kind: 'external', href: event.redirect }
          : null;
  const image = event.backgroundImage;
  return {
    background: image !== null && (SAFE_PATH.test(image) || SAFE_HTTPS.test(image)) ? image : null,
    redirect,
    hidden: event.hidesPage,
  };
}
