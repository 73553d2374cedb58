import { createAccountApi } from '../account/accountApi.ts';
import { createPinCallApi } from '../account/pinCallApi.ts';
import { createActorPreviewApi } from '../actorPreview/actorPreviewApi.ts';
import { createActorProfileApi } from '../actorProfile/actorProfileApi.ts';
import { createFreeChatApi } from '../actorProfile/freeChatApi.ts';
import { createBlogApi } from '../blog/blogApi.ts';
import { createCamsApi } from '../cams/camsApi.ts';
import { createChatTicketsApi } from '../cams/chatTicketsApi.ts';
import { createContentApi as createContentPageApi } from '../content/contentApi.ts';
import { createGalleryApi } from '../content/galleryApi.ts';
import { createRatingApi } from '../content/ratingApi.ts';
import { createThumbnailsApi } from '../content/thumbnailsApi.ts';
import { createContestsApi } from '../contests/contestsApi.ts';
import { createMediathekApi } from '../contests/mediathekApi.ts';
import { createFavouritesApi } from '../favourites/favouritesApi.ts';
import { createFeedApi } from '../feed/feedApi.ts';
import { createLegalApi } from '../legal/legalApi.ts';
import { createLibraryApi } from '../mediathek/libraryApi.ts';
import { createPayApi } from '../payment/payApi.ts';
import { createContentApi } from '../rest/contentApi.ts';
import { createConversionApi } from '../rest/conversionApi.ts';
import { createGuestApi } from '../rest/guestApi.ts';
import { createMessengerApi } from '../rest/messengerApi.ts';
import { createOnboardingApi } from '../rest/onboardingApi.ts';
import { createSurveyApi } from '../rest/surveyApi.ts';
import { createTileGridApi } from '../rest/tileGridApi.ts';
import { createRewardBoxesApi } from '../rewards/rewardBoxesApi.ts';
import { createRewardsApi } from '../rewards/rewardsApi.ts';
import { createVip30Api } from '../rewards/vip30Api.ts';
import { createSearchApi } from '../search/searchApi.ts';
import { createTvApi } from '../tv/tvApi.ts';
import { createVideosApi } from '../videos/videosApi.ts';
import { createVoiceCallApi } from '../voiceCall/voiceCallApi.ts';
import { createWebPushApi } from '../webPush/webPushApi.ts';
import { runtimeConfigSchema } from '../../src/config/schema.ts';
import { loadRuntimeConfig } from '../config/loadRuntimeConfig.ts';
import { createLogger } from '../rest/logger.ts';
import { createSupportInbox, inboxListSchema } from '../support/inbox.ts';
import { createReportPoster, reportReceiptSchema } from '../support/reportUpload.ts';
import type { FuzzedCall } from './fuzzReplies.ts';

// Sample arguments: a logged-in guest's request facts, shaped for every service at once.
const request = {
  restBaseUrl: 'https://platform.test/rest/v1/',
  queryServiceUrl: 'https://platform.test/graphql',
  ver: '1',
  language: 'en' as const,
  accessToken: 'token',
};
const graphqlContext = { url: request.queryServiceUrl, language: 'en', ver: '1', accessToken: 't' };
const auth = graphqlContext;
const signal = new AbortController().signal;
const page = <Q>(query: Q) => ({ query, limit: 30, offset: 0, cursor: null, requestId: 1 });
const push = { endpoint: 'https://push.test/1', keys: { p256dh: 'p', auth: 'a' } };
const ref = { kind: 'video' as const, actorName: 'Anna', id: 7 };
// The inputs are the machines' types; a cast keeps the table to one line a call.
const anyInput = <T>(value: T) => value as never;

/**
 * Every service call that parses a reply, with sample arguments (issue 23 §9): `name` is
 * `<factory>.<method>`, so a failing property names the call. `fuzzReplies.test.ts` checks that
 * every method of every factory here has a row.
 */
