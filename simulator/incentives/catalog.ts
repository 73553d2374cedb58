import type { Banner, Incentive, Teaser } from '../../machines/incentives/incentives.types.ts';
import type { Account } from '../store/accounts.ts';

/** Seconds the welcome top-up offer runs from the moment a new guest first sees it. */
export const WELCOME_OFFER_SECONDS = 15 * 60;
/** Below this balance a logged-in guest is reminded to top up (the refill window). */
const REFILL_BELOW = 5;

export interface Audience {
  account: Account | null;
  /** Seconds left of the welcome offer, and when it started (ISO). */
  welcome: { remaining: number; startedAt: string };
  refillHidden: boolean;
  alreadySignedUp: boolean;
  /** The Black Friday campaign runs (campaigns.ts). */
  blackFriday: boolean;
  /** The site variant the guest is on, and the sub-reference (partner link) they came through. */
  site: SiteVariant;
}

export interface SiteVariant {
  variant: string;
  subref: string | null;
}

/** The platform's main site, reached directly. */
export const MAIN_SITE: SiteVariant = { variant: 'main', subref: null };

/**
 * Seed 000 §6: one site variant with a specific sub-reference shows a special modal to visitors.
 * Here: the performers' own sites (variant `modelsites`) reached through a performer's site link
 * (sub-reference `actor-site`) show `model-sites-conversion` ("her own site: your account works
 * there too"), once per visit.
 */
const MODEL_SITES: SiteVariant = { variant: 'modelsites', subref: 'actor-site' };

const isModelSitesVisit = (site: SiteVariant) =>
  site.variant === MODEL_SITES.variant && site.subref === MODEL_SITES.subref;

const base = (
  incentive: Partial<Incentive> & Pick<Incentive, 'id' | 'type' | 'region'>,
): Incentive => ({
  priority: 0,
  event: 'pageLoad',
  uniqueGroup: null,
  countdown: null,
  countdownStartTime: null,
  title: '',
  text: '',
  cta: null,
  action: null,
  ...incentive,
});

/**
 * The page-load incentives of a route for a guest: a signup offer for visitors on the home page
 * (a login offer when they said they already have an account), the welcome top-up with its
 * countdown for a new guest who never paid, VIP30 for logged-in guests who are not VIPs, the
 * Black Friday campaign's offer (its box `black-friday-2020`) while the campaign runs, and the
 * refill window when the balance runs low. Closed ones are filtered by the caller.
 */
export function pageLoadIncentives(routeName: string, who: Audience): Incentive[] {
  const list: Incentive[] = [];
  const account = who.account;
  if (!account) {
    if (isModelSitesVisit(who.site))
      list.push(
        base({
          id: 'model-sites-conversion',
          type: 'modelSitesConversion',
          region: 'modal',
          priority: 50,
          title: 'Her own site',
          text: 'This performer has her own site. Your account works there too.',
          action: { kind: 'modal', modalId: 'model-sites-conversion' },
        }),
      );
    if (routeName === 'home')
      list.push(
        who.alreadySignedUp
          ? base({
              id: 'visitor-login',
              type: 'login',
              region: 'top',
              priority: 20,
              uniqueGroup: 'signup',
              title: 'Welcome back',
              text: 'Log in to see your favourites and messages.',
              cta: 'Log in',
              action: { kind: 'payTour', flow: 'login' },
            })
          : base({
              id: 'visitor-signup',
              type: 'signup',
              region: 'top',
              priority: 20,
              uniqueGroup: 'signup',
              title: 'Sign up for free',
              text: 'Get 20 free coins for your first chat.',
              cta: 'Sign up',
              action: { kind: 'payTour', flow: 'signup' },
            }),
      );
    if (routeName === 'videos' || routeName === 'feed')
      list.push(
        base({
          id: 'visitor-feed-signup',
          type: 'feedSignup',
          region: 'corner',
          priority: 5,
          title: 'Follow your favourites',
          text: 'Sign up and never miss a new post.',
          cta: 'Show me how',
          action: { kind: 'modal', modalId: 'feed-signup' },
        }),
      );
    return list;
  }
  if (routeName === 'home' && who.blackFriday)
    list.push(
      base({
        id: 'black-friday',
        type: 'blackFriday',
        region: 'top',
        priority: 40,
        uniqueGroup: 'campaign',
        title: 'Black Friday: double coins',
        text: 'Every top-up counts twice until Cyber Monday.',
        cta: 'See the offer',
        action: { kind: 'modal', modalId: 'black-friday-2020' },
      }),
    );
  if (routeName === 'home' && !account.state.isPayingCustomer && who.welcome.remaining > 0)
    list.push(
      base({
        id: 'welcome-topup',
        type: 'welcomeTopUp',
        region: 'top',
        priority: 30,
        uniqueGroup: 'welcome',
        countdown: who.welcome.remaining,
        countdownStartTime: who.welcome.startedAt,
        title: 'Welcome offer: 100 % extra coins',
        text: 'Your first top-up is doubled while the offer runs.',
        cta: 'Top up now',
        action: { kind: 'payTour', flow: 'moneycharge' },
      }),
    );
  if (!account.state.isVip)
    list.push(
      base({
        id: 'vip30',
        type: 'vip30',
        region: 'corner',
        priority: 10,
        uniqueGroup: 'vip',
        title: 'VIP club for 30 days',
        text: 'Free videos every month and VIP prices.',
        cta: 'Learn more',
        action: { kind: 'modal', modalId: 'vip30' },
      }),
    );
  if (account.balance < REFILL_BELOW && !who.refillHidden)
    list.push(
      base({
        id: 'refill',
        type: 'refill',
        region: 'corner',
        priority: 20,
        title: 'Your balance is running low',
        text: 'Top up so your next chat is not interrupted.',
        cta: 'Top up',
        action: { kind: 'payTour', flow: 'moneycharge' },
      }),
    );
  return list;
}

