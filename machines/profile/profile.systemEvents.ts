import type { ProfileEvent } from './profile.machine.ts';
import type { PinCallEvent } from '../pinCall/pinCall.machine.ts';
import type { AccountSettingsEvent } from './accountSettings.machine.ts';
import type { NewsletterEvent } from './newsletter.machine.ts';
import type { AccountOffersEvent } from './accountOffers.machine.ts';
import type { WebPushEvent } from '../webPush/webPush.machine.ts';

/** The events the profile domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    profile: ProfileEvent;
    /** Its children, each under an id of its own (machines/pinCall, webPush, and the account
     * pages beside it). */
    pinCall: PinCallEvent;
    accountSettings: AccountSettingsEvent;
    newsletter: NewsletterEvent;
    accountOffers: AccountOffersEvent;
    webPush: WebPushEvent;
  }
}
