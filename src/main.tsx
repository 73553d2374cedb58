import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRealTimeSource } from '../services/clock/realTime.ts';
import { createNetworkSource } from '../services/browser/network.ts';
import { createViewportSource } from '../services/browser/viewport.ts';
import { BootGate, preloadScreens } from './app/BootGate.tsx';
import { loadI18n } from './i18n/index.ts';
import { languageOfPath } from './routes/index.ts';
import { createLiveEngine } from './engine/engine.ts';
import { startEnvSources } from './engine/envSources.ts';
import { createBrowserServices } from './engine/liveServices.ts';
import { encodeLog } from './engine/log/jsonl.ts';
import { EngineProvider } from './engine/react.tsx';
import { appInputFromHeader, createAppLogic, type SystemId } from './engine/system.ts';
import type { EventObject } from 'xstate';
import '../views/styles.css';

const language = languageOfPath(window.location.pathname);
// Only this language's texts: their chunk loads while the engine boots, the first render waits
// (one retry; then the page renders anyway rather than stay blank).
const texts = loadI18n(language)
  .catch(() => loadI18n(language))
  .catch(() => undefined);
void preloadScreens();
// The report upload reads the engine's log when a guest sends a report, long after this line.
const services = createBrowserServices(window, { exportLog: () => engine.exportLog() });
const url = `${window.location.pathname}${window.location.search}`;
const engine = createLiveEngine({
  createLogic: (wiring) => createAppLogic(wiring, services),
  inputFromHeader: appInputFromHeader,
  time: createRealTimeSource(),
  header: { appVersion: __APP_VERSION__, language, url },
  // A background tab's timers run late: the connection hears of it before the late ping check.
  resumeNotice: { to: 'realtime', thresholdMs: 2_000 },
}).start();
startEnvSources(engine, [
  ['shell', createViewportSource(window)],
  ['realtime', createNetworkSource(window)],
]);

// Developer and test handle: read the log, send a typed event to an actor by hand (recorded as an
// input like any other). The inspector and the report dialog (support issue) build on it.
Object.assign(window, {
  __camclient: {
    exportLog: () => encodeLog(engine.exportLog()),
    stats: () => engine.stats,
    send: (to: SystemId, event: EventObject) => engine.send(to, event),
    state: (systemId: string) => engine.get(systemId)?.getSnapshot(),
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void texts.then(() =>
  createRoot(root).render(
    <StrictMode>
      <EngineProvider engine={engine}>
        <BootGate />
      </EngineProvider>
    </StrictMode>,
  ),
);

// The developer inspector: `?inspect=1` in the URL (for this page load), or always under
// `vite dev`. A dynamic import, so the guest's bundle carries none of it.
if (import.meta.env.DEV || new URLSearchParams(window.location.search).get('inspect') === '1') {
  void Promise.all([import('../views/inspector/mount.tsx'), texts]).then(([{ mountInspector }]) =>
    mountInspector(engine),
  );
}
