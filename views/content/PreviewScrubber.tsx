import { useSelector } from '@xstate/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { ActorRefFrom } from 'xstate';
import {
  CONTENT_SCRUB,
  type PreviewScrubEvent,
  type previewScrubMachine,
} from '../../machines/content/previewScrub.machine.ts';
import { sameScrubView, selectScrubView } from '../../machines/content/previewScrub.selectors.ts';
import { selectWatchesWhole } from '../../machines/content/content.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useScrubPointer } from './useScrubPointer.ts';

type ScrubRef = ActorRefFrom<typeof previewScrubMachine>;

/** Keys that move along the bar, and by how many slots. */
const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * The video page's media with scrubbing over its preview thumbnails: a bar under the media (a
 * slider for the keyboard); pointing at it (or dragging a finger along it, or the arrow keys)
 * shows the thumbnail of that moment over the media with its time code, leaving brings the poster
 * (or the playing video) back, and a click or Enter asks to play from there (the content machine
 * plays a bought or free video; a preview stays a preview). Thumbnails load the first time the
 * guest scrubs (`content.scrub`); a failure says so with a retry. Pointer moves are sent only when
 * they reach another slot, so a sweep is at most 100 records.
 */
export function PreviewScrubber({
  videoId,
  duration,
  children,
}: {
  videoId: number;
  duration: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const playable = useSystemSelector('content', selectWatchesWhole);
  const ref = useSystemSelector(
    'content',
    (snapshot) => snapshot.children[CONTENT_SCRUB] as ScrubRef | undefined,
  );
  const view = useSelector(
    ref,
    (snapshot) => selectScrubView(snapshot, videoId, duration),
    sameScrubView,
  );
  const send = (event: PreviewScrubEvent) => engine.send(CONTENT_SCRUB, event);
  const target = { videoId, duration };
  const {
    slotOf,
    point,
    leave: left,
  } = useScrubPointer(CONTENT_SCRUB, target, view.slots, {
    touch: true,
  });
  const leave = () => left(view.scrubbing);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = STEPS[event.key];
    if (by !== undefined) send({ type: 'ui.scrubStepped', by, ...target });
    else if (event.key === 'Home' || event.key === 'End')
      send({ type: 'ui.scrubbed', slot: event.key === 'Home' ? 0 : view.slots - 1, ...target });
    else if (event.key === 'Enter' || event.key === ' ')
      send({ type: 'ui.scrubChosen', slot: view.slot, ...target });
    else if (event.key === 'Escape') leave();
    else return;
    event.preventDefault();
  };

  return (
    <div className="content-scrub">
      <div className="content-scrub-stage">
        {children}
        {view.scrubbing ? (
          <div className="content-scrub-overlay" data-status={view.status}>
            {view.thumbnail ? (
              <img
                className="content-scrub-thumbnail"
                src={view.thumbnail}
                alt={t('guest.content.previewAt', { time: view.timeCode })}
                width={320}
                height={180}
                decoding="async"
              />
            ) : null}
            <span className="content-scrub-time" aria-hidden="true">
              {view.timeCode}
            </span>
          </div>
        ) : null}
      </div>
      <div
        className="content-scrub-bar"
        role="slider"
        tabIndex={0}
        aria-label={t('guest.content.scrubLabel')}
        aria-valuemin={0}
        aria-valuemax={duration}
        aria-valuenow={view.second}
        aria-valuetext={view.timeCode}
        aria-busy={view.scrubbing && view.status === 'loading'}
        data-scrubbing={view.scrubbing ? 'true' : 'false'}
        data-playable={playable ? 'true' : 'false'}
        onPointerEnter={point}
        onPointerMove={point}
        onPointerLeave={leave}
        onPointerCancel={leave}
        onPointerDown={(event) => {
          // A finger keeps the bar while it slides along (and off) it, instead of scrolling.
          if (event.pointerType === 'touch') event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onClick={(event) => send({ type: 'ui.scrubChosen', slot: slotOf(event), ...target })}
        onKeyDown={onKeyDown}
        onBlur={leave}
      >
        {view.scrubbing ? (
          <span
            className="content-scrub-marker"
            style={{ left: `${((view.slot + 0.5) / view.slots) * 100}%` }}
          />
        ) : null}
      </div>
      {view.status === 'failed' ? (
        <p className="content-scrub-note" role="alert">
          {t('guest.content.thumbnailsFailed')}{' '}
          <button
            type="button"
            className="button button-ghost"
            onClick={() => send({ type: 'ui.scrubRetry' })}
          >
            {t('guest.content.retry')}
          </button>
        </p>
      ) : (
        <p className="content-scrub-note">
          {view.scrubbing && view.status === 'loading' ? (
            <span role="status">{t('guest.content.thumbnailsLoading')}</span>
          ) : (
            t(playable ? 'guest.content.scrubHintPlay' : 'guest.content.scrubHint')
          )}
        </p>
      )}
    </div>
  );
}
