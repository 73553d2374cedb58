import type { SnapshotFrom } from 'xstate';
import { incentivesMachine } from '../../../machines/incentives/incentives.machine.ts';
import type {
  ChatExitInput,
  CloseInput,
  EventIncentivesInput,
  FeedbackInput,
  GuestInfoInput,
  Incentive,
  PageLoadInput,
  PageLoadReply,
  RefillInput,
  RequestOnly,
  StartPageInput,
  Survey,
  TeasersReply,
} from '../../../machines/incentives/incentives.types.ts';
import { modalsMachine } from '../../../machines/modals/modals.machine.ts';
import {
  createConversionApi,
  createIncentiveBlockCookie,
} from '../../../services/rest/conversionApi.ts';
import { createOnboardingApi } from '../../../services/rest/onboardingApi.ts';
import { createSurveyApi } from '../../../services/rest/surveyApi.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The Incentives feature's wiring (conversion incentives, teasers and banners, and the modal
 * manager): its services, live and demo, and its machines provided with them. `system.ts`
 * composes every feature's; this file is the feature's only door into the engine.
 */
export interface IncentivesServices {
  incentivesReadBlockCookie: IoRun<string[], void>;
  /** Effect with no answer: the incentive-block cookie gets the list. */
  incentivesWriteBlockCookie: (groups: readonly string[]) => void;
  incentivesLoadPageLoad: IoRun<PageLoadReply, PageLoadInput>;
  incentivesLoadTeasers: IoRun<TeasersReply, PageLoadInput>;
  incentivesClose: IoRun<{ success: boolean }, CloseInput>;
  incentivesSetRefillHidden: IoRun<{ success: boolean }, RefillInput>;
  incentivesLoadByEvent: IoRun<Incentive[], EventIncentivesInput>;
  incentivesSetGuestInfo: IoRun<{ success: boolean }, GuestInfoInput>;
  onboardingHasSeen: IoRun<boolean, RequestOnly>;
  onboardingMarkSeen: IoRun<boolean, RequestOnly>;
  onboardingSaveStartPage: IoRun<boolean, StartPageInput>;
  surveyLoadDue: IoRun<Survey | null, RequestOnly>;
  surveyLoadChatExit: IoRun<Survey | null, ChatExitInput>;
  surveySendFeedback: IoRun<boolean, FeedbackInput>;
  /** Effect with no answer: the page stops (true) or resumes scrolling behind a modal box. */
  modalsSetScrollBlocked: (blocked: boolean) => void;
}

/** The feature's actors by system id, as the views read them. */
export interface IncentivesSnapshots {
  incentives: SnapshotFrom<typeof incentivesMachine>;
  modals: SnapshotFrom<typeof modalsMachine>;
}

