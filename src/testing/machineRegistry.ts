import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import { avsMachine } from '../../machines/avs/avs.machine.ts';
import { benefitsMachine } from '../../machines/benefits/benefits.machine.ts';
import { bonusCodeMachine } from '../../machines/bonusCode/bonusCode.machine.ts';
import { bootstrapMachine } from '../../machines/bootstrap/bootstrap.machine.ts';
import { consentMachine } from '../../machines/consent/consent.machine.ts';
import { dailyBonusMachine } from '../../machines/dailyBonus/dailyBonus.machine.ts';
import { gameAttemptsMachine } from '../../machines/gameAttempts/gameAttempts.machine.ts';
import { guestMachine } from '../../machines/guest/guest.machine.ts';
import { incentivesMachine } from '../../machines/incentives/incentives.machine.ts';
import { messengerMachine } from '../../machines/messenger/messenger.machine.ts';
import { modalsMachine } from '../../machines/modals/modals.machine.ts';
import { notificationsMachine } from '../../machines/notifications/notifications.machine.ts';
import { payTourMachine } from '../../machines/payTour/payTour.machine.ts';
import { pendingOwnerMachine } from '../../machines/pendingOwner/pendingOwner.machine.ts';
import { pinCallMachine } from '../../machines/pinCall/pinCall.machine.ts';
import { accountOffersMachine } from '../../machines/profile/accountOffers.machine.ts';
import { accountSettingsMachine } from '../../machines/profile/accountSettings.machine.ts';
import { newsletterMachine } from '../../machines/profile/newsletter.machine.ts';
import { profileMachine } from '../../machines/profile/profile.machine.ts';
import { realtimeMachine } from '../../machines/realtime/realtime.machine.ts';
import { reportMachine } from '../../machines/report/report.machine.ts';
import { rewardsMachine } from '../../machines/rewards/rewards.machine.ts';
import { shellMachine } from '../../machines/shell/shell.machine.ts';
import { specialEventsMachine } from '../../machines/specialEvents/specialEvents.machine.ts';

/**
 * The machines a single-machine log (a failing model path) can name, by the name its model test
 * gives `recordingRunner`. `npm run replay` builds the machine from here. Adding one is one line.
 */
export const machineRegistry: Readonly<Record<string, AnyStateMachine>> = {
  app: appMachine,
  avs: avsMachine,
  benefits: benefitsMachine,
  bonusCode: bonusCodeMachine,
  bootstrap: bootstrapMachine,
  consent: consentMachine,
  dailyBonus: dailyBonusMachine,
  gameAttempts: gameAttemptsMachine,
  guest: guestMachine,
  incentives: incentivesMachine,
  messenger: messengerMachine,
  modals: modalsMachine,
  notifications: notificationsMachine,
  payTour: payTourMachine,
  pendingOwner: pendingOwnerMachine,
  pinCall: pinCallMachine,
  accountOffers: accountOffersMachine,
  accountSettings: accountSettingsMachine,
  newsletter: newsletterMachine,
  profile: profileMachine,
  realtime: realtimeMachine,
  report: reportMachine,
  rewards: rewardsMachine,
  shell: shellMachine,
  specialEvents: specialEventsMachine,
};
