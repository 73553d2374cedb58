import { useSelector } from '@xstate/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { ActorRefFrom } from 'xstate';
import { selectAlbumCommentsView } from '../../machines/content/album.selectors.ts';
import { COMMENT_MAX_LENGTH } from '../../machines/content/album.types.ts';
import {
  ALBUM_COMMENTS,
  type albumCommentsMachine,
} from '../../machines/content/albumComments.machine.ts';
import {
  ALBUM_RATING,
  type albumRatingMachine,
} from '../../machines/content/albumRating.machine.ts';
import { sameRatingView, selectRatingView } from '../../machines/content/rating.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { ThumbDownIcon, ThumbUpIcon } from '../layout/icons.tsx';

type RatingRef = ActorRefFrom<typeof albumRatingMachine>;
type CommentsRef = ActorRefFrom<typeof albumCommentsMachine>;

/**
 * Like and dislike of the album page's album, with their counts and its views: the pressed one
 * shows the guest's own rating; a refused rating is put back with an error line.
 */
export function AlbumRatingButtons({ views }: { views: number }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const ref = useSystemSelector(
    'content',
    (snapshot) => snapshot.children[ALBUM_RATING] as RatingRef | undefined,
  );
  const view = useSelector(ref, selectRatingView, sameRatingView);
  if (!ref) return null;
  return (
    <div className="content-rating" aria-busy={view.busy}>
      <button
        type="button"
        className="button button-ghost"
        aria-pressed={view.liked}
        onClick={() => engine.send(ALBUM_RATING, { type: 'ui.rate', choice: 'like' })}
      >
        <ThumbUpIcon />
        {t('guest.content.like', { count: view.likes })}
      </button>
      <button
        type="button"
        className="button button-ghost"
        aria-pressed={view.disliked}
        onClick={() => engine.send(ALBUM_RATING, { type: 'ui.rate', choice: 'dislike' })}
      >
        <ThumbDownIcon />
        {t('guest.content.dislike', { count: view.dislikes })}
      </button>
      <span className="content-views">{t('guest.content.views', { count: views })}</span>
      {view.refused && <p role="alert">{t('guest.content.ratingRefused')}</p>}
    </div>
  );
}

/**
 * The album's comments, 5 more at each "show more", and the guest's one comment. The form says
 * why it is closed (commented once, or blocked for comments); a refused text stays in it.
 */
export function AlbumComments() {
  const { t, i18n } = useTranslation();
  const engine = useEngine();
  const ref = useSystemSelector(
    'content',
    (snapshot) => snapshot.children[ALBUM_COMMENTS] as CommentsRef | undefined,
  );
  const view = useSelector(ref, selectAlbumCommentsView);
  const [text, setText] = useState('');
  const fieldId = useId();
  const form = view?.form;
  // The comment is written: the form is closed and empty.
  useEffect(() => {
    if (form === 'commented' || form === 'blocked') setText('');
  }, [form]);
  if (!view) return null;
  const closed = view.form === 'commented' || view.form === 'blocked';
  const sending = view.form === 'sending';
  const problem =
    view.invalid === 'empty'
      ? t('guest.content.commentEmpty')
      : view.invalid === 'tooLong'
        ? t('guest.content.commentTooLong', { max: COMMENT_MAX_LENGTH })
        : view.postFailed
          ? t('guest.content.commentFailed')
          : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    engine.send(ALBUM_COMMENTS, { type: 'ui.comment', text });
  };
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="content-card album-comments" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>{t('guest.content.commentsTitle', { count: view.total })}</h2>
      <form className="album-comment-form" onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>{t('guest.content.commentLabel')}</label>
        <textarea
          id={fieldId}
          rows={3}
          value={closed ? '' : text}
          disabled={closed}
          aria-invalid={problem !== null && !closed}
          aria-describedby={`${fieldId}-note`}
          onChange={(event) => setText(event.target.value)}
        />
        <div id={`${fieldId}-note`} className="album-comment-note">
          {closed ? (
            <p role="status">
              {view.form === 'blocked'
                ? t('guest.content.commentBlocked')
                : t('guest.content.commented')}
            </p>
          ) : (
            problem !== null && (
              <p role="alert" className="form-error">
                {problem}
              </p>
            )
          )}
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={closed || sending}
          aria-busy={sending}
        >
          {sending
            ? t('guest.content.posting')
            : view.loginFirst
              ? t('guest.content.loginToComment')
              : t('guest.content.postComment')}
        </button>
      </form>
      {view.comments.length === 0 ? (
        <p>{t('guest.content.noComments')}</p>
      ) : (
        <ul className="album-comment-list">
          {view.comments.map((comment) => (
            <li key={comment.id}>
              <p className="album-comment-meta">
                {t('guest.content.commentBy', {
                  author: comment.author,
                  date: dateOf(comment.createdAt),
                })}
              </p>
              <p className="album-comment-text">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
      {view.moreFailed && (
        <p role="alert" className="form-error">
          {t('guest.content.moreFailed')}
        </p>
      )}
      {(view.canShowMore || view.loadingMore) && (
        <button
          type="button"
          className="button button-ghost"
          disabled={view.loadingMore}
          aria-busy={view.loadingMore}
          onClick={() => engine.send(ALBUM_COMMENTS, { type: 'ui.showMoreComments' })}
        >
          {view.loadingMore ? t('guest.content.loadingMore') : t('guest.content.showMore')}
        </button>
      )}
    </section>
  );
}