const SERVICE_FACTORIES = {
  account: createAccountApi,
  pinCall: createPinCallApi,
  actorPreview: createActorPreviewApi,
  actorProfile: createActorProfileApi,
  freeChat: createFreeChatApi,
  blog: createBlogApi,
  cams: createCamsApi,
  chatTickets: createChatTicketsApi,
  contentPage: createContentPageApi,
  gallery: createGalleryApi,
  rating: createRatingApi,
  thumbnails: createThumbnailsApi,
  contests: createContestsApi,
  mediathek: createMediathekApi,
  favourites: createFavouritesApi,
  feed: createFeedApi,
  legal: createLegalApi,
  library: createLibraryApi,
  pay: createPayApi,
  content: createContentApi,
  conversion: createConversionApi,
  guest: createGuestApi,
  messenger: createMessengerApi,
  onboarding: createOnboardingApi,
  survey: createSurveyApi,
  tileGrid: createTileGridApi,
  rewardBoxes: createRewardBoxesApi,
  rewards: createRewardsApi,
  vip30: createVip30Api,
  search: createSearchApi,
  tv: (fetchImpl: typeof fetch) => createTvApi(fetchImpl, () => 1_700_000_000_000),
  videos: createVideosApi,
  voiceCall: createVoiceCallApi,
  webPush: createWebPushApi,
} as const;

type Factories = typeof SERVICE_FACTORIES;
type Row<K extends keyof Factories> = {
  [M in keyof ReturnType<Factories[K]>]?: (api: ReturnType<Factories[K]>) => Promise<unknown>;
};

