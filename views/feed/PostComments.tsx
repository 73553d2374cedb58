import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectCommentsLoading,
  selectReplyTarget,
  selectThread,
  selectUnsentComment,
} from '../../machines/feed/feed.selectors.ts';
import type { FeedComment, FeedPost } from '../../machines/feed/feed.types.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { commentField, draftOf, useFieldDraft } from './fieldDraft.ts';
import { useKeptFocus } from './keptFocus.tsx';

/**
 * A post's comments, 5 at a time, with replies (and replies to replies); the guest writes,
 * replies and deletes their own. The thread and the comment replied to are the feed machine's;
 * the form only keeps its text, and a comment that could not be sent comes back into it with the
 * failure said (issue 51 §7).
 */
export function PostComments({ post, id }: { post: FeedPost; id: string }) {
  const { t } = useTranslation();
  const send = useSend('feed');
  const thread = useSystemSelector('feed', (snapshot) => selectThread(snapshot, post.id));
  const loading = useSystemSelector('feed', (snapshot) => selectCommentsLoading(snapshot, post.id));
  const fieldName = commentField(post.id);
  const [text, write] = useFieldDraft(fieldName);
  const replyTo = useSystemSelector('feed', (snapshot) => selectReplyTarget(snapshot, post.id));
  const reply = (commentId: string | null) =>
    send({ type: 'ui.replyChosen', postId: post.id, commentId });
  const unsent = useSystemSelector('feed', (snapshot) => selectUnsentComment(snapshot, post.id));
  // Focused when its post was mounted again (the grid taking over): focused again, caret in place.
  const field = useRef<HTMLTextAreaElement>(null);
  useKeptFocus(field);
  const inputId = useId();
  const noteId = `${inputId}-note`;
  // The comment failed: its text goes back into the field (unless the guest wrote another); the
  // feed chose the comment it answered again.
  useEffect(() => {
    if (!unsent || draftOf(fieldName).trim()) return;
    write(unsent.text);
  }, [unsent, fieldName, write]);
  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    send({
      type: 'ui.comment',
      postId: post.id,
      text: trimmed,
      replyTo: replyTo?.id ?? null,
    });
    write('');
  };
  return (
    <section
      id={id}
      className="feed-comments"
      aria-label={t('feed.commentsOf', { name: post.model.name })}
    >
      {thread && thread.nodes.length > 0 ? (
        <ul className="feed-comment-list">
          {thread.nodes.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onReply={reply}
              onDelete={(commentId) =>
                send({ type: 'ui.deleteComment', postId: post.id, commentId })
              }
            />
          ))}
        </ul>
      ) : thread && !loading ? (
        <p className="feed-muted">{t('feed.noComments')}</p>
      ) : null}
      {loading ? (
        <p role="status" className="feed-muted">
          {t('feed.loadingComments')}
        </p>
      ) : thread?.hasMore ? (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => send({ type: 'ui.moreComments', postId: post.id })}
        >
          {t('feed.moreComments')}
        </button>
      ) : null}
      <form
        className="feed-comment-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId}>
          {replyTo ? t('feed.replyTo', { name: replyTo.user.name }) : t('feed.comment')}
        </label>
        <textarea
          ref={field}
          id={inputId}
          data-kept-focus={fieldName}
          rows={2}
          maxLength={2000}
          value={text}
          aria-invalid={unsent !== null}
          aria-describedby={unsent ? noteId : undefined}
          onChange={(event) => write(event.target.value)}
        />
        {unsent ? (
          <p id={noteId} role="alert" className="form-error">
            {t('feed.commentFailed')}
          </p>
        ) : null}
        <div className="feed-comment-buttons">
          {replyTo ? (
            <button type="button" className="button button-ghost" onClick={() => reply(null)}>
              {t('feed.cancelReply')}
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={!text.trim()}>
            {t('feed.send')}
          </button>
        </div>
      </form>
    </section>
  );
}

function CommentItem({
  comment,
  onReply,
  onDelete,
}: {
  comment: FeedComment;
  onReply: (commentId: string) => void;
  onDelete: (commentId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="feed-comment" data-comment-id={comment.id}>
      <p>
        <strong>{comment.user.name}</strong>
        {comment.isCreator ? (
          <span className="feed-creator"> · {t('feed.creator')}</span>
        ) : null}{' '}
        <span>{comment.text}</span>
      </p>
      <div className="feed-comment-buttons">
        <button
          type="button"
          className="feed-link-button"
          aria-label={t('feed.replyTo', { name: comment.user.name })}
          onClick={() => onReply(comment.id)}
        >
          {t('feed.reply')}
        </button>
        {comment.isOwn ? (
          <button type="button" className="feed-link-button" onClick={() => onDelete(comment.id)}>
            {t('feed.delete')}
          </button>
        ) : null}
      </div>
      {comment.replies.length > 0 ? (
        <ul className="feed-comment-list feed-replies">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} onReply={onReply} onDelete={onDelete} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