/** The incentive shown when a video preview ends or an album is about to be bought. */
export function eventIncentive(
  event: 'videoPreviewEnd' | 'buyImageAlbum',
  albumId: number,
): Incentive {
  return base({
    id: `${event}-${albumId}`,
    type: event,
    event,
    region: 'corner',
    priority: 15,
    title: event === 'videoPreviewEnd' ? 'Liked the preview?' : 'Unlock the whole album',
    text:
      event === 'videoPreviewEnd'
        ? 'Watch the full video now, or take 15 minutes of free preview on your next one.'
        : 'Top up once and every photo of this album is yours.',
    cta: event === 'videoPreviewEnd' ? 'See the offer' : 'Top up',
    action:
      event === 'videoPreviewEnd'
        ? { kind: 'modal', modalId: 'fifteen-minutes-preview' }
        : { kind: 'payTour', flow: 'moneycharge' },
  });
}

/** The events `getIncentivesByEvent` knows, by name (machines/incentives `NamedEventName`). */
export const NAMED_EVENTS = ['livePreviewEnd', 'liveChatEnd'] as const;

/**
 * What a live preview's or a live chat's end offers (`getIncentivesByEvent`): after a preview,
 * the top-up that turns it into a live chat, in the bar under the navbar; nothing after a chat
 * (its exit survey and follow-up have the screen).
 */
export function namedEventIncentives(event: (typeof NAMED_EVENTS)[number]): Incentive[] {
  if (event !== 'livePreviewEnd') return [];
  return [
    base({
      id: 'livePreviewEnd-topup',
      type: event,
      event,
      region: 'top',
      priority: 12,
      title: 'Liked her live preview?',
      text: 'Top up now and chat with her live, as long as you like.',
      cta: 'Top up',
      action: { kind: 'payTour', flow: 'moneycharge' },
    }),
  ];
}

const svg = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect width="640" height="200" fill="${color}"/><text x="32" y="116" font-family="sans-serif" font-size="44" fill="#fff">${label}</text></svg>`,
  )}`;

/**
 * The Halloween campaign's banners, the seed's special banner ids 559 and 560 (seed 001 §9,
 * decision 0036): sent after the others; the client shows them first, across the grid.
 */
const HALLOWEEN_BANNERS: Banner[] = [
  {
    id: 559,
    region: 'home',
    imagePath: svg('Halloween: spooky live shows', '#d35400'),
    onClickUrl: '/en/cam-shows/',
    onClickType: 'internal',
    relatedActorId: null,
    containerClassSuffix: 'halloween',
  },
  {
    id: 560,
    region: 'home',
    imagePath: svg('Halloween: daily treats', '#6c2a8c'),
    onClickUrl: '/en/daily-bonus/',
    onClickType: 'internal',
    relatedActorId: null,
    containerClassSuffix: 'halloween',
  },
];

/**
 * Teasers and banners of a route: the home page has both (the Halloween banners while that
 * campaign runs); other routes have none.
 */
export function routeTeasers(
  routeName: string,
  account: Account | null,
  halloween = false,
): { teasers: Teaser[]; banners: Banner[] } {
  if (routeName !== 'home') return { teasers: [], banners: [] };
  const teasers: Teaser[] = [
    {
      id: 'teaser-dailybonus',
      region: 'home',
      title: 'Daily bonus',
      text: 'A new offer every day at midnight.',
      linkUrl: '/en/daily-bonus/',
      imagePath: null,
    },
    {
      id: 'teaser-contests',
      region: 'home',
      title: 'Contests',
      text: 'Vote for your favourite photos and videos.',
      linkUrl: '/en/contests/',
      imagePath: null,
    },
  ];
  if (!account?.state.isVip)
    teasers.unshift({
      id: 'teaser-vip',
      region: 'home',
      title: 'VIP club',
      text: 'Free videos every month.',
      linkUrl: '/en/vipclub/',
      imagePath: null,
    });
  const banners: Banner[] = [
    {
      id: 1,
      region: 'home',
      imagePath: svg('What are coins?', '#b0185a'),
      onClickUrl: 'vxcoin-info',
      onClickType: 'modal',
      relatedActorId: null,
      containerClassSuffix: 'coins',
    },
    ...(halloween ? HALLOWEEN_BANNERS : []),
  ];
  return { teasers, banners };
}
