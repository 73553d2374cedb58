import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { selectIsReady } from '../../machines/bootstrap/bootstrap.selectors.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { EngineProvider, useSystemSelector, type EngineHandle } from '../../src/engine/react.tsx';
import { AppScreens } from '../appRoutes.tsx';
import { createMemoryHistory, Router } from '../router/index.ts';

/** The blank page the frame starts from: standards mode, no scripts of its own. */
const FRAME_DOCUMENT =
  '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';

export interface ReplayFrameProps {
  /** Reads the replayed system; sending goes to the viewer's read-only notice. */
  handle: EngineHandle;
  /** The guest's viewport width, so the app's media queries and layout match theirs. */
  width: number;
  height: number;
  /** The guest's scroll position at this record. */
  scrollY: number;
  language: string;
  title: string;
  /** The boot screens (shown before the guest's account was in). */
  BootScreen: ComponentType;
  /** A link the guest view tried to follow (it is not: the replay is read-only). */
  onNavigate: (href: string) => void;
}

/**
 * The real app views, rendered from the replayed snapshots inside a same-origin iframe of the
 * guest's viewport width: the app's stylesheets and media queries apply as they did for the
 * guest, and nothing of the app leaks into the viewer's page. Scaled down to fit.
 */
export function ReplayFrame({
  handle,
  width,
  height,
  scrollY,
  language,
  title,
  BootScreen,
  onNavigate,
}: ReplayFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [available, setAvailable] = useState(width);
  const navigate = useRef(onNavigate);
  useEffect(() => {
    navigate.current = onNavigate;
  }, [onNavigate]);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const ready = () => {
      const doc = iframe.contentDocument;
      if (!doc) return;
      // The app's own stylesheets (links in a build, style tags under vite dev).
      for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style'))
        doc.head.append(sheet.cloneNode(true));
      // Read-only: a link in the replayed view does not navigate it.
      doc.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element | null)?.closest?.('a[href]');
          if (!link) return;
          event.preventDefault();
          navigate.current(link.getAttribute('href') ?? '');
        },
        true,
      );
      setBody(doc.body);
    };
    iframe.addEventListener('load', ready);
    return () => iframe.removeEventListener('load', ready);
  }, []);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc?.documentElement) doc.documentElement.lang = language;
  }, [body, language]);

  const scale = Math.min(1, available / width);
  return (
    <div ref={box} className="replay-frame-box">
      <div className="replay-frame-scaler" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={frame}
          title={title}
          srcDoc={FRAME_DOCUMENT}
          className="replay-frame"
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
      {body && (
        <FrameContent
          body={body}
          frame={frame.current}
          handle={handle}
          scrollY={scrollY}
          BootScreen={BootScreen}
        />
      )}
      <p className="replay-frame-size">
        {t('support.view.size', { width, scale: Math.round(scale * 100) })}
      </p>
    </div>
  );
}

function FrameContent({
  body,
  frame,
  handle,
  scrollY,
  BootScreen,
}: {
  body: HTMLElement;
  frame: HTMLIFrameElement | null;
  handle: EngineHandle;
  scrollY: number;
  BootScreen: ComponentType;
}) {
  const { i18n } = useTranslation();
  // Its own i18n: the replayed views switch language to the guest's, the viewer keeps its own.
  const frameI18n = useMemo(() => i18n.cloneInstance(), [i18n]);
  return createPortal(
    <I18nextProvider i18n={frameI18n}>
      <EngineProvider engine={handle}>
        <ReplayedApp BootScreen={BootScreen} frame={frame} scrollY={scrollY} />
      </EngineProvider>
    </I18nextProvider>,
    body,
  );
}

function ReplayedApp({
  BootScreen,
  frame,
  scrollY,
}: {
  BootScreen: ComponentType;
  frame: HTMLIFrameElement | null;
  scrollY: number;
}) {
  const ready = useSystemSelector('bootstrap', selectIsReady);
  const route = useSystemSelector('shell', selectRoute);
  const url = `${route.path}${route.search}`;
  // A router per replayed URL: the location is the shell's, never the frame's own history.
  const history = useMemo(() => createMemoryHistory([url]), [url]);

  useEffect(() => {
    frame?.contentWindow?.scrollTo({ top: scrollY, behavior: 'instant' });
  }, [frame, scrollY, history, ready]);

  // Keyed: a new URL is a new page, as it was live.
  return ready ? (
    <Router key={url} history={history}>
      <AppScreens />
    </Router>
  ) : (
    <BootScreen />
  );
}
