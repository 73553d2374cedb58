import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import {
  accountActors,
  demoAccountServices,
  liveAccountServices,
  type AccountServices,
  type AccountSnapshots,
} from './account.ts';
import {
  contentActors,
  demoContentServices,
  liveContentServices,
  type ContentServices,
  type ContentSnapshots,
} from './content.ts';
import {
  contestsActors,
  demoContestsServices,
  liveContestsServices,
  type ContestsServices,
  type ContestsSnapshots,
} from './contests.ts';
import {
  demoGuestServices,
  guestActors,
  liveGuestServices,
  type GuestServices,
  type GuestSnapshots,
} from './guest.ts';
import {
  demoIncentivesServices,
  incentivesActors,
  liveIncentivesServices,
  type IncentivesServices,
  type IncentivesSnapshots,
} from './incentives.ts';
import {
  demoMessengerServices,
  liveMessengerServices,
  messengerActors,
  type MessengerServices,
  type MessengerSnapshots,
} from './messenger.ts';
import {
  demoPayTourServices,
  livePayTourServices,
  payTourActors,
  type PayTourServices,
  type PayTourSnapshots,
} from './payTour.ts';
import {
  demoRewardsServices,
  liveRewardsServices,
  rewardsActors,
  type RewardsServices,
  type RewardsSnapshots,
} from './rewards.ts';

/** Every feature's services: part of `AppServices`. */
export interface FeatureServices
  extends
    GuestServices,
    ContentServices,
    AccountServices,
    PayTourServices,
    MessengerServices,
    IncentivesServices,
    RewardsServices,
    ContestsServices {}

/** Every feature's actors by system id. */
export interface FeatureSnapshots
  extends
    GuestSnapshots,
    ContentSnapshots,
    AccountSnapshots,
    PayTourSnapshots,
    MessengerSnapshots,
    IncentivesSnapshots,
    RewardsSnapshots,
    ContestsSnapshots {}

export type FeatureSystemId = keyof FeatureSnapshots;

/** The features' machines, provided with their (recorded) services, for `appMachine.provide`. */
export function featureActors(wiring: Wiring, services: FeatureServices | null) {
  return {
    ...guestActors(wiring, services),
    ...contentActors(wiring, services),
    ...accountActors(wiring, services),
    ...payTourActors(wiring, services),
    ...messengerActors(wiring, services),
    ...incentivesActors(wiring, services),
    ...rewardsActors(wiring, services),
    ...contestsActors(wiring, services),
  };
}

/** The features' browser services (the core ones — logout, reload — come from `liveServices.ts`). */
export function liveFeatureServices(deps: LiveDeps) {
  return {
    ...liveGuestServices(deps),
    ...liveContentServices(deps),
    ...liveAccountServices(deps),
    ...livePayTourServices(deps),
    ...liveMessengerServices(deps),
    ...liveIncentivesServices(deps),
    ...liveRewardsServices(deps),
    ...liveContestsServices(deps),
  };
}

export function demoFeatureServices() {
  return {
    ...demoGuestServices(),
    ...demoContentServices(),
    ...demoAccountServices(),
    ...demoPayTourServices(),
    ...demoMessengerServices(),
    ...demoIncentivesServices(),
    ...demoRewardsServices(),
    ...demoContestsServices(),
  };
}
