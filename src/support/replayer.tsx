// First: every schema built after this line parses without `new Function` (CSP).
import '../zodJitless.ts';
import { BootGate } from '../app/BootGate.tsx';
import { loadAllTexts, loadI18n } from '../i18n/index.ts';
import { LANGUAGES, resolveLanguage } from '../routes/index.ts';
import { startReplayer } from './sandbox/frame.tsx';
import { startReplayView } from './sandbox/view.tsx';
import '../../views/styles.css';
import '../../views/support/support.css';

// The support console's replay frame (`/support/replayer/`, sandboxed: an opaque origin): the
// console's language from `?lang=`, its channel from the fragment, the console's origin the one
// this page was served from. It replays one report and shows the viewer, with the app's own boot
// screens for sessions replayed from their start.
const query = new URLSearchParams(window.location.search);
const requested = query.get('lang');
// `?view=1`: the replayed app's own frame inside the replay frame (at the guest's width).
const isView = query.get('view') === '1';
const channel = window.location.hash.slice(1);
const root = document.getElementById('replayer-root');
if (!root) throw new Error('replayer.html has no #replayer-root');
// Every text of every language: a replayed session shows the guest's language, on any screen,
// from its first frame on.
void Promise.all([
  loadI18n(resolveLanguage(requested ?? navigator.language.slice(0, 2))),
  ...LANGUAGES.map(loadAllTexts),
]).then(() =>
  isView
    ? startReplayView(root, BootGate, { channel })
    : startReplayer(root, { channel, parentOrigin: window.location.origin }),
);
