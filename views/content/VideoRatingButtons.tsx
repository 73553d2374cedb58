import { useSelector } from '@xstate/react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { ActorRefFrom } from 'xstate';
import {
  VIDEO_RATING,
  type videoRatingMachine,
} from '../../machines/content/videoRating.machine.ts';
import { sameRatingView, selectRatingView } from '../../machines/content/rating.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { ThumbDownIcon, ThumbUpIcon } from '../layout/icons.tsx';

type RatingRef = ActorRefFrom<typeof videoRatingMachine>;

/**
 * Like and dislike of the video page's video, with their counts: pressed buttons show the guest's
 * own rating, pressing it again takes it back. A visitor's press goes through the login first.
 */
export function VideoRatingButtons() {
  const { t } = useTranslation();
  const engine = useEngine();
  const ref = useSystemSelector(
    'content',
    (snapshot) => snapshot.children[VIDEO_RATING] as RatingRef | undefined,
  );
  const view = useSelector(ref, selectRatingView, sameRatingView);
  if (view.status === 'failed')
    return (
      <p className="content-rating" role="alert">
        {t('guest.content.ratingFailed')}{' '}
        <button
          type="button"
          className="button button-ghost"
          onClick={() => engine.send(VIDEO_RATING, { type: 'ui.ratingRetry' })}
        >
          {t('guest.content.retry')}
        </button>
      </p>
    );
  return (
    <div className="content-rating" aria-busy={view.busy}>
      <button
        type="button"
        className="button button-ghost"
        aria-pressed={view.liked}
        disabled={view.status === 'loading'}
        onClick={() => engine.send(VIDEO_RATING, { type: 'ui.rate', choice: 'like' })}
      >
        <ThumbUpIcon />
        {t('guest.content.like', { count: view.likes })}
      </button>
      <button
        type="button"
        className="button button-ghost"
        aria-pressed={view.disliked}
        disabled={view.status === 'loading'}
        onClick={() => engine.send(VIDEO_RATING, { type: 'ui.rate', choice: 'dislike' })}
      >
        <ThumbDownIcon />
        {t('guest.content.dislike', { count: view.dislikes })}
      </button>
      {view.refused && <p role="alert">{t('guest.content.ratingRefused')}</p>}
    </div>
  );
}
