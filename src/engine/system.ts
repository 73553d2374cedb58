import { provide } from './provide.ts';
import type { RuntimeConfig } from '../config/schema.ts';
import { appMachine, type AppInput } from '../../machines/app/app.machine.ts';
import { bootstrapMachine } from '../../machines/bootstrap/bootstrap.machine.ts';
import type {
  AppConfig,
  GuestState,
  RequestInput,
  Session,
} from '../../machines/shared/session.types.ts';
import { shellMachine } from '../../machines/shell/shell.machine.ts';
import { reportMachine } from '../../machines/report/report.machine.ts';
import type { ReportReceipt, ReportUploadInput } from '../../machines/report/report.types.ts';
import type { LogKind } from '../../services/rest/logger.ts';
import type { IoRun } from './io.ts';
import type { LogHeader } from './log/records.ts';
import type { Wiring } from './wiring.ts';
import { featureActors, type FeatureServices, type FeatureSystemId } from './features/index.ts';
import type { LazyServices } from './domains/feature.ts';
import { enableLazyDomains } from './domains/registry.ts';

/**
 * Every service the app system calls, live. In replay there are none: the wiring answers from
 * the log. Each is checked here against the type its machine expects, so a reply schema that
 * drifts from the machine's types fails the typecheck.
 */
export interface AppServices extends FeatureServices {
  loadConfig: IoRun<RuntimeConfig, void>;
  loadSession: IoRun<Session, RequestInput>;
  loadGuest: IoRun<GuestState, RequestInput>;
  logout: IoRun<void, RequestInput>;
  /** The wall clock, read when the session's expiry stamp is kept and when its watch wakes. */
  sessionClock: IoRun<number, void>;
  loadBalance: IoRun<
    { balance: number; balanceFormatted: string; isPayingCustomer: boolean },
    RequestInput
  >;
  log: (request: RequestInput, kind: LogKind, message: string) => void;
  reloadPage: () => void;
  /** Builds the redacted report from the engine's log and posts it to the support inbox. */
  uploadReport: IoRun<ReportReceipt, ReportUploadInput>;
  /**
   * The services of features whose domains start on first use, built when their code loads (the
   * realtime connection's among them: its socket and the guest's pending sends).
   */
  lazy: LazyServices;
}

/** The system ids views and env sources address events to. */
export type SystemId = 'app' | 'bootstrap' | 'shell' | 'report' | FeatureSystemId;

/**
 * Joins machines and services: the only place that does (DESIGN.md §2).
 *
 * @example
 * const logic = createAppLogic(wiring, services); // live
 * const replayed = createAppLogic(wiring, null); // replay
 */
export function createAppLogic(wiring: Wiring, services: AppServices | null) {
  const loadConfig: IoRun<AppConfig, void> | undefined = services
    ? async (input, signal) => {
        const config = await services.loadConfig(input, signal);
        wiring.annotate({ config: { ...config } });
        return config;
      }
    : undefined;
  const bootstrap = provide(bootstrapMachine(), {
    actors: {
      loadConfig: wiring.call('config.load', loadConfig),
      loadSession: wiring.call('session.load', services?.loadSession),
      loadGuest: wiring.call('guest.load', services?.loadGuest),
      logout: wiring.call('session.logout', services?.logout),
      readClock: wiring.call('session.clock', services?.sessionClock),
    },
    actions: { reloadPage: () => services?.reloadPage() },
  });
  const report = provide(reportMachine(), {
    actors: { upload: wiring.call('support.upload', services?.uploadReport) },
  });
  const logic = provide(appMachine(), {
    actors: {
      bootstrap,
      shell: shellMachine(),
      report,
      ...featureActors(wiring, services),
    },
    actions: {
      reloadPage: () => services?.reloadPage(),
      // The observer on actor errors: the root keeps the failed id (its screen shows a retry),
      // the console says which actor and why. Replay re-derives the error, so it stays quiet.
      reportFailure: ({ event }) => {
        if (!services || !('error' in event)) return;
        console.error(
          `Actor '${event.type.replace('xstate.error.actor.', '')}' failed`,
          event.error,
        );
        // To the page's error handler (src/engine/errorReporting.ts): the logger and the log hear
        // of it, while the root keeps the failed domain with its retry.
        globalThis.reportError?.(event.error);
      },
    },
  });
  // Lazy domains are provided when their code is here (decision 0008).
  return enableLazyDomains(logic, (feature) =>
    feature.actors(wiring, services ? services.lazy.forFeature(feature) : null),
  );
}

/** The root input comes from the log header, so replay starts from the same page. */
export function appInputFromHeader(header: Pick<LogHeader, 'url'>): AppInput {
  const url = new URL(header.url, 'http://replay.invalid');
  return { path: url.pathname, search: url.search };
}
