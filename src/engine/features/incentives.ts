import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { incentivesMachine } from '../../../machines/incentives/incentives.machine.ts';
import type {
  Arrival,
  CloseInput,
  EventIncentivesInput,
  GuestInfoInput,
  Incentive,
  PageLoadInput,
  PageLoadReply,
  RefillInput,
  TeasersReply,
} from '../../../machines/incentives/incentives.types.ts';
import { modalsMachine } from '../../../machines/modals/modals.machine.ts';
import {
  createConversionApi,
  createIncentiveBlockCookie,
} from '../../../services/rest/conversionApi.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import {
  installPromptActor,
  liveInstallPromptServices,
  type InstallPromptServices,
  type InstallPromptSnapshots,
} from './installPrompt.ts';
import {
  liveOnboardingServices,
  onboardingActor,
  type OnboardingServices,
  type OnboardingSnapshots,
} from './onboarding.ts';
import { livePromoServices, promoActor, type PromoServices, type PromoSnapshots } from './promo.ts';
import {
  liveSurveyServices,
  surveyActor,
  type SurveyServices,
  type SurveySnapshots,
} from './survey.ts';

/**
 * The Incentives feature's wiring (conversion incentives, teasers and banners, their children
 * the onboarding, the surveys and the split tests' promo offers, and the modal manager): its live services and its
 * machines provided with them. `system.ts` composes every feature's; this file is the feature's
 * only door into the engine.
 */
export interface IncentivesServices
  extends OnboardingServices, SurveyServices, InstallPromptServices, PromoServices {
  incentivesReadBlockCookie: IoRun<string[], void>;
  /** Effect with no answer: the incentive-block cookie gets the list. */
  incentivesWriteBlockCookie: (groups: readonly string[]) => void;
  /** The page-load incentives, with the wall-clock time they arrived (their countdowns run from it). */
  incentivesLoadPageLoad: IoRun<PageLoadReply & Arrival, PageLoadInput>;
  incentivesLoadTeasers: IoRun<TeasersReply, PageLoadInput>;
  incentivesClose: IoRun<{ success: boolean }, CloseInput>;
  incentivesSetRefillHidden: IoRun<{ success: boolean }, RefillInput>;
  incentivesLoadByEvent: IoRun<{ incentives: Incentive[] } & Arrival, EventIncentivesInput>;
  incentivesSetGuestInfo: IoRun<{ success: boolean }, GuestInfoInput>;
  /** Effect with no answer: the page stops (true) or resumes scrolling behind a modal box. */
  modalsSetScrollBlocked: (blocked: boolean) => void;
}

/** The feature's actors by system id, as the views read them. */
export interface IncentivesSnapshots
  extends OnboardingSnapshots, SurveySnapshots, InstallPromptSnapshots, PromoSnapshots {
  incentives: SnapshotFrom<ReturnType<typeof incentivesMachine>>;
  modals: SnapshotFrom<ReturnType<typeof modalsMachine>>;
}

export function incentivesActors(wiring: Wiring, services: IncentivesServices | null) {
  const incentives = provide(incentivesMachine(), {
    actors: {
      readBlockCookie: wiring.call(
        'incentives.readBlockCookie',
        services?.incentivesReadBlockCookie,
      ),
      loadPageLoad: wiring.call('incentives.pageLoad', services?.incentivesLoadPageLoad),
      loadTeasers: wiring.call('incentives.teasers', services?.incentivesLoadTeasers),
      closeIncentive: wiring.call('incentives.close', services?.incentivesClose),
      setRefillHidden: wiring.call('incentives.refillHidden', services?.incentivesSetRefillHidden),
      loadEventIncentives: wiring.call('incentives.byEvent', services?.incentivesLoadByEvent),
      setGuestInfo: wiring.call('incentives.guestInfo', services?.incentivesSetGuestInfo),
      onboarding: onboardingActor(wiring, services),
      survey: surveyActor(wiring, services),
      installPrompt: installPromptActor(wiring, services),
      promo: promoActor(wiring, services),
    },
    actions: {
      writeBlockCookie: (_, params) => services?.incentivesWriteBlockCookie(params.groups),
    },
  });
  const modals = provide(modalsMachine(), {
    actions: {
      blockScroll: () => services?.modalsSetScrollBlocked(true),
      releaseScroll: () => services?.modalsSetScrollBlocked(false),
    },
  });
  return { incentives, modals };
}

export function liveIncentivesServices(deps: LiveDeps): IncentivesServices {
  const api = createConversionApi(deps.fetch);
  const cookie = createIncentiveBlockCookie(deps.win.document);
  const arrived = () => ({ receivedAt: deps.win.Date.now() });
  return {
    ...liveOnboardingServices(deps),
    ...liveSurveyServices(deps),
    ...liveInstallPromptServices(deps),
    ...livePromoServices(deps),
    incentivesReadBlockCookie: () => readIo(() => cookie.read()),
    incentivesWriteBlockCookie: (groups) => cookie.write(groups),
    incentivesLoadPageLoad: async (input, signal) => ({
      ...(await api.loadPageLoad(input, signal)),
      ...arrived(),
    }),
    incentivesLoadTeasers: (input, signal) => api.loadTeasers(input, signal),
    incentivesClose: (input, signal) => api.closeIncentive(input, signal),
    incentivesSetRefillHidden: (input, signal) => api.setRefillHidden(input, signal),
    incentivesLoadByEvent: async (input, signal) => ({
      incentives: await api.loadEventIncentives(input, signal),
      ...arrived(),
    }),
    incentivesSetGuestInfo: (input, signal) => api.setGuestInfo(input, signal),
    modalsSetScrollBlocked: (blocked) => {
      const root = deps.win.document.documentElement;
      if (blocked) root.dataset.scrollBlocked = 'true';
      else delete root.dataset.scrollBlocked;
      root.style.overflow = blocked ? 'hidden' : '';
    },
  };
}
