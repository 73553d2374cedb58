import { post } from '../../../../machines/feed/feed.testing.ts';
import type { FeedPost } from '../../../../machines/feed/feed.types.ts';
import { visitorGuest } from '../../testing/demoGuestStates.ts';
import { loadAllDomains, startDomainsOnDemand } from '../../domains/registry.ts';
import { featureServices, lazyServicesWith } from '../../domains/feature.ts';
import { ROOT_SYSTEM_ID } from '../../anchor.ts';
import { createLiveEngine, type LiveEngine } from '../../engine.ts';
import { feedFeature, type FeedServices } from '../../features/feed.ts';
import { realtimeFeature, type RealtimeServices } from '../../features/realtime.ts';
import type { RingLimits } from '../../recorder.ts';
import { appInputFromHeader, createAppLogic } from '../../system.ts';
import { demoLazyServices } from '../../testing/demo/index.ts';
import { demoAppServices, type Fact } from '../../testing/demoServices.ts';
import { ManualTime } from '../../testing/manualTime.ts';
import { flushMacrotasks } from '../../../testing/flush.ts';
import { durableHash } from '../../durableHash.ts';

type AppEngine = LiveEngine<ReturnType<typeof createAppLogic>>;

export interface TestSession {
  engine: AppEngine;
  time: ManualTime;
  /** Emits a fact on the open realtime socket, as the socket service would. */
  push: (event: Fact) => void;
  /**
   * The frames the app handed to its realtime socket since the last look (`socket.send`), for a
   * driver that answers them as the server would; the driver empties it.
   */
  sent: Fact[];
  /** Emits a fact on the feed's new-posts stream (`feed.news`), as graphql-ws would. */
  publish: (event: Fact) => void;
  /** Lets service promises settle. */
  flush: () => Promise<void>;
}

/** Posts per page of the session's feed, and how many pages it has. */
const FEED_PAGE = 10;
const FEED_PAGES = 40;
const POST_TYPES = ['text', 'photos', 'clip'] as const;

/** The session's feed: pages of posts by a few models (the demo feed is empty). */
function feedPost(index: number): FeedPost {
  const model = index % 7;
  return post(`p${index}`, {
    type: POST_TYPES[index % POST_TYPES.length]!,
    text: `Post ${index}: a few words from her day`,
    likes: (index * 13) % 200,
    commentsTotal: index % 5,
    model: { id: String(100 + model), name: `model${model}`, online: model % 2 === 0, avatar: '' },
  });
}

/**
 * The demo feed services with posts to scroll through, and a new-posts stream the session
 * publishes on (`publish`).
 */
function sessionFeedServices(news: { emit: ((event: Fact) => void) | null }): FeedServices {
  const demo = demoLazyServices(feedFeature);
  return {
    ...demo,
    fetchPage: ({ cursor }) => {
      const page = cursor === null ? 0 : Number(cursor);
      const items = Array.from({ length: FEED_PAGE }, (_, i) => feedPost(page * FEED_PAGE + i));
      const hasMore = page + 1 < FEED_PAGES;
      return Promise.resolve({ items, hasMore, nextCursor: hasMore ? String(page + 1) : null });
    },
    feedNews: ({ emit }) => {
      emit({ type: 'push.feedNews.connecting', retry: false });
      emit({ type: 'push.feedNews.connected' });
      news.emit = emit as (event: Fact) => void;
      return () => {
        if (news.emit === emit) news.emit = null;
      };
    },
  };
}

/**
 * The real app system on a manual clock with demo services that answer at once: a logged-in
 * demo guest (or a visitor) whose realtime socket answers every ping with a pong. With `domains`,
 * every lazy domain's code is imported first and the domains start when the app asks for them,
 * as in the page (`startDomainsOnDemand`), so their records are in the log.
 *
 * @example
 * const session = await startTestSession();
 * session.engine.send('shell', { type: 'ui.menuToggled', menu: 'search' });
 */
