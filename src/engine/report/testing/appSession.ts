import type { LiveEngine } from '../../engine.ts';
import type { CheckpointOptions } from '../../checkpointPacer.ts';
import type { RingLimits } from '../../recorder.ts';
import type { AppServices, createAppLogic } from '../../system.ts';
import { startAppEngine } from '../../testing/appEngine.ts';
import { demoAppServices, type Fact } from '../../testing/demoServices.ts';
import { featureServices, lazyServicesWith } from '../../domains/feature.ts';
import { payTourFeature } from '../../features/payTour.ts';
import { realtimeFeature, type RealtimeServices } from '../../features/realtime.ts';
import { startDomainsOnDemand } from '../../domains/registry.ts';
import { ManualTime } from '../../testing/manualTime.ts';
import { flushMacrotasks } from '../../../testing/flush.ts';

/** The demo guest's session token in these sessions: long and unmistakable, as real ones are. */
export const SESSION_TOKEN = 'tok_9fQ2xLm7Rv4KpW8sZc3NbY6hTd1JgA5e';
export const MESSAGE_SENT = 'see you at the show tonight';
export const MESSAGE_RECEIVED = 'thanks for the roses, darling';

export interface ReportTestSession {
  engine: LiveEngine<ReturnType<typeof createAppLogic>>;
  time: ManualTime;
  push: (event: Fact) => void;
  flush: () => Promise<void>;
}

/**
 * The real app system on a manual clock, as a logged-in demo guest with a live realtime
 * connection, who exchanges messages, moves around and sends a problem report: a log with every
 * kind of personal datum the redaction must handle (token, name, e-mail, message texts).
 *
 * @example
 * const session = await startReportSession();
 * const log = session.engine.exportLog();
 */
export async function startReportSession(
  options: {
    ring?: Partial<RingLimits>;
    /** When checkpoints are written (the engine's `checkpoints` option). */
    checkpoints?: CheckpointOptions;
    /** The page's query as the browser has it (the pay tour reads it; the header gets it too). */
    search?: string;
    /** Services to answer differently from the demo ones. */
    services?: Partial<AppServices>;
    /** The realtime connection's services to answer differently (its socket, pending sends). */
    realtime?: Partial<RealtimeServices>;
  } = {},
): Promise<ReportTestSession> {
  const time = new ManualTime();
  const demo = demoAppServices({
    accessToken: SESSION_TOKEN,
    guestId: 1001,
    reportId: 'R-7K3M-9Q',
  });
  const { push } = demo;
  const search = options.search ?? '';
  // The pay tour (a lazy domain) reads the session's address as its page.
  const demoLazy = demo.lazyDemo;
  const demoTour = demoLazy(payTourFeature);
  const demoPage = await demoTour.payTourReadPage(undefined, new AbortController().signal);
  const services: AppServices = {
    ...demo.services,
    lazy: lazyServicesWith(
      demoLazy,
      featureServices(payTourFeature, {
        ...demoTour,
        payTourReadPage: () =>
          Promise.resolve({ ...demoPage, href: `http://127.0.0.1:8080/en/${search}`, search }),
      }),
      featureServices(realtimeFeature, { ...demoLazy(realtimeFeature), ...options.realtime }),
    ),
    ...options.services,
  };
  const engine = startAppEngine(
    services,
    time,
    { url: `/en/?access_token=${SESSION_TOKEN}${search.replace(/^\?/, '&')}` },
    {
      resumeNotice: { to: 'realtime', thresholdMs: 2_000 },
      ...(options.checkpoints ? { checkpoints: options.checkpoints } : {}),
      ...(options.ring ? { ring: options.ring } : {}),
    },
  );
  // Lazy domains start as in the app: the logged-in guest's connection, pay tour, messenger and
  // rewards.
  startDomainsOnDemand(engine);
  const flush = () => flushMacrotasks(5);
  await flush();
  // Their code loads by a real dynamic import (transformed on first use).
  for (let i = 0; i < 500 && !(engine.get('payTour') && engine.get('realtime')); i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await flush();
  return { engine, time, push, flush };
}

/** A few minutes of a guest's life: messages both ways, pings, menus, a report sent. */
export async function playReportSession(session: ReportTestSession, rounds = 3): Promise<void> {
  const { engine, time, push, flush } = session;
  for (let round = 0; round < rounds; round++) {
    engine.send('realtime', {
      type: 'realtime.send',
      frame: {
        type: 'sendMessage',
        clientMessageId: `c${round}`,
        channelId: 2,
        messageType: 'text',
        senderType: 'guest',
        isVideochat: false,
        isFreechat: false,
        data: { text: MESSAGE_SENT },
        includedGifts: [],
        chatId: null,
      },
    });
    await flush();
    push({
      type: 'push.incomingMessage',
      channelId: 2,
      message: {
        id: 100 + round,
        senderType: 'actor',
        messageType: 'text',
        data: { text: MESSAGE_RECEIVED },
        includedGifts: [],
        created: '2026-11-22T12:00:00+00:00',
        price: { value: 0, currency: 'EUR' },
      },
    });
    engine.send('shell', { type: 'ui.menuToggled', menu: 'search' });
    engine.send('shell', { type: 'ui.menusClosed' });
    engine.env('shell', { type: 'env.viewportResized', width: round % 2 ? 375 : 1440 });
    time.advance(51_000);
    await flush();
  }
  engine.send('report', { type: 'ui.reportOpened' });
  engine.send('report', {
    type: 'ui.reportSubmitted',
    consent: true,
    includeMessages: false,
    language: 'en',
    descriptionLength: 20,
  });
  await flush();
}
