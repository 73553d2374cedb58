import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRealTimeSource } from '../services/clock/realTime.ts';
import { createViewportSource } from '../services/browser/viewport.ts';
import { BootGate } from './app/BootGate.tsx';
import { initI18n } from './i18n/index.ts';
import { languageOfPath } from './routes/index.ts';
import { createLiveEngine } from './engine/engine.ts';
import { startEnvSources } from './engine/envSources.ts';
import { createBrowserServices } from './engine/liveServices.ts';
import { encodeLog } from './engine/log/jsonl.ts';
import { EngineProvider } from './engine/react.tsx';
import { appInputFromHeader, createAppLogic } from './engine/system.ts';
import '../views/styles.css';

const language = languageOfPath(window.location.pathname);
initI18n(language);
const services = createBrowserServices(window);
const url = `${window.location.pathname}${window.location.search}`;
const engine = createLiveEngine({
  createLogic: (wiring) => createAppLogic(wiring, services),
  inputFromHeader: appInputFromHeader,
  time: createRealTimeSource(),
  header: { appVersion: __APP_VERSION__, language, url },
}).start();
startEnvSources(engine, [['shell', createViewportSource(window)]]);

// Support and e2e tests read the log here; the report dialog (support issue) builds on it.
Object.assign(window, {
  __camclient: { exportLog: () => encodeLog(engine.exportLog()), stats: () => engine.stats },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <EngineProvider engine={engine}>
      <BootGate />
    </EngineProvider>
  </StrictMode>,
);
