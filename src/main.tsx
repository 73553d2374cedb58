// First: every schema built after this line parses without `new Function` (CSP).
import './zodJitless.ts';
// Second: the language's texts are requested before the other modules evaluate.
import { pageLanguage as language } from './app/pageLanguage.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRealTimeSource } from '../services/clock/realTime.ts';
import { createNetworkSource } from '../services/browser/network.ts';
import { withoutCredentials } from '../services/browser/urlCredentials.ts';
import { tabPendingSends } from '../services/browser/pendingSends.ts';
import { createViewportSource } from '../services/browser/viewport.ts';
import { createVisibilitySource } from '../services/browser/visibility.ts';
import { installPromptOf } from '../services/browser/installPrompt.ts';
import { ShellErrorBoundary } from '../views/layout/ShellError.tsx';
import { BootGate, preloadScreens } from './app/BootGate.tsx';
import { resolveRoute } from '../machines/shell/shell.route.ts';
import { appContainer, quietFrame } from './app/prerenderedFrame.ts';
import { nextTask } from './app/nextTask.ts';
import { AppFrame } from '../views/AppFrame.tsx';
import { loadI18n, loadTexts } from './i18n/index.ts';
import { startDomainsOnDemand } from './engine/domains/registry.ts';
import { createLiveEngine } from './engine/engine.ts';
import { startEnvSources } from './engine/envSources.ts';
import { createBrowserServices } from './engine/liveServices.ts';
import { keepWaitingSends } from './engine/pendingSends.ts';
import { installErrorReporting } from './engine/errorReporting.ts';
import { encodeLog } from './engine/log/encode.ts';
import type { Anchor } from './engine/log/records.ts';
import { EngineProvider } from './engine/react.tsx';
import { appInputFromHeader, createAppLogic, type SystemId } from './engine/system.ts';
import { appLogicMachines } from './engine/appLogicMachines.ts';
import type { EventObject } from 'xstate';
import '../views/styles.css';

// A prerendered page's frame stays on screen until the app takes over, but takes no input now.
quietFrame(document.getElementById('root'));
// Only this language's texts (requested already, see pageLanguage.ts); the first render waits
// (one retry; then the page renders anyway rather than stay blank).
const texts = loadI18n(language)
  .catch(() => loadI18n(language))
  .catch(() => undefined);
// Until the first await this body runs in the modules' evaluation task, the load's longest
// (every module the entry imports): each step below gets a task of its own. The texts' and the
// screens' files are requested by the page's HTML already, so waiting a task delays no fetch.
await nextTask();
// The opened route as the shell resolves it (the same resolver its first state uses; it compiles
// the language's route table).
const opened = resolveRoute(window.location.pathname, '');
void preloadScreens(opened.status === 'matched' ? opened.name : undefined);
await nextTask();
// The guest's unacknowledged messages in the tab's storage, across reloads (issue 51 §7).
const pendingSends = tabPendingSends(window);
// The report upload reads the engine's log when a guest sends a report, long after this line.
const services = createBrowserServices(
  window,
  { exportLog: () => engine.exportLog(), whenHashable: () => engine.whenHashable() },
  pendingSends,
);
// Credentials in the query (a reset key, a signup token) never go into the log (issue 23).
const url = withoutCredentials(`${window.location.pathname}${window.location.search}`);

/** Stops keeping the running engine's waiting sends in the tab: called as another replaces it. */
let stopKeepingSends = (): void => {};

