// First: every schema built after this line parses without `new Function` (CSP).
import '../zodJitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSupportInbox } from '../../services/support/inbox.ts';
import type { SupportInbox } from '../../views/support/inbox.ts';
import { SupportApp } from '../../views/support/SupportApp.tsx';
import { loadI18n, loadTexts } from '../i18n/index.ts';
import { resolveLanguage } from '../routes/index.ts';
import { createReplaySandbox } from './sandbox/host.ts';
import '../../views/styles.css';

// The support page (`/support/`): its staff's language from `?lang=` or the browser, the report
// inbox over HTTP. Reports are replayed in a sandboxed frame (`/support/replayer/`), never here.
const requested = new URLSearchParams(window.location.search).get('lang');
const texts = loadI18n(resolveLanguage(requested ?? navigator.language.slice(0, 2))).then(() =>
  loadTexts(['support', 'inspector']),
);

// The simulator's staff login comes back to this page (`/support/`, or `/support.html`).
const here = `${window.location.pathname}${window.location.search}`;
const inbox: SupportInbox = createSupportInbox(
  window.fetch.bind(window),
  '/support/api',
  `/support/login?as=support&next=${encodeURIComponent(here)}`,
);
const root = document.getElementById('root');
if (!root) throw new Error('support.html has no #root');
void texts.then(() =>
  createRoot(root).render(
    <StrictMode>
      <SupportApp inbox={inbox} sandbox={createReplaySandbox(window)} />
    </StrictMode>,
  ),
);