export async function startTestSession(
  options: {
    url?: string;
    visitor?: boolean;
    ring?: Partial<RingLimits>;
    domains?: boolean;
  } = {},
): Promise<TestSession> {
  const time = new ManualTime();
  const demo = demoAppServices(options.visitor ? { guest: visitorGuest } : {});
  const sent: Fact[] = [];
  const news: { emit: ((event: Fact) => void) | null } = { emit: null };
  const demoLazy = demo.lazyDemo;
  const demoRealtime = demoLazy(realtimeFeature);
  const realtime: RealtimeServices = {
    ...demoRealtime,
    // The frames the app sends, seen on their way to the demo socket (which answers pings).
    realtimeSocket: (args) =>
      demoRealtime.realtimeSocket({
        ...args,
        receive: (listener) =>
          args.receive((command) => {
            const frame = (command as { frame?: Fact }).frame;
            if (command.type === 'socket.send' && frame) sent.push(frame);
            listener(command);
          }),
      }),
  };
  const services: typeof demo.services = {
    ...demo.services,
    lazy: lazyServicesWith(
      demoLazy,
      featureServices(feedFeature, sessionFeedServices(news)),
      featureServices(realtimeFeature, realtime),
    ),
  };
  if (options.domains) await loadAllDomains();
  const engine = createLiveEngine({
    hash: durableHash,
    createLogic: (wiring) => createAppLogic(wiring, services),
    inputFromHeader: appInputFromHeader,
    time,
    header: { appVersion: 'test', language: 'en', url: options.url ?? '/en/' },
    resumeNotice: { to: 'realtime', thresholdMs: 2_000 },
    ...(options.ring ? { ring: options.ring } : {}),
  }).start();
  if (options.domains) startDomainsOnDemand(engine);
  const flush = () => flushMacrotasks(5);
  engine.env('shell', { type: 'env.viewportResized', width: 1440 });
  await flush();
  return {
    engine,
    time,
    push: demo.push,
    sent,
    publish: (event) => news.emit?.(event),
    flush,
  };
}

const MENUS = ['navigation', 'search', 'myArea', 'notifications'] as const;
const PATHS = ['/en/', '/en/cams/', '/en/videos/', '/en/feed/', '/en/messenger/'];

/** How often the long session does something: a busy guest, for a worst-case log. */
const TICK_MS = 180;

/**
 * About `minutes` of a busy guest's session: every 180 ms something happens (a scroll, a menu
 * opened and closed, a page changed, an actor coming online, a width change), and the socket
 * answers its pings. One hour gives a log of some 21 000 records.
 */
export async function driveLongSession(session: TestSession, minutes: number): Promise<void> {
  const steps = Math.round((minutes * 60_000) / TICK_MS);
  for (let i = 0; i < steps; i++) {
    const { engine } = session;
    switch (i % 8) {
      case 0:
        engine.env('shell', { type: 'env.scrolled', y: (i * 137) % 3000 });
        break;
      case 1:
        engine.send('shell', { type: 'ui.menuToggled', menu: MENUS[i % MENUS.length]! });
        break;
      case 2:
        engine.send('shell', { type: 'ui.menusClosed' });
        break;
      case 3:
        // As the browser's history does (views/AppRouter.tsx): to the root, which tells the shell.
        engine.send(ROOT_SYSTEM_ID, {
          type: 'ui.routeChanged',
          path: PATHS[i % PATHS.length]!,
          search: '',
        });
        break;
      case 4:
        session.push({ type: 'push.actorOnline', actorId: i % 50 });
        break;
      case 5:
        engine.env('shell', { type: 'env.viewportResized', width: i % 16 === 5 ? 390 : 1440 });
        break;
      case 6:
        engine.env('shell', { type: 'env.scrolled', y: 0 });
        break;
      default:
        session.push({ type: 'push.actorOffline', actorId: i % 50 });
    }
    session.time.advance(TICK_MS);
    if (i % 200 === 0) await session.flush();
  }
  await session.flush();
}
