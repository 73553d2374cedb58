import { useTranslation } from '../../../src/i18n/react.ts';
import { ModalText } from './ModalText.tsx';
import type { ModalBodyProps } from './types.ts';

/**
 * `video-with-player`: the preview plays in the box as it opens (the guest asked for it; muted,
 * so every browser allows it, with the controls to unmute); buying goes through the pay tour.
 */
export default function VideoBody({ id, props, titleId, close, chooseFlow }: ModalBodyProps) {
  const { t } = useTranslation();
  const src = typeof props.src === 'string' ? props.src : null;
  const poster = typeof props.poster === 'string' ? props.poster : undefined;
  return (
    <>
      <ModalText id={id} titleId={titleId} />
      {src && (
        <video
          className="modal-video"
          controls
          autoPlay
          muted
          playsInline
          preload="auto"
          src={src}
          poster={poster}
          aria-label={t('incentives.videoLabel')}
        />
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => chooseFlow('moneycharge')}
        >
          {t(`modalBoxes.${id}.cta`)}
        </button>
        <button type="button" className="button button-ghost" onClick={close}>
          {t('incentives.close')}
        </button>
      </div>
    </>
  );
}