/** The page's live system, fresh or (the inspector's "continue live from here") from an anchor. */
function startEngine(anchor: Anchor | null) {
  const started = createLiveEngine({
    createLogic: (wiring) => createAppLogic(wiring, services),
    inputFromHeader: appInputFromHeader,
    time: createRealTimeSource(),
    header: { appVersion: __APP_VERSION__, language, url },
    // A background tab's timers run late: the connection hears of it before the late ping check.
    resumeNotice: { to: 'realtime', thresholdMs: 2_000 },
    // A full segment of the log (5 000 records) is compacted in a task of its own, not inside
    // the record that filled it.
    sealLater: (seal) => void nextTask().then(seal),
    anchor,
  }).start();
  // Content domains load and start when a route or an event first needs them (decision 0008).
  // An anchor's started domains were started in this page, so their code is here already.
  startDomainsOnDemand(started);
  // What the guest sends before the connection's code comes is kept in the tab meanwhile.
  stopKeepingSends = keepWaitingSends(started, pendingSends);
  // The checkpoints' hash is not in a guest's first load (the engine imports it when the first
  // one is due); the developer handle and the inspector export at any moment, and their logs
  // end with a checkpoint, so a build that has them loads it at once.
  if (__DEV_SURFACES__) started.whenHashable().catch(() => {});
  return started;
}
const browserSources = () =>
  startEnvSources(engine, [
    ['shell', createViewportSource(window)],
    ['realtime', createNetworkSource(window)],
    ['notifications.tabTitle', createVisibilitySource(document)],
    ['incentives.installPrompt', installPromptOf(window).source],
  ]);
// The engine's start and the environment's first readings each get a task of their own: with
// the modules' evaluation before them they were one long task. So does each of the app's
// machines, built before the start (its longest part when the start built them).
for (const build of appLogicMachines) {
  await nextTask();
  build();
}
await nextTask();
let engine = startEngine(null);
await nextTask();
let stopSources = browserSources();
// Every failure is seen: the window's, the root's and the actors' errors reach the logger.
installErrorReporting(window, () => engine, services);

// Developer and test handle: read the log, send a typed event to an actor by hand (recorded as an
// input like any other). Not in a production build (issue 23 §6): a guest's page exposes no way
// to drive or read the engine from the console.
if (__DEV_SURFACES__)
  Object.assign(window, {
    __camclient: {
      exportLog: () => encodeLog(engine.exportLog()),
      continueFrom: (anchor: Anchor) => continueFrom(anchor),
      stats: () => engine.stats,
      send: (to: SystemId, event: EventObject) => engine.send(to, event),
      state: (systemId: string): unknown => engine.get(systemId)?.getSnapshot(),
    },
  });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A guest route's page has its frame prerendered in #root: the app renders beside it and takes
// over once it shows the same page (src/app/prerenderedFrame.ts).
const app = appContainer(root);
const reactRoot = createRoot(app.container);
// A new engine is a new app: the key remounts every view on it.
let generation = 0;
const render = () =>
  reactRoot.render(
    <StrictMode>
      <EngineProvider key={generation} engine={engine}>
        <ShellErrorBoundary>
          <AppFrame>
            <BootGate overFrame={app.overFrame} />
          </AppFrame>
        </ShellErrorBoundary>
      </EngineProvider>
    </StrictMode>,
  );
void texts.then(render);

// The developer inspector: `?inspect=1` in the URL (for this page load), or always under
// `vite dev`; never in a production build. A dynamic import, so the guest's bundle carries none
// of it.
let unmountInspector: (() => void) | null = null;
const inspector =
  import.meta.env.DEV ||
  (__DEV_SURFACES__ && new URLSearchParams(window.location.search).get('inspect') === '1')
    ? Promise.all([
        import('../views/inspector/mount.tsx'),
        texts.then(() => loadTexts(['inspector'])),
      ]).then(([{ mountInspector }]) => {
        const mount = () => {
          unmountInspector?.();
          unmountInspector = mountInspector(engine, continueFrom);
        };
        mount();
        return mount;
      })
    : null;

/**
 * Continue live from an anchor: the running system stops (its socket and calls with it), a new
 * one starts from that record, with its own log beginning at the anchor, and the views and the
 * inspector follow it. Only the inspector asks, and only when the developer does.
 */
function continueFrom(anchor: Anchor): void {
  stopSources();
  stopKeepingSends();
  engine.stop();
  engine = startEngine(anchor);
  stopSources = browserSources();
  generation += 1;
  render();
  void inspector?.then((mount) => mount());
}
