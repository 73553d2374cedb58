import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  connectReplayView,
  replayViewSession,
  type ReplayViewLink,
} from '../../src/support/sandbox/viewHost.ts';

export interface ReplayFrameProps {
  /** The log on screen: the view frame replays it itself. */
  source: { name: string; text: string };
  /** Records applied. */
  position: number;
  /** The guest's viewport width, so the app's media queries and layout match theirs. */
  width: number;
  height: number;
  /** The guest's scroll position at this record. */
  scrollY: number;
  language: string;
  title: string;
  /** An event the replayed views sent (it is not: the replay is read-only). */
  onSend: (to: string, type: string) => void;
  /** A link the guest view tried to follow (it is not: the replay is read-only). */
  onNavigate: (href: string) => void;
}

/**
 * The real app views, rendered from the replayed snapshots in a frame of the guest's viewport
 * width: the app's stylesheets and media queries apply as they did for the guest, and nothing
 * of the app leaks into the viewer's page. Scaled down to fit. The frame inherits the replay
 * frame's sandbox (an opaque origin of its own), so it replays the same log itself and is told
 * which record to show (`src/support/sandbox/viewHost.ts`).
 */
export function ReplayFrame({
  source,
  position,
  width,
  height,
  scrollY,
  language,
  title,
  onSend,
  onNavigate,
}: ReplayFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [session] = useState(() => replayViewSession(language));
  const [available, setAvailable] = useState(width);
  const link = useRef<ReplayViewLink | null>(null);
  const handlers = useRef({ onSend, onNavigate });
  useEffect(() => {
    handlers.current = { onSend, onNavigate };
  }, [onSend, onNavigate]);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const connected = connectReplayView(iframe, session.channel, source, (message) => {
      if (message.kind === 'sent') handlers.current.onSend(message.to, message.type);
      else handlers.current.onNavigate(message.href);
    });
    link.current = connected;
    return () => {
      connected.close();
      link.current = null;
    };
  }, [session, source]);

  useEffect(() => {
    link.current?.at(position, scrollY);
  }, [position, scrollY, session, source]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, available / width);
  return (
    <div ref={box} className="replay-frame-box">
      <div className="replay-frame-scaler" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={frame}
          title={title}
          src={session.src}
          sandbox="allow-scripts"
          className="replay-frame"
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
      <p className="replay-frame-size">
        {t('support.view.size', { width, scale: Math.round(scale * 100) })}
      </p>
    </div>
  );
}
