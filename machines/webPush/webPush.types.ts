import type { RequestInput } from '../shared/session.types.ts';

/**
 * What the browser and the platform say about web push on this device: whether the browser can
 * (a service worker and the Push API), the guest's permission, and whether this device's
 * subscription is known to the platform (`status/{payload}`).
 */
export interface WebPushState {
  supported: boolean;
  permission: 'default' | 'granted' | 'denied';
  subscribed: boolean;
}

/** Why turning alerts on or off failed, for the view to word (seed 000 §8 style codes). */
export type WebPushFailure =
  /** No push service answered the browser (as on this machine, offline, or blocked). */
  | 'no_push_service'
  /** The guest refused the browser's permission prompt. */
  | 'permission_denied'
  /** The platform refused or did not answer. */
  | 'server';

export interface WebPushInput {
  request: RequestInput;
}
