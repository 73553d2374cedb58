import { renderToStaticMarkup } from 'react-dom/server';
import { MOBILE_BREAKPOINT } from '../../machines/shell/shell.machine.ts';
import { visitorState } from '../../simulator/guest-state.ts';
import { i18n } from '../i18n/index.ts';
import { buildPath, type Language, type ParamName, type RouteName } from '../routes/index.ts';
import { FIRST_PICTURE, FIRST_SCREENS } from './firstScreen.ts';
import { renderFrame } from './renderFrame.tsx';

/**
 * A guest route whose frame the build prerenders: the modules of its screen (their chunks' CSS is
 * inlined into its page) and, for a parameterized route, its parameters (the page is a template
 * for any of their values) and the one a server fills in.
 */
interface FrameRoute {
  name: RouteName;
  /** The screen's modules, relative to the project (the chunk whose styles the page inlines). */
  modules: string[];
  /** A parameterized route's parameters: one page for any values, the screen loading. */
  params?: TemplateParam[];
  /** The parameter whose value names the template's heading where a server fills it. */
  fill?: 'actorName';
}

/** The pages a guest comes for first (bench/pages.ts), and the lists beside them in the navbar. */
const FRAME_ROUTES: FrameRoute[] = [
  { name: 'home', modules: ['views/pages/HomePage.tsx'] },
  { name: 'cams', modules: ['views/cams/CamsPage.tsx'] },
  { name: 'newGirls', modules: ['views/cams/CamsPage.tsx'] },
  { name: 'freeChat', modules: ['views/cams/CamsPage.tsx'] },
  { name: 'videos', modules: ['views/videos/VideoPages.tsx'] },
  { name: 'feed', modules: ['views/feed/FeedPages.tsx'] },
  { name: 'tvLivestream', modules: ['views/tv/TvPages.tsx'] },
  { name: 'blog', modules: ['views/blog/BlogPages.tsx'] },
  {
    name: 'actorProfile',
    modules: ['views/actorProfile/ProfilePages.tsx'],
    params: ['actorName'],
    fill: 'actorName',
  },
  // A video page as a visitor opens it from a tile (bench/pages.ts `video`): the navbar and the
  // cookie banner from the HTML while her video loads.
  {
    name: 'actorVideoDetails',
    modules: ['views/content/VideoPage.tsx'],
    params: ['actorName', 'videoId'],
  },
];

/**
 * The values a template's parameters are rendered with (each valid for its parameter: a video's
 * id is digits), replaced by `:<param>` in its pattern.
 */
const TEMPLATE_VALUES = { actorName: 'frameparam', videoId: '909090909' } as const;
type TemplateParam = keyof typeof TEMPLATE_VALUES & ParamName;

/** The attribute of a template's heading whose text a server replaces (simulator/routes/app.ts). */
const FILL_ATTRIBUTE = 'data-frame-fill';

export interface RenderedFrame {
  route: RouteName;
  /** The page's path, or its pattern (`/en/amateur/:actorName/`) for a template. */
  path: string;
  /** The file in the build (`en/cams/index.html`, `en/amateur/[actorName]/index.html`). */
  file: string;
  modules: string[];
  /** The template's parameter (its heading's `data-frame-fill`). */
  fill?: string;
  /** What goes into `#root`: the desktop and the mobile frame, one shown per viewport. */
  markup: string;
}

/**
 * Desktop and phone layouts differ (the navbar's links or its menu buttons): both are in the page,
 * and the shell's breakpoint (machines/shell) decides which one shows, before any script.
 */
export const FRAME_CSS =
  `@media (max-width:${MOBILE_BREAKPOINT - 0.02}px){[data-frame="desktop"]{display:none}}` +
  `@media (min-width:${MOBILE_BREAKPOINT}px){[data-frame="mobile"]{display:none}}` +
  // Without a script nothing measures the cookie banner: the page keeps room for it below.
  `#root[data-prerendered] .app{padding-bottom:var(--cookie-banner-space,14rem)}` +
  // Nor the navbar's links (the app puts those that do not fit behind "more"): they scroll
  // sideways in the navbar's free room instead of running under its end.
  `#root[data-prerendered] .nav-main{overflow-x:auto;scrollbar-width:none}` +
  // The jumbotron's room takes the page's width, as the slide that comes (its aspect ratio alone
  // would narrow it to 640 px at its 360 px height): the first picture the server puts there
  // (src/prerender/firstScreen.ts) has the app's size, so the app's is no larger paint.
  `#root[data-prerendered] .jumbotron-loading{width:100%}` +
  // The app renders beside the frame, unseen, until it shows the same page (src/app/
  // prerenderedFrame.ts); the boot's progress bar is seen at once, its cookie banner once the
  // frame's has been painted (then it takes that one's place).
  `#app[data-behind-frame]{position:absolute;inset:0 0 auto 0;visibility:hidden}` +
  `#app[data-behind-frame][data-banner-shown] .cookie-banner,.boot-bar{visibility:visible}` +
  `.boot-bar{position:fixed;inset:0 auto auto 0;z-index:1000;block-size:3px;` +
  `background:#ff3d7f;transition:inline-size .3s}`;

