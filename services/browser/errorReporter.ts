/**
 * Where an error was seen: the page's global handlers, the root actor, an actor, a screen, or a
 * script or style of the build that could not be fetched (`vite:preloadError`).
 */
export type ErrorSource = 'window' | 'rejection' | 'root' | 'actor' | 'screen' | 'preload';

/** One error as it is told: short, without the page's state (the report carries that). */
export interface ErrorNotice {
  source: ErrorSource;
  message: string;
  stack: string | null;
}

export interface ErrorReporterDeps {
  /**
   * How to post one notice to the platform's logger now; null while there is no one to post as
   * (before the config and the session are in).
   */
  poster: () => ((notice: ErrorNotice) => void) | null;
  /** At most this many posts a page (a loop that throws must not flood the logger). */
  limit?: number;
  /** Notices kept while `post` is not ready yet, oldest dropped first. */
  pending?: number;
}

const MESSAGE_CHARS = 300;
const STACK_CHARS = 1_500;

/** What any thrown value says about itself, bounded. */
function noticeOf(source: ErrorSource, error: unknown): ErrorNotice {
  const message =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : safeJson(error);
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : null;
  return {
    source,
    message: message.slice(0, MESSAGE_CHARS),
    stack: stack === null ? null : stack.slice(0, STACK_CHARS),
  };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Tells the platform's logger about errors, bounded (issue 51, item 8): the same message once,
 * at most `limit` a page, and while there is no logger yet (before the config and the session
 * are in) the newest `pending` wait for it. Never throws: a reporter that fails must not fail
 * what it reports on.
 *
 * @example
 * const reporter = createErrorReporter({ poster: () => (request ? (n) => logger.log(request, 'clientError', n.message) : null) });
 * reporter.report('window', event.error);
 */
export function createErrorReporter(deps: ErrorReporterDeps) {
  const limit = deps.limit ?? 20;
  const keep = deps.pending ?? 10;
  const seen = new Set<string>();
  const waiting: ErrorNotice[] = [];
  let posted = 0;
  const flush = () => {
    const post = deps.poster();
    if (!post) return;
    while (waiting.length > 0 && posted < limit) {
      posted += 1;
      try {
        post(waiting.shift()!);
      } catch {
        // The logger is fire and forget; a throw here is dropped.
      }
    }
    waiting.length = 0;
  };
  return {
    report(source: ErrorSource, error: unknown): ErrorNotice | null {
      const notice = noticeOf(source, error);
      const key = `${source}\u0000${notice.message}`;
      if (seen.has(key) || seen.size >= limit * 2) return null;
      seen.add(key);
      waiting.push(notice);
      if (waiting.length > keep) waiting.shift();
      flush();
      return notice;
    },
    /** Posts what waited, now that there may be a logger. */
    flush,
    /** How many notices were posted (tests, the soak bench). */
    get posted(): number {
      return posted;
    },
  };
}
export type ErrorReporter = ReturnType<typeof createErrorReporter>;
