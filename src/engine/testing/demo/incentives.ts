import type { Incentive } from '../../../../machines/incentives/incentives.types.ts';
import type { IncentivesServices } from '../../features/incentives.ts';

/** The demo's wall clock: every reply arrives at this time. */
const DEMO_NOW = Date.parse('2026-01-15T12:00:00Z');

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
    incentivesReadBlockCookie: () => Promise.resolve([...blocked]),
    incentivesWriteBlockCookie: (groups) => blocked.splice(0, blocked.length, ...groups),
    incentivesLoadPageLoad: ({ routeName }) =>
      Promise.resolve({
        incentives: demoIncentive(routeName).filter(
          (incentive) => !blocked.includes(incentive.uniqueGroup ?? ''),
        ),
        vxpayConfig: { flow: 'moneycharge' },
        trackingData: { route: routeName },
        receivedAt: DEMO_NOW,
      }),
    incentivesLoadTeasers: ({ routeName }) =>
      Promise.resolve({
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
    incentivesClose: () => Promise.resolve({ success: true }),
    // A demo browser offers no install (the prompt's own tests stand in for one that does).
    installReadState: () => Promise.resolve({ available: false, dismissed: false }),
    installPrompt: () => Promise.resolve('dismissed' as const),
    installRememberDismissal: () => Promise.resolve(),
    incentivesSetRefillHidden: () => Promise.resolve({ success: true }),
    incentivesLoadByEvent: ({ event, albumId }) =>
      Promise.resolve({
        receivedAt: DEMO_NOW,
        incentives: [
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
      }),
    incentivesSetGuestInfo: () => Promise.resolve({ success: true }),
    // The demo guest has seen the onboarding; no survey is due until a chat ends.
    onboardingHasSeen: () => Promise.resolve(true),
    onboardingMarkSeen: () => Promise.resolve(true),
    onboardingSaveStartPage: () => Promise.resolve(true),
    surveyLoadDue: () => Promise.resolve(null),
    surveyLoadChatExit: ({ chatId }) => Promise.resolve({ id: `chat-${chatId}`, topic: 'chat' }),
    surveySendFeedback: () => Promise.resolve(true),
    // The demo's guest is in no split test's variant: no code is open to offer.
    promoCheckCodes: () => Promise.resolve([]),
    modalsSetScrollBlocked: () => {},
  };
}
