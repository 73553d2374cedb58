import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { FrameReport, ReplaySandbox } from './sandbox.ts';

/** The frame's height before it says how tall its content is. */
const INITIAL_HEIGHT = 640;

/**
 * A report replayed in a sandboxed frame (`sandbox="allow-scripts"`, no `allow-same-origin`):
 * the report's log runs on an opaque origin, away from support's session, cookies and storage,
 * and from this page. The frame gets the text, decodes it, checks its pushes, replays it and
 * shows the viewer; it tells this page how tall it is and what became of the log.
 */
export function SandboxedReplay({
  sandbox,
  build,
  name,
  text,
  onReport,
}: {
  sandbox: ReplaySandbox;
  /** The kept build whose replayer replays it; null: the current build's. */
  build: string | null;
  name: string;
  text: string;
  onReport: (report: FrameReport) => void;
}) {
  const { t, i18n } = useTranslation();
  const [session] = useState(() => sandbox.create(i18n.language, build));
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const report = useRef(onReport);
  useEffect(() => {
    report.current = onReport;
  }, [onReport]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    return sandbox.connect(element, session.channel, { name, text }, (message) => {
      if (message.kind === 'height') setHeight(Math.ceil(message.px));
      else report.current(message);
    });
  }, [sandbox, session, name, text]);

  return (
    <iframe
      ref={frame}
      className="replay-sandbox"
      title={`${t('support.summary.heading')}: ${name}`}
      sandbox="allow-scripts"
      src={session.src}
      style={{ height }}
    />
  );
}
