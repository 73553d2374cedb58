import { loadRuntimeConfig } from '../../services/config/loadRuntimeConfig.ts';
import { createPageEffects } from '../../services/navigation/page.ts';
import { createRealtimeSocket } from '../../services/realtime/socket.ts';
import { createGuestApi } from '../../services/rest/guestApi.ts';
import { createLogger } from '../../services/rest/logger.ts';
import { createReportPoster } from '../../services/support/reportUpload.ts';
import type { EventLog } from './log/records.ts';
import { reportDraft } from './report/draft.ts';
import { createReportUploader } from './report/uploader.ts';
import { liveFeatureServices } from './features/index.ts';
import type { AppServices } from './system.ts';

/** The browser's services for the app system; `engine` is read only when a report is sent. */
export function createBrowserServices(
  win: Window & typeof globalThis,
  engine: { exportLog(): EventLog },
): AppServices {
  const fetchImpl: typeof fetch = (input, init) => win.fetch(input, init);
  const guestApi = createGuestApi(fetchImpl);
  const page = createPageEffects(win);
  const logger = createLogger(fetchImpl);
  return {
    ...liveFeatureServices({ win, fetch: fetchImpl, page, logger }),
    loadConfig: (_input, signal) =>
      loadRuntimeConfig(fetchImpl, new URL('/config.json', win.location.href), signal),
    loadSession: (input, signal) => guestApi.loadSession(input, signal),
    loadGuest: (input, signal) => guestApi.loadGuestState(input, signal),
    logout: (input, signal) => guestApi.logout(input, signal),
    loadBalance: (input, signal) => guestApi.loadBalance(input, signal),
    realtimeSocket: createRealtimeSocket({
      createSocket: (url) => new win.WebSocket(url),
      log: (request, kind, message, data) => logger.log(request, kind, message, data),
      random: () => Math.random(),
    }),
    log: (request, kind, message) => logger.log(request, kind, message),
    reloadPage: () => page.reload(),
    uploadReport: createReportUploader({
      exportLog: () => engine.exportLog(),
      post: createReportPoster(fetchImpl),
      pageUrl: () => win.location.href,
      draft: reportDraft,
    }),
  };
}