const ROWS: { [K in keyof Factories]: Row<K> } = {
  account: {
    loadProfile: (a) => a.loadProfile(request, signal),
    updateProfile: (a) => a.updateProfile(request, anyInput({ nickname: 'n' }), signal),
    loadNotificationSettings: (a) => a.loadNotificationSettings(request, signal),
    saveNotificationSettings: (a) => a.saveNotificationSettings(request, anyInput({}), signal),
    subscribeNewsletter: (a) =>
      a.subscribeNewsletter(request, { typeId: 1, userId: 2, emailAddress: 'a@b.c' }),
    unsubscribeNewsletter: (a) => a.unsubscribeNewsletter(request, { typeId: 1, userId: 2 }),
    savePreferences: (a) => a.savePreferences(request, { a: 1 }),
    setAutoRechargeTeaserState: (a) => a.setAutoRechargeTeaserState(request, 'hidden'),
    acceptCancellationOffer: (a) =>
      a.acceptCancellationOffer(request, { guestId: 1, platformText: 'x' }),
    setConversionChat: (a) => a.setConversionChat(request, 'enable'),
    addRelation: (a) => a.addRelation(request, anyInput({ type: 'seen', object: 'onboarding' })),
    hasRelation: (a) => a.hasRelation(request, anyInput({ type: 'seen', object: 'onboarding' })),
  },
  pinCall: {
    start: (a) =>
      a.start(graphqlContext, {
        countryCode: 'DE',
        preCode: '49',
        number: '1',
        type: anyInput('sms'),
      }),
    verify: (a) => a.verify(graphqlContext, { id: '1', type: anyInput('sms'), pin: '1234' }),
  },
  actorPreview: {
    load: (a) => a.load(anyInput({ request, actorId: 1 }), signal),
  },
  actorProfile: {
    loadBundle: (a) => a.loadBundle(request, 'Anna', true, signal),
    storeNote: (a) => a.storeNote(request, 1, 'note', signal),
    rateSedcards: (a) => a.rateSedcards(request, 1, 5, signal),
    loadExtras: (a) =>
      a.loadExtras(
        anyInput({
          request,
          actorId: 1,
          actorName: 'Anna',
          queryServiceUrl: request.queryServiceUrl,
        }),
        signal,
      ),
  },
  freeChat: { loadDuration: (a) => a.loadDuration(anyInput({ request, actorId: 1 }), signal) },
  blog: {
    fetchLanding: (a) => a.fetchLanding({ request }, signal),
    fetchPosts: (a) => a.fetchPosts({ request, categoryId: 1, pageSize: 4, exclude: [2] }, signal),
    fetchArchivePage: (a) =>
      a.fetchArchivePage(page({ request, categoryId: 1, year: 2026 }), signal),
    fetchActors: (a) => a.fetchActors(page({ request, postIds: [1, 2] }), signal),
  },
  cams: {
    fetchPage: (a) =>
      a.fetchPage(
        page({ list: { kind: 'cams' }, filters: { genders: [], types: [] }, request }),
        signal,
      ),
    fetchRecommendations: (a) =>
      a.fetchRecommendations(
        anyInput({ query: { request, ageRating: 18, excludeActorId: 1 }, limit: 4 }),
        signal,
      ),
    fetchShowsPage: (a) => a.fetchShowsPage(anyInput(page({ request })), signal, () => 0),
    onlineCount: (a) => a.onlineCount(request, signal),
    categories: (a) => a.categories(request, signal),
  },
  chatTickets: {
    invitedShow: (a) => a.invitedShow(anyInput({ request, showId: 1 }), signal, () => 0),
    buyTicket: (a) =>
      a.buyTicket(
        anyInput({
          request,
          showId: 1,
          creationType: 'x',
          modelId: 1,
          start: 's',
          promoCode: null,
        }),
        signal,
      ),
    removeTicket: (a) => a.removeTicket(anyInput({ request, showId: 1 }), signal),
  },
  contentPage: {
    loadItem: (a) => a.loadItem(request, ref, signal),
    buyItem: (a) => a.buyItem(request, ref, signal),
  },
  gallery: {
    comments: (a) => a.comments(anyInput({ request, albumId: 1, limit: 10, offset: 0 }), signal),
    postComment: (a) => a.postComment(anyInput({ request, albumId: 1, text: 'hi' }), signal),
    rateAlbum: (a) => a.rateAlbum(anyInput({ request, albumId: 1, rating: 5 }), signal),
    ratePicture: (a) =>
      a.ratePicture(anyInput({ request, albumId: 1, pictureId: 2, rating: 5 }), signal),
    open: (a) => a.open(anyInput({ request, albumId: 1 }), signal),
  },
  rating: {
    load: (a) => a.load(anyInput({ request, videoId: 1 }), signal),
    rate: (a) => a.rate(anyInput({ request, videoId: 1, rating: 5 }), signal),
  },
  thumbnails: { load: (a) => a.load(anyInput({ request, videoId: 1 }), signal) },
  contests: {
    loadContests: (a) => a.loadContests(request, signal),
    loadEndedContests: (a) => a.loadEndedContests(request, signal),
    loadGuestData: (a) => a.loadGuestData(request, 1, signal),
    loadContest: (a) => a.loadContest(request, 1, { kind: 'all' }, signal),
    vote: (a) => a.vote(request, anyInput({ contestId: 1, mediaId: 2 }), signal),
    unvote: (a) => a.unvote(request, anyInput({ contestId: 1, mediaId: 2 }), signal),
  },
  favourites: {
    loadFavourites: (a) => a.loadFavourites(request, signal),
  },
  mediathek: {
    loadAlbums: (a) => a.loadAlbums(request, signal),
    loadAudio: (a) => a.loadAudio(request, signal),
    removeAlbums: (a) => a.removeAlbums(request, [1], signal),
  },
  feed: {
    fetchPage: (a) =>
      a.fetchPage(page({ auth, model: null, filter: null, follows: false }), signal),
    boughtPage: (a) => a.boughtPage(page({ auth, guestId: 'g1' }), signal),
    totals: (a) => a.totals({ auth, model: 'Anna', filter: null, follows: false }, signal),
    posts: (a) => a.posts(auth, ['p1'], signal),
    comments: (a) =>
      a.comments(anyInput({ auth, postId: 'p1', limit: 10, offset: 0, after: null }), signal),
    viewed: (a) => a.viewed(auth, 'p1', signal),
    act: (a) =>
      a.act({ auth, action: { kind: 'comment', postId: 'p1', text: 'hi', replyTo: null } }, signal),
  },
  legal: { fetchTexts: (a) => a.fetchTexts(anyInput({ request, types: ['agb'] }), signal) },
  library: {
    fetchPage: (a) =>
      a.fetchPage(page({ request, mediaType: 'video', section: 'shop' }) as never, signal),
    fetchCollections: (a) => a.fetchCollections(page({ request }), signal),
    update: (a) => a.update({ request, change: { id: 'h1', kind: 'pin' } }, signal),
  },
  pay: {
    claim: (a) => a.claim(request, 'TT_fuzzed'),
    loginSuccess: (a) => a.loginSuccess(request, { result: {}, targetUrl: '/' }, signal),
  },
  content: {
    loadItem: (a) => a.loadItem(request, ref, signal),
    buyItem: (a) => a.buyItem(request, ref, signal),
  },
  conversion: {
    loadPageLoad: (a) => a.loadPageLoad(anyInput({ request, route: 'home', page: 'home' }), signal),
    loadTeasers: (a) => a.loadTeasers(anyInput({ request, route: 'home', page: 'home' }), signal),
    closeIncentive: (a) => a.closeIncentive(anyInput({ request, id: 1, incentiveId: 1 }), signal),
    setRefillHidden: (a) => a.setRefillHidden(anyInput({ request, hidden: true }), signal),
    loadEventIncentives: (a) =>
      a.loadEventIncentives(anyInput({ request, event: 'login' }), signal),
    setGuestInfo: (a) => a.setGuestInfo(anyInput({ request, key: 'k', value: 'v' }), signal),
  },
  guest: {
    loadSession: (a) => a.loadSession(request, signal),
    loadGuestState: (a) => a.loadGuestState(request, signal),
    loadBalance: (a) => a.loadBalance(request, signal),
    closeDataProtection: (a) => a.closeDataProtection(request, true, signal),
    closeAgbAndDataProtection: (a) => a.closeAgbAndDataProtection(request, signal),
    logout: (a) => a.logout(request, signal),
  },
  messenger: {
    loadConversation: (a) => a.loadConversation(request, 1, signal),
    loadGifts: (a) => a.loadGifts(request, signal),
    loadToyControls: (a) => a.loadToyControls(request, signal),
    loadRecommendations: (a) => a.loadRecommendations(request, 1, signal),
    openActorConversation: (a) => a.openActorConversation(request, 1, signal),
    touchChannel: (a) => a.touchChannel(request, 1, signal),
    loadUnreadCount: (a) => a.loadUnreadCount(request, signal),
  },
  onboarding: {
    hasSeen: (a) => a.hasSeen({ request }, signal),
    markSeen: (a) => a.markSeen({ request }, signal),
    saveStartPage: (a) => a.saveStartPage(anyInput({ request, startPage: 'home' }), signal),
  },
  survey: {
    loadDue: (a) => a.loadDue({ request }, signal),
    loadChatExit: (a) => a.loadChatExit(anyInput({ request, actorId: 1, exitCode: 1 }), signal),
    sendFeedback: (a) => a.sendFeedback(anyInput({ request, surveyId: 1, answers: [] }), signal),
  },
  tileGrid: {
    storeSettings: (a) => a.storeSettings(request, { type: 'cams', display: 'grid' }, signal),
    loadSettings: (a) => a.loadSettings(request, signal),
  },
  rewardBoxes: { markBoxSeen: (a) => a.markBoxSeen(anyInput(request), 'box:1', signal) },
  vip30: { fetchHistory: (a) => a.fetchHistory(page({ request }), signal) },
  rewards: {
    loadBenefits: (a) => a.loadBenefits(anyInput(request), signal),
    loadGame: (a) => a.loadGame(anyInput(request), anyInput('wheel'), signal),
    useAttempt: (a) => a.useAttempt(anyInput(request), 1, signal),
    loadDailyBonus: (a) => a.loadDailyBonus(anyInput(request), signal),
    claimDailyBonus: (a) => a.claimDailyBonus(anyInput(request), 1, signal),
    checkBonusCode: (a) => a.checkBonusCode(anyInput(request), 'CODE', signal),
    remainingBonusCodes: (a) => a.remainingBonusCodes(anyInput(request), signal),
    redeemBonus: (a) => a.redeemBonus(anyInput(request), 'CODE', signal),
    loadEvents: (a) => a.loadEvents(anyInput(request), signal),
    loadEventPage: (a) =>
      a.loadEventPage(anyInput(request), { kind: 'event', eventId: 1, qmdate: null }, signal),
    runEventAction: (a) =>
      a.runEventAction(anyInput(request), { kind: 'openDoor', day: 1, qmdate: null }, signal),
  },
  search: {
    search: (a) => a.search({ request, pattern: 'anna' }, signal),
    searchPage: (a) =>
      a.searchPage({ request, pattern: 'anna', category: 'actors', offset: 0, limit: 10 }, signal),
    storeSearchPattern: (a) => a.storeSearchPattern({ request, pattern: 'anna' }, signal),
  },
  tv: {
    fetchStream: (a) => a.fetchStream({ request, channel: 'free' }, signal),
    fetchProgram: (a) => a.fetchProgram({ request, program: 'current', count: 3 }, signal),
    fetchSeries: (a) => a.fetchSeries(page({ request }), signal),
    fetchEpisodes: (a) => a.fetchEpisodes(page({ request, key: 'k' }), signal),
    fetchPage: (a) => a.fetchPage({ request, page: { kind: 'video', key: 'k' } }, signal),
    fetchSuggestions: (a) => a.fetchSuggestions(page({ request, hashId: 'k' }), signal),
  },
  videos: {
    fetchVideos: (a) =>
      a.fetchVideos(anyInput(page({ request, filter: {}, sort: 'newest' })), signal),
    fetchStars: (a) => a.fetchStars(page({ request, first: 4 }), signal),
    fetchJumbotron: (a) => a.fetchJumbotron(anyInput(page({ request, type: 'homepage' })), signal),
    suggestTags: (a) => a.suggestTags({ request, search: 'a' }, signal),
    fetchByIds: (a) => a.fetchByIds(anyInput(request), [1, 2], signal),
  },
  voiceCall: { start: (a) => a.start(anyInput({ request, actorId: 1 }), signal) },
  webPush: {
    key: (a) => a.key(request, signal),
    status: (a) => a.status(request, push.endpoint, signal),
    subscribe: (a) => a.subscribe(request, anyInput(push), signal),
    resubscribe: (a) => a.resubscribe(request, 'old', anyInput(push), signal),
    update: (a) => a.update(request, anyInput(push), signal),
    unsubscribe: (a) => a.unsubscribe(request, push.endpoint, signal),
  },
};

