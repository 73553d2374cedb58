import { loadRuntimeConfig } from '../../services/config/loadRuntimeConfig.ts';
import { createPageEffects } from '../../services/navigation/page.ts';
import { createGuestApi } from '../../services/rest/guestApi.ts';
import { createLogger } from '../../services/rest/logger.ts';
import type { PendingSendsStore } from '../../services/browser/pendingSends.ts';
import { ServiceError } from '../../services/http/serviceError.ts';
import type { ReportReceipt, ReportUploadInput } from '../../machines/report/report.types.ts';
import { nextTask } from '../app/nextTask.ts';
import { readIo, type IoRun } from './io.ts';
import type { EventLog } from './log/records.ts';
import { ReportDraft, reportDraft } from './report/draft.ts';
import { lazyServices } from './domains/feature.ts';
import { liveFeatureServices } from './features/index.ts';
import type { AppServices } from './system.ts';

/** What a report is made of: the engine's log, once its checkpoints can be hashed. */
interface ReportSource {
  exportLog(): EventLog;
  whenHashable(): Promise<void>;
}

/** The browser's services for the app system; `engine` is read only when a report is sent. */
export function createBrowserServices(
  win: Window & typeof globalThis,
  engine: ReportSource,
  pendingSends: PendingSendsStore,
): AppServices {
  // Each request starts in a task of its own (issue 50 §5, Lighthouse's blocking time): a reply's
  // delivery starts the machines' next requests, and Chromium's fetch() takes 1 to 2 ms of the
  // main thread each, 3 to 9 ms in the long tasks delivering the first replies of a phone-sized
  // load (docs/performance.md, session 52). The report logger keeps the direct call.
  const fetchImpl: typeof fetch = (input, init) => nextTask().then(() => win.fetch(input, init));
  const directFetch: typeof fetch = (input, init) => win.fetch(input, init);
  const guestApi = createGuestApi(fetchImpl);
  const page = createPageEffects(win);
  const logger = createLogger(directFetch);
  const reloadWaits = new Set<(timeoutMs: number) => Promise<void>>();
  const deps = { win, fetch: fetchImpl, page, logger, reloadWaits, pendingSends };
  return {
    ...liveFeatureServices(deps),
    lazy: lazyServices((feature) => feature.live(deps)),
    loadConfig: (_input, signal) =>
      loadRuntimeConfig(fetchImpl, new URL('/config.json', win.location.href), signal),
    loadSession: (input, signal) => guestApi.loadSession(input, signal),
    loadGuest: (input, signal) => guestApi.loadGuestState(input, signal),
    logout: (input, signal) => guestApi.logout(input, signal),
    sessionClock: () => readIo(() => win.Date.now()),
    loadBalance: (input, signal) => guestApi.loadBalance(input, signal),
    log: (request, kind, message) => logger.log(request, kind, message),
    // A reload the app makes itself (session expired, page-reload push, 4401) waits until the
    // guest's messages are acknowledged, a few seconds at most; what is still waiting then is in
    // the tab's storage and goes out from the next page (issue 51, item 7). The realtime feature
    // adds that wait when its code is here (src/engine/features/realtime.ts).
    reloadPage: () =>
      void Promise.all([...reloadWaits].map((wait) => wait(RELOAD_DRAIN_MS))).then(() =>
        page.reload(),
      ),
    uploadReport: lazyReportUploader(win, fetchImpl, engine),
  };
}

/** How long a reload the app makes itself waits for the guest's messages to be acknowledged. */
export const RELOAD_DRAIN_MS = 3_000;

/**
 * The report upload, loaded when a guest sends a report: redaction, the report summary and the
 * replayer stay out of the page's first load. The log and the description are taken when the
 * upload starts, before the code loads, so the report holds the log of the moment of sending;
 * the upload's answer (the receipt or the failure) is what the engine records, as before.
 */
function lazyReportUploader(
  win: Window & typeof globalThis,
  fetchImpl: typeof fetch,
  engine: ReportSource,
): IoRun<ReportReceipt, ReportUploadInput> {
  return async (input, signal) => {
    // The report ends with a fresh checkpoint: its hash is not in the page's first load.
    await engine.whenHashable().catch((error: unknown) => {
      throw new ServiceError('network', error instanceof Error ? error.message : String(error));
    });
    const log = engine.exportLog();
    const pageUrl = win.location.href;
    const draft = new ReportDraft();
    draft.set(reportDraft.take());
    const [{ createReportUploader }, { createReportPoster }] = await Promise.all([
      import('./report/uploader.ts'),
      import('../../services/support/reportUpload.ts'),
    ]).catch((error: unknown) => {
      throw new ServiceError('network', error instanceof Error ? error.message : String(error));
    });
    const upload = createReportUploader({
      exportLog: () => log,
      post: createReportPoster(fetchImpl),
      pageUrl: () => pageUrl,
      draft,
    });
    return upload(input, signal);
  };
}
