import {
  createErrorReporter,
  type ErrorNotice,
  type ErrorReporter,
  type ErrorSource,
} from '../../services/browser/errorReporter.ts';
import type { RequestInput } from '../../machines/shared/session.types.ts';
import type { LiveEngine } from './engine.ts';
import type { AppServices } from './system.ts';

/** What Vite's preload helper dispatches on the window when a chunk or its CSS fails to load. */
const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** The engine as the error reporting sees it. */
type ReportingEngine = Pick<LiveEngine<never>, 'env' | 'get' | 'onError'>;

/** The guest's request facts once bootstrap has the config (and the session, if any). */
function requestOf(engine: ReportingEngine): RequestInput | null {
  const context = (
    engine.get('bootstrap')?.getSnapshot() as
      | {
          context?: {
            config?: { restBaseUrl: string; ver: string; defaultLanguage: string } | null;
            session?: { accessToken: string } | null;
            requestedLanguage?: string | null;
          };
        }
      | undefined
  )?.context;
  if (!context?.config) return null;
  return {
    restBaseUrl: context.config.restBaseUrl,
    ver: context.config.ver,
    language: (context.requestedLanguage ?? context.config.defaultLanguage) as never,
    accessToken: context.session?.accessToken ?? null,
  };
}

/**
 * Every failure is seen (issue 51, item 8): the window's `error`, `unhandledrejection` and
 * `vite:preloadError` (issue 54), the root actor's error observer and the actors that failed under it each reach the platform's
 * logger (bounded: `createErrorReporter`) and the event log, as an `env.errorSeen` record to
 * `report`, so the report the error view offers ("Report a problem") shows where it happened.
 * Returns the uninstall.
 *
 * @example
 * installErrorReporting(window, () => engine, services);
 */
export function installErrorReporting(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  currentEngine: () => ReportingEngine,
  services: Pick<AppServices, 'log'>,
): { reporter: ErrorReporter; uninstall: () => void } {
  const reporter = createErrorReporter({
    poster: () => {
      const request = requestOf(currentEngine());
      return request
        ? (notice: ErrorNotice) =>
            services.log(request, 'clientError', `${notice.source}: ${notice.message}`)
        : null;
    },
  });
  const seen = (source: ErrorSource, error: unknown) => {
    const notice = reporter.report(source, error);
    if (!notice) return;
    try {
      currentEngine().env('report', {
        type: 'env.errorSeen',
        source: notice.source,
        message: notice.message,
      });
    } catch {
      // A stopped system records nothing more; the logger has it.
    }
  };
  const onError = (event: Event) => seen('window', (event as ErrorEvent).error ?? event);
  const onRejection = (event: Event) => seen('rejection', (event as PromiseRejectionEvent).reason);
  // A script or style of the build that could not be fetched (seed 000 §8: a preload error
  // event): Vite raises `vite:preloadError` with the failure as `payload`. Not prevented: the
  // import still rejects, so its caller keeps its own way out (a domain is asked for once more,
  // then its page offers a retry and a reload; decision 0033).
  const onPreloadError = (event: Event) =>
    seen('preload', (event as Event & { payload?: unknown }).payload ?? event);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  const stopRoot = currentEngine().onError((error) => seen('root', error));
  // What waited for a logger goes out once one can be asked (the next report flushes too).
  const flushTimer = setInterval(() => reporter.flush(), 5_000);
  return {
    reporter,
    uninstall: () => {
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      win.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
      stopRoot();
      clearInterval(flushTimer);
    },
  };
}