export function incentivesActors(wiring: Wiring, services: IncentivesServices | null) {
  const incentives = incentivesMachine.provide({
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
      hasSeenOnboarding: wiring.call('onboarding.hasSeen', services?.onboardingHasSeen),
      markOnboardingSeen: wiring.call('onboarding.markSeen', services?.onboardingMarkSeen),
      saveStartPage: wiring.call('onboarding.saveStartPage', services?.onboardingSaveStartPage),
      loadSurveyDue: wiring.call('survey.loadDue', services?.surveyLoadDue),
      loadChatExitSurvey: wiring.call('survey.loadChatExit', services?.surveyLoadChatExit),
      sendFeedback: wiring.call('survey.sendFeedback', services?.surveySendFeedback),
    },
    actions: {
      writeBlockCookie: (_, params) => services?.incentivesWriteBlockCookie(params.groups),
    },
  });
  const modals = modalsMachine.provide({
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
  const onboarding = createOnboardingApi(deps.fetch);
  const survey = createSurveyApi(deps.fetch);
  return {
    incentivesReadBlockCookie: async () => cookie.read(),
    incentivesWriteBlockCookie: (groups) => cookie.write(groups),
    incentivesLoadPageLoad: (input, signal) => api.loadPageLoad(input, signal),
    incentivesLoadTeasers: (input, signal) => api.loadTeasers(input, signal),
    incentivesClose: (input, signal) => api.closeIncentive(input, signal),
    incentivesSetRefillHidden: (input, signal) => api.setRefillHidden(input, signal),
    incentivesLoadByEvent: (input, signal) => api.loadEventIncentives(input, signal),
    incentivesSetGuestInfo: (input, signal) => api.setGuestInfo(input, signal),
    onboardingHasSeen: (input, signal) => onboarding.hasSeen(input, signal),
    onboardingMarkSeen: (input, signal) => onboarding.markSeen(input, signal),
    onboardingSaveStartPage: (input, signal) => onboarding.saveStartPage(input, signal),
    surveyLoadDue: (input, signal) => survey.loadDue(input, signal),
    surveyLoadChatExit: (input, signal) => survey.loadChatExit(input, signal),
    surveySendFeedback: (input, signal) => survey.sendFeedback(input, signal),
    modalsSetScrollBlocked: (blocked) => {
      const root = deps.win.document.documentElement;
      if (blocked) root.dataset.scrollBlocked = 'true';
      else delete root.dataset.scrollBlocked;
      root.style.overflow = blocked ? 'hidden' : '';
    },
  };
}

/** A demo offer: a welcome top-up with a ten-minute countdown on the home page. */
function demoIncentive(routeName: string): Incentive[] {
  if (routeName !== 'home') return [];
  return [
    {
      id: 'demo-welcome-topup',
      region: 'top',
      type: 'welcomeTopUp',
      priority: 10,
      event: 'pageLoad',
      uniqueGroup: 'welcome',
      countdown: 600,
      countdownStartTime: '2026-01-01T00:00:00.000Z',
      title: 'Welcome bonus',
      text: 'Top up now and get 100 % extra coins.',
      cta: 'Top up',
      action: { kind: 'payTour', flow: 'moneycharge' },
    },
  ];
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoIncentivesServices(): IncentivesServices {
  const blocked: string[] = [];
  return {
    incentivesReadBlockCookie: async () => [...blocked],
    incentivesWriteBlockCookie: (groups) => blocked.splice(0, blocked.length, ...groups),
    incentivesLoadPageLoad: async ({ routeName }) => ({
      incentives: demoIncentive(routeName).filter(
        (incentive) => !blocked.includes(incentive.uniqueGroup ?? ''),
      ),
      vxpayConfig: { flow: 'moneycharge' },
      trackingData: { route: routeName },
    }),
    incentivesLoadTeasers: async ({ routeName }) => ({
      teasers:
        routeName === 'home'
          ? [
              {
                id: 'demo-teaser-vip',
                region: 'home',
                title: 'VIP club',
                text: 'Free videos every month.',
                linkUrl: '/en/vipclub/',
                imagePath: null,
              },
            ]
          : [],
      banners: [],
    }),
    incentivesClose: async () => ({ success: true }),
    incentivesSetRefillHidden: async () => ({ success: true }),
    incentivesLoadByEvent: async ({ event, albumId }) => [
      {
        id: `demo-${event}-${albumId}`,
        region: 'corner',
        type: event,
        priority: 5,
        event,
        uniqueGroup: null,
        countdown: null,
        countdownStartTime: null,
        title: 'Get the whole album',
        text: 'Unlock every photo of this album with your next top-up.',
        cta: 'Top up',
        action: { kind: 'payTour', flow: 'moneycharge' },
      },
    ],
    incentivesSetGuestInfo: async () => ({ success: true }),
    // The demo guest has seen the onboarding; no survey is due until a chat ends.
    onboardingHasSeen: async () => true,
    onboardingMarkSeen: async () => true,
    onboardingSaveStartPage: async () => true,
    surveyLoadDue: async () => null,
    surveyLoadChatExit: async ({ chatId }) => ({ id: `chat-${chatId}`, topic: 'chat' }),
    surveySendFeedback: async () => true,
    modalsSetScrollBlocked: () => {},
  };
}
