import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type * as Frames from './frames.tsx';
import type { RenderedFrame } from './frames.tsx';

/** What a server needs to send a prerendered page (`frames.json` in the build). */
interface FrameEntry {
  /** The page's path, or a pattern with one `:<param>` segment (`/en/amateur/:actorName/`). */
  path: string;
  /** The page in the build, relative to its root. */
  file: string;
  /** A template's parameter: its heading (`data-frame-fill="<param>"`) takes the value's name. */
  fill?: string;
}

/** The boot screen's place in index.html, which a page's prerendered frame takes. */
const FRAME_SLOT = /<div id="root">\s*<!--app-frame-->[\s\S]*?<!--\/app-frame-->\s*<\/div>/;

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type OutputAsset = Rollup.OutputAsset;

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** Every stylesheet the chunks that hold `modules` (and what they import) bring, in order. */
function stylesOf(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) visit(bundle[file] as OutputChunk | undefined);
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      if (!files.includes(css)) files.push(css);
  };
  for (const module of modules)
    for (const chunk of chunks) if (chunk.moduleIds.some((id) => id.endsWith(module))) visit(chunk);
  return files;
}

/**
 * A frame page's module scripts at low fetch priority (`fetchpriority="low"` on the entry and its
 * `modulepreload`s): the page paints from its HTML and runs no script before its first paint, so
 * the app's code comes after what the HTML shows, the first picture the server names
 * (src/prerender/firstScreen.ts) first. Lighthouse then no longer counts the scripts as blocking
 * the first paint (its simulation takes every high-priority script loaded before it for one).
 */
export function scriptsAfterPaint(page: string): string {
  return page.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * A page of the build with a route's frame in `#root` and the styles it needs inlined: the
 * stylesheet links it replaces go (the app's later imports add their own links again).
 */
function framePage(html: string, frame: RenderedFrame, styles: [string, string][], css: string) {
  let page = html.replace(
    FRAME_SLOT,
    () => `<div id="root" data-prerendered="${frame.route}">${frame.markup}</div>`,
  );
  if (page === html) throw new Error('index.html has no <!--app-frame--> slot in #root');
  for (const [file] of styles)
    page = page.replace(
      new RegExp(`\\s*<link rel="(?:stylesheet|preload)"[^>]*href="/${file}">`),
      '',
    );
  const inline = [css, ...styles.map(([, source]) => source)].join('\n');
  return scriptsAfterPaint(
    page.replace('</head>', () => `  <style data-frame-styles>${inline}</style>\n  </head>`),
  );
}

/**
 * Prerenders each guest route's frame into a page of its own (issue 50, item 4): the navbar, the
 * cookie banner of a first visit, the headings and the page's skeleton, painted before any
 * script runs and readable without one. The real views render on a fresh engine with a visitor's
 * bootstrap (src/prerender/renderFrame.tsx), loaded through a Vite server of this project, so
 * the prerender renders the modules the tests run. Per language page (`index.<lang>.html`), each
 * frame route's page goes to its path (`en/cams/index.html`), which any static server can send
 * as it is; a parameterized route's page is a template (`en/amateur/[actorName]/index.html`) with
 * a generic heading that the simulator fills (`frames.json` lists them).
 */
export function prerenderFrames(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'camclient:prerender-frames',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      // The app's build only (not the replayer's Node bundle).
      const languages = Object.keys(bundle)
        .map((file) => /^index\.([a-z]{2})\.html$/.exec(file)?.[1])
        .filter((language): language is string => language !== undefined);
      if (languages.length === 0) return;
      const server = await createServer({
        root: config.root,
        configFile: config.configFile ?? false,
        mode: config.mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderFrames, FRAME_CSS } = (await server.ssrLoadModule(
          '/src/prerender/frames.tsx',
        )) as typeof Frames;
        const entries: FrameEntry[] = [];
        const base = stylesOf(bundle, ['/src/main.tsx', '/views/AppRouter.tsx']);
        for (const language of languages) {
          const html = (bundle[`index.${language}.html`] as OutputAsset).source as string;
          for (const frame of await renderFrames(language as never)) {
            const files = [...new Set([...base, ...stylesOf(bundle, frame.modules)])];
            const styles = files.map((file): [string, string] => [
              file,
              String((bundle[file] as OutputAsset).source),
            ]);
            this.emitFile({
              type: 'asset',
              fileName: frame.file,
              source: framePage(html, frame, styles, FRAME_CSS),
            });
            entries.push({
              path: frame.path,
              file: frame.file,
              ...(frame.fill ? { fill: frame.fill } : {}),
            });
          }
        }
        this.emitFile({
          type: 'asset',
          fileName: 'frames.json',
          source: `${JSON.stringify({ frames: entries }, null, 2)}\n`,
        });
      } finally {
        await server.close();
      }
    },
  };
}
