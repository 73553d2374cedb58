/**
 * The take-over of a prerendered page (src/prerender/plugin.ts): a guest route's page arrives
 * with its frame (navbar, headings, the page's skeleton, the cookie banner) painted from the
 * HTML. The app renders beside it, unseen, into a container of its own, and the frame stays on
 * screen until the app shows the same page: its screen rendered, not the boot progress, nor a
 * layout whose page is still loading. Then the frame goes and the app shows in the same
 * frame, in the same place, so nothing moves (CLS). The app's own cookie banner shows as soon as
 * the consent is read (a fixed bar over the frame's, which goes then), so the guest can decide
 * while the app boots.
 */

/** How long the app's layout may keep a loading page before it replaces the frame anyway. */
const LOADING_GRACE_MS = 3_000;

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
  const picture = root.querySelector('.responsive-image img')?.getAttribute('src') ?? null;
  let done = false;
  let grace: ReturnType<typeof setTimeout> | null = null;
  const takeOver = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    if (grace !== null) clearTimeout(grace);
    root.remove();
    delete app.dataset.behindFrame;
  };
  const check = () => {
    // The app's cookie banner is up (over the frame's, in the same place): the frame's goes.
    if (app.querySelector('.cookie-banner'))
      for (const banner of root.querySelectorAll('.cookie-banner')) banner.remove();
    if (app.querySelector('[data-boot-over-frame]')) return;
    const page = app.querySelector('main#view');
    // Not the layout (the boot failed, the shell's error page): the app shows it at once.
    if (!page) return takeOver();
    // The frame's picture stays until the app shows it too: the largest paint does not blink.
    const shown =
      picture === null ||
      [...app.querySelectorAll('img')].some((img) => img.getAttribute('src') === picture);
    if (shown && [...page.children].some((child) => !child.classList.contains('page-loading')))
      return takeOver();
    grace ??= setTimeout(takeOver, LOADING_GRACE_MS);
  };
  const observer = new MutationObserver(check);
  observer.observe(app, { childList: true, subtree: true });
  return { container: app, overFrame: true };
}
