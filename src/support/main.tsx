import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSupportInbox } from '../../services/support/inbox.ts';
import type { SupportInbox } from '../../views/support/inbox.ts';
import { SupportApp } from '../../views/support/SupportApp.tsx';
import { BootGate } from '../app/BootGate.tsx';
import { loadCatalog, loadI18n } from '../i18n/index.ts';
import { LANGUAGES, resolveLanguage } from '../routes/index.ts';
import '../../views/styles.css';

// The support page (`/support/`): its staff's language from `?lang=` or the browser, the report
// inbox over HTTP, and the app's own boot screens for sessions replayed from their start.
const requested = new URLSearchParams(window.location.search).get('lang');
// Every catalog: a replayed session shows the guest's language from its first frame on.
const texts = Promise.all([
  loadI18n(resolveLanguage(requested ?? navigator.language.slice(0, 2))),
  ...LANGUAGES.map(loadCatalog),
]);

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
      <SupportApp inbox={inbox} BootScreen={BootGate} />
    </StrictMode>,
  ),
);
