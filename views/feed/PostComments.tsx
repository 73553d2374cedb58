import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectCommentsLoading,
  selectThread,
  selectUnsentComment,
} from '../../machines/feed/feed.selectors.ts';
import type { FeedComment, FeedPost } from '../../machines/feed/feed.types.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';

interface ReplyTarget {
  id: string;
  name: string;
}

/**
 * A post's comments, 5 at a time, with replies (and replies to replies); the guest writes,
 * replies and deletes their own. The thread is the feed machine's; the form only keeps its text,
 * and a comment that could not be sent comes back into it with the failure said (issue 51 §7).
 */
export function PostComments({ post, id }: { post: FeedPost; id: string }) {
  const { t } = useTranslation();
  const send = useSend('feed');
  const thread = useSystemSelector('feed', (snapshot) => selectThread(snapshot, post.id));
  const loading = useSystemSelector('feed', (snapshot) => selectCommentsLoading(snapshot, post.id));
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const unsent = useSystemSelector('feed', (snapshot) => selectUnsentComment(snapshot, post.id));
  const inputId = useId();
  const noteId = `${inputId}-note`;
  // The comment failed: its text goes back into the field (unless the guest wrote another).
  useEffect(() => {
    if (!unsent) return;
    setText((typed) => (typed.trim() ? typed : unsent.text));
    const target = unsent.replyTo === null ? undefined : findComment(thread?.nodes, unsent.replyTo);
    if (target) setReplyTo({ id: target.id, name: target.user.name });
    // Only a new failure brings the text back, not a thread that changed meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unsent]);
  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    send({
      type: 'ui.comment',
      postId: post.id,
      text: trimmed,
      replyTo: replyTo?.id ?? null,
    });
    setText('');
    setReplyTo(null);
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
              onReply={setReplyTo}
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
          {replyTo ? t('feed.replyTo', { name: replyTo.name }) : t('feed.comment')}
        </label>
        <textarea
          id={inputId}
          rows={2}
          maxLength={2000}
          value={text}
          aria-invalid={unsent !== null}
          aria-describedby={unsent ? noteId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {unsent ? (
          <p id={noteId} role="alert" className="form-error">
            {t('feed.commentFailed')}
          </p>
        ) : null}
        <div className="feed-comment-buttons">
          {replyTo ? (
            <button type="button" className="button button-ghost" onClick={() => setReplyTo(null)}>
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
  onReply: (target: ReplyTarget) => void;
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
          onClick={() => onReply({ id: comment.id, name: comment.user.name })}
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

/** The comment with this id in a thread, replies included. */
function findComment(
  nodes: readonly FeedComment[] | undefined,
  id: string,
): FeedComment | undefined {
  for (const node of nodes ?? []) {
    const found = node.id === id ? node : findComment(node.replies, id);
    if (found) return found;
  }
  return undefined;
}
