import { COOKIE_TEXT_TIMING } from '../../views/account/CookieBanner.tsx';
import { FIRST_PICTURE_TIMING } from '../../views/media/imageSources.ts';

/**
 * The take-over of a prerendered page (src/prerender/plugin.ts): a guest route's page arrives
 * with its frame (navbar, headings, the page's skeleton, the cookie banner) painted from the
 * HTML. The app renders beside it, unseen, into a container of its own, and the frame stays on
 * screen until the app shows the same page: its screen rendered, not the boot progress, nor a
 * layout whose page is still loading. Then the frame goes and the app shows in the same
 * frame, in the same place, so nothing moves (CLS). The app's own cookie banner shows as soon as
 * the consent is read and the frame has been on screen (a fixed bar over the frame's, which goes
 * then), so the guest can decide while the app boots; the app's page never before that.
 */

/** How long the app's layout may keep a loading page before it replaces the frame anyway. */
const LOADING_GRACE_MS = 3_000;

/**
 * `behind`: the app renders unseen behind the frame, which is the page. `ready`: the app's page is
 * ready (or its grace ran out) but the frame's paint was not told yet; the app shows once it is,
 * or after the grace. `shown`: the frame is gone and the app is the page.
 */
type TakeOverStage = 'behind' | 'ready' | 'shown';

/**
 * With a script running, the frame is only the page's picture until the app takes over: it takes
 * no input (a click there would leave the page, or do nothing) and assistive technology, like
 * the tests, finds the app's page, not the frame's. Called before the entry's first await, so
 * before the page's load event.
 */
export function quietFrame(root: HTMLElement | null): void {
  if (root?.dataset.prerendered === undefined) return;
  root.inert = true;
  root.setAttribute('aria-hidden', 'true');
}

/** Where React renders. */
export interface AppContainer {
  container: HTMLElement;
  /** Whether the page has a prerendered frame (the boot shows its progress over it). */
  overFrame: boolean;
}

/** The app's container: `#root` itself, or beside a prerendered frame in it. */
export function appContainer(root: HTMLElement): AppContainer {
  if (root.dataset.prerendered === undefined) return { container: root, overFrame: false };
  const app = document.createElement('div');
  app.id = 'app';
  // Laid out (the app measures itself: grids, the navbar's links) but not seen, over the frame.
  app.dataset.behindFrame = '';
  root.after(app);
  // A picture the server showed in the frame (src/prerender/firstScreen.ts): the page's largest.
  const pictures = [...root.querySelectorAll('.responsive-image img')];
  const picture = pictures[0]?.getAttribute('src') ?? null;
  // Whether the frame's picture is on screen (one frame per layout, the other one not shown), or
  // failed: the app takes over after it, so that the largest paint is the HTML's and the app's
  // same picture does not paint again as a later, larger one (a take-over while it still loads).
  let picturePainted = pictures.length === 0;
  // Whether the frame has been on screen: its cookie banner's paragraph painted (every frame has
  // the banner of a first visit). Until then the app shows nothing of its own. Not its cookie
  // banner (over the frame's, in the same place, which then goes): a browser counts the app's
  // paragraph as the page's largest paint only if it is larger than the frame's, which it is not
  // once the frame's was painted; shown before that, it is the largest paint, counted from the
  // app's scripts (Lighthouse's phone: the feed's and a video page's, 2.3 s of render delay).
  // Nor its page: the HTML is the page's first paint, also where the browser holds the first
  // frames back while the page loads (headless Chromium does) and the app is ready before.
  let framePainted = false;
  // Where the take-over stands, and its one timer: in `behind`, the grace of a page still loading;
  // in `ready`, the grace of a frame whose paint was not told.
  let stage: TakeOverStage = 'behind';
  let timer: ReturnType<typeof setTimeout> | null = null;
  const enter = (next: TakeOverStage, graceOver?: () => void) => {
    stage = next;
    if (timer !== null) clearTimeout(timer);
    timer = graceOver ? setTimeout(graceOver, LOADING_GRACE_MS) : null;
  };
  const showBanner = () => {
    if (!framePainted || !app.querySelector('.cookie-banner')) return;
    app.dataset.bannerShown = '';
    for (const banner of root.querySelectorAll('.cookie-banner')) banner.remove();
  };
  const show = () => {
    enter('shown');
    observer.disconnect();
    root.remove();
    delete app.dataset.behindFrame;
  };
  const takeOver = () => {
    if (stage === 'shown') return;
    // A hidden tab paints nothing: the app shows at once. Should the paint not be told, the
    // app shows after the grace.
    if (framePainted || document.visibilityState === 'hidden') return show();
    if (stage === 'behind') enter('ready', show);
  };
  whenPainted(COOKIE_TEXT_TIMING, () => {
    framePainted = true;
    showBanner();
    if (stage === 'ready') show();
  });
  const check = () => {
    showBanner();
    if (app.querySelector('[data-boot-over-frame]')) return;
    const page = app.querySelector('main#view');
    // Not the layout (the boot failed, the shell's error page): the app shows it at once.
    if (!page) return takeOver();
    // The frame's picture stays until the app shows it too: the largest paint does not blink.
    const shown =
      picture === null ||
      [...app.querySelectorAll('img')].some((img) => img.getAttribute('src') === picture);
    const pictureDone = picturePainted || document.visibilityState === 'hidden';
    if (
      shown &&
      pictureDone &&
      [...page.children].some((child) => !child.classList.contains('page-loading'))
    )
      return takeOver();
    if (stage === 'behind' && timer === null) timer = setTimeout(takeOver, LOADING_GRACE_MS);
  };
  const observer = new MutationObserver(check);
  observer.observe(app, { childList: true, subtree: true });
  const pictureSettled = () => {
    if (picturePainted) return;
    picturePainted = true;
    // Before the app has rendered anything there is nothing to show yet.
    if (stage !== 'shown' && app.firstElementChild !== null) check();
  };
  if (!picturePainted) {
    whenPainted(FIRST_PICTURE_TIMING, pictureSettled);
    // A picture that fails paints nothing: the app shows its placeholder.
    for (const img of pictures) {
      if (img instanceof HTMLImageElement && img.complete && img.naturalWidth === 0)
        pictureSettled();
      img.addEventListener('error', pictureSettled, { once: true });
    }
  }
  return { container: app, overFrame: true };
}

/**
 * Calls `then` once the frame's element named `identifier` (its `elementtiming`: the cookie
 * banner's paragraph, the first picture) has been painted: its entry, which the browser gives
 * when that paint is on screen (a frame painted but held back, as a loading page's first frames
 * are, does not count). A browser without element timing has no largest paint either: after its
 * next paint (a task queued from a frame's callback runs after it).
 */
function whenPainted(identifier: string, then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('element')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
    if (!entries.some((entry) => entry.identifier === identifier)) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'element', buffered: true });
}