/** The table as a flat list of calls, each building its service on the fetch it is given. */
export const SERVICE_CALLS: FuzzedCall[] = Object.entries(ROWS).flatMap(([factory, row]) =>
  Object.entries(row as Record<string, (api: never) => Promise<unknown>>).map(([method, call]) => ({
    name: `${factory}.${method}`,
    call: (fetchImpl: typeof fetch) =>
      call(SERVICE_FACTORIES[factory as keyof Factories](fetchImpl) as never),
  })),
);

/**
 * The services that parse a reply without the REST or GraphQL helper: each names the schema of
 * its valid reply. The logger swallows every failure (fire and forget): its row proves that no
 * reply makes it reject unhandled.
 */
export const OTHER_CALLS: FuzzedCall[] = [
  {
    name: 'loadRuntimeConfig',
    reply: runtimeConfigSchema,
    call: (fetchImpl) => loadRuntimeConfig(fetchImpl, 'https://app.test/config.json', signal),
  },
  {
    name: 'reportPoster',
    reply: reportReceiptSchema,
    call: (fetchImpl) =>
      createReportPoster(fetchImpl)({ url: 'https://app.test/report', envelope: {}, jsonl: '' }),
  },
  {
    name: 'supportInbox.list',
    reply: inboxListSchema,
    call: (fetchImpl) => createSupportInbox(fetchImpl, 'https://app.test/support/api', '/').list(),
  },
  {
    name: 'logger.log',
    call: async (fetchImpl) => {
      createLogger(fetchImpl).log(request, 'browserOnline', 'online');
      // Its request settles within a few turns; an unhandled rejection would fail the run.
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    },
  },
];

/** `<factory>.<method>` of every method the factories have, to hold the table to all of them. */
export const serviceMethods = (): string[] =>
  Object.entries(SERVICE_FACTORIES).flatMap(([factory, create]) =>
    Object.keys(create(fetch)).map((method) => `${factory}.${method}`),
  );
