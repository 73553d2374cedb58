import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import { avsMachine } from '../../machines/avs/avs.machine.ts';
import { benefitsMachine } from '../../machines/benefits/benefits.machine.ts';
import { bonusCodeMachine } from '../../machines/bonusCode/bonusCode.machine.ts';
import { bootstrapMachine } from '../../machines/bootstrap/bootstrap.machine.ts';
import { camsMachine } from '../../machines/cams/cams.machine.ts';
import { chatTicketsMachine } from '../../machines/cams/chatTickets.machine.ts';
import { consentMachine } from '../../machines/consent/consent.machine.ts';
import { conversionChatMachine } from '../../machines/conversionChat/conversionChat.machine.ts';
import { dailyBonusMachine } from '../../machines/dailyBonus/dailyBonus.machine.ts';
import { actorProfileMachine } from '../../machines/actorProfile/actorProfile.machine.ts';
import { feedMachine } from '../../machines/feed/feed.machine.ts';
import { gatingMachine } from '../../machines/gating/gating.machine.ts';
import { videosMachine } from '../../machines/videos/videos.machine.ts';
import { liveChatMachine } from '../../machines/liveChat/liveChat.machine.ts';
import { toyControlMachine } from '../../machines/liveChat/toyControl.machine.ts';
import { tvMachine } from '../../machines/tv/tv.machine.ts';
import { playerMachine } from '../../machines/player/player.machine.ts';
import { videoRatingMachine } from '../../machines/content/videoRating.machine.ts';
import { albumRatingMachine } from '../../machines/content/albumRating.machine.ts';
import { albumCommentsMachine } from '../../machines/content/albumComments.machine.ts';
import { blogMachine } from '../../machines/blog/blog.machine.ts';
import { libraryMachine } from '../../machines/library/library.machine.ts';
import { legalMachine } from '../../machines/legal/legal.machine.ts';
import { favouritesMachine } from '../../machines/favourites/favourites.machine.ts';
import { oneClickMachine } from '../../machines/oneClick/oneClick.machine.ts';
import { actorPreviewMachine } from '../../machines/actorPreview/actorPreview.machine.ts';
import { gameAttemptsMachine } from '../../machines/gameAttempts/gameAttempts.machine.ts';
import { guestMachine } from '../../machines/guest/guest.machine.ts';
import { listMachine } from '../../machines/list/list.machine.ts';
import { incentivesMachine } from '../../machines/incentives/incentives.machine.ts';
import { messengerMachine } from '../../machines/messenger/messenger.machine.ts';
import { modalsMachine } from '../../machines/modals/modals.machine.ts';
import { notificationsMachine } from '../../machines/notifications/notifications.machine.ts';
import { onboardingMachine } from '../../machines/onboarding/onboarding.machine.ts';
import { payTourMachine } from '../../machines/payTour/payTour.machine.ts';
import { pendingOwnerMachine } from '../../machines/pendingOwner/pendingOwner.machine.ts';
import { pinCallMachine } from '../../machines/pinCall/pinCall.machine.ts';
import { accountOffersMachine } from '../../machines/profile/accountOffers.machine.ts';
import { accountSettingsMachine } from '../../machines/profile/accountSettings.machine.ts';
import { newsletterMachine } from '../../machines/profile/newsletter.machine.ts';
import { webPushMachine } from '../../machines/webPush/webPush.machine.ts';
import { searchMachine } from '../../machines/search/search.machine.ts';
import { profileMachine } from '../../machines/profile/profile.machine.ts';
import { realtimeMachine } from '../../machines/realtime/realtime.machine.ts';
import { reportMachine } from '../../machines/report/report.machine.ts';
import { rewardsMachine } from '../../machines/rewards/rewards.machine.ts';
import { shellMachine } from '../../machines/shell/shell.machine.ts';
import { specialEventsMachine } from '../../machines/specialEvents/specialEvents.machine.ts';
import { surveyMachine } from '../../machines/survey/survey.machine.ts';

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
  cams: camsMachine,
  chatTickets: chatTicketsMachine,
  consent: consentMachine,
  conversionChat: conversionChatMachine,
  dailyBonus: dailyBonusMachine,
  feed: feedMachine,
  actorProfile: actorProfileMachine,
  gating: gatingMachine,
  videos: videosMachine,
  liveChat: liveChatMachine,
  toyControl: toyControlMachine,
  tv: tvMachine,
  player: playerMachine,
  videoRating: videoRatingMachine,
  albumRating: albumRatingMachine,
  albumComments: albumCommentsMachine,
  blog: blogMachine,
  legal: legalMachine,
  library: libraryMachine,
  favourites: favouritesMachine,
  oneClick: oneClickMachine,
  actorPreview: actorPreviewMachine,
  gameAttempts: gameAttemptsMachine,
  guest: guestMachine,
  incentives: incentivesMachine,
  list: listMachine,
  messenger: messengerMachine,
  modals: modalsMachine,
  notifications: notificationsMachine,
  onboarding: onboardingMachine,
  payTour: payTourMachine,
  pendingOwner: pendingOwnerMachine,
  pinCall: pinCallMachine,
  accountOffers: accountOffersMachine,
  accountSettings: accountSettingsMachine,
  newsletter: newsletterMachine,
  webPush: webPushMachine,
  search: searchMachine,
  profile: profileMachine,
  realtime: realtimeMachine,
  report: reportMachine,
  rewards: rewardsMachine,
  shell: shellMachine,
  specialEvents: specialEventsMachine,
  survey: surveyMachine,
};
