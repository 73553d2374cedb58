import { useEffect, useRef } from 'react';
import { sameViewer, selectViewer } from '../../machines/gallery/gallery.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';

/**
 * The album's picture viewer (the gallery domain's `viewer`): one picture large, with previous,
 * next and close; the arrow keys step, Escape closes. The picture shows from its blob when the
 * domain fetched it ahead. Focus goes to the close button on opening and back to the picture
 * opened on closing.
 */
export function PictureViewer({ title }: { title: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const viewer = useOptionalSystemSelector('gallery', selectViewer, null, sameViewer);
  const close = useRef<HTMLButtonElement>(null);
  const open = viewer !== null;
  const step = (by: 1 | -1) => engine.send('gallery', { type: 'ui.pictureStepped', by });
  const shut = () => engine.send('gallery', { type: 'ui.viewerClosed' });
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    const keys = (event: KeyboardEvent) => {
      const intent =
        event.key === 'Escape'
          ? ({ type: 'ui.viewerClosed' } as const)
          : event.key === 'ArrowRight' || event.key === 'ArrowLeft'
            ? ({ type: 'ui.pictureStepped', by: event.key === 'ArrowRight' ? 1 : -1 } as const)
            : null;
      if (intent === null) return;
      event.preventDefault();
      engine.send('gallery', intent);
    };
    window.addEventListener('keydown', keys);
    return () => {
      window.removeEventListener('keydown', keys);
      opener?.focus();
    };
  }, [open, engine]);
  if (viewer === null) return null;
  return (
    <div
      className="picture-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.viewer', { number: viewer.number, count: viewer.count })}
    >
      <img
        src={viewer.src}
        alt={t('guest.content.picture', { number: viewer.number, title })}
        width={640}
        height={360}
      />
      <div className="picture-viewer-bar">
        <button type="button" className="button button-ghost" onClick={() => step(-1)}>
          {t('gallery.previous')}
        </button>
        <span aria-live="polite">
          {t('gallery.position', { number: viewer.number, count: viewer.count })}
        </span>
        <button type="button" className="button button-ghost" onClick={() => step(1)}>
          {t('gallery.next')}
        </button>
        <button ref={close} type="button" className="button button-primary" onClick={shut}>
          {t('gallery.close')}
        </button>
      </div>
    </div>
  );
}