/**
 * A template's page skeleton: the profile header's place with a heading a server fills (the
 * actor's name); without one the route's generic name. Same classes as the profile's header, so
 * the name stays where the app renders it.
 */
function templateHeading(fill: string, text: string): string {
  return renderToStaticMarkup(
    <div className="container page profile-page" aria-busy="true">
      <header className="profile-header">
        {/* Her picture's place (120 px, portrait), so the name is where the app shows it. */}
        <div
          className="profile-avatar"
          aria-hidden="true"
          style={{ aspectRatio: '3 / 4', background: 'var(--surface)' }}
        />
        <div>
          <h1 {...{ [FILL_ATTRIBUTE]: fill }}>{text}</h1>
        </div>
      </header>
    </div>,
  );
}

/**
 * The frames' SVG definitions (the logo's gradient) get ids of their own per frame: a `url(#id)`
 * takes the document's first element of that id, which in a hidden frame paints nothing.
 */
function ownDefinitions(markup: string, variant: string): string {
  const ids = [...markup.matchAll(/<defs>([\s\S]*?)<\/defs>/g)].flatMap((defs) =>
    [...(defs[1] ?? '').matchAll(/ id="([^"]+)"/g)].map((id) => id[1] ?? ''),
  );
  return ids.reduce(
    (html, id) =>
      html
        .replaceAll(` id="${id}"`, ` id="${id}-${variant}"`)
        .replaceAll(`url(#${id})`, `url(#${id}-${variant})`),
    markup,
  );
}

const LOADING = '<div class="container page page-loading" aria-busy="true"></div>';

/**
 * Every frame route of `language`, rendered for a first-time visitor at a desktop and a phone
 * width. Node only (the build's prerender loads it through Vite: src/prerender/plugin.ts).
 */
export async function renderFrames(language: Language): Promise<RenderedFrame[]> {
  const frames: RenderedFrame[] = [];
  for (const route of FRAME_ROUTES) {
    const params = Object.fromEntries(
      (route.params ?? []).map((param) => [param, TEMPLATE_VALUES[param]]),
    );
    // The route's name and its parameters are the table's (a frame route's test renders each).
    const path = buildPath(route.name, language, params as never);
    const variants: string[] = [];
    for (const [variant, width] of [
      ['desktop', 1366],
      ['mobile', 390],
    ] as const) {
      let markup = await renderFrame({ path, language, width, guest: visitorState() });
      const slot = FIRST_SCREENS[route.name]?.slot;
      if (slot) {
        // Where the server puts the first picture (src/prerender/firstScreen.ts).
        if (!markup.includes(slot.after)) throw new Error(`${path}: no ${slot.after} to fill`);
        markup = markup.replace(slot.after, `${slot.after}${FIRST_PICTURE}`);
      }
      if (route.fill) {
        const heading = templateHeading(route.fill, i18n.t(`routes.${route.name}`));
        // The profile is loading: its header's place holds the heading instead.
        if (!markup.includes(LOADING)) throw new Error(`${path}: no loading screen to fill`);
        markup = markup.replace(LOADING, heading);
      }
      variants.push(`<div data-frame="${variant}">${ownDefinitions(markup, variant)}</div>`);
    }
    const pattern = (route.params ?? []).reduce(
      (template, param) => template.replace(`/${TEMPLATE_VALUES[param]}/`, `/:${param}/`),
      path,
    );
    frames.push({
      route: route.name,
      path: pattern,
      file: `${pattern.replace(/^\//, '').replace(/:(\w+)/g, '[$1]')}index.html`,
      modules: route.modules,
      ...(route.fill ? { fill: route.fill } : {}),
      markup: variants.join(''),
    });
  }
  return frames;
}
