import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../services/http/serviceError.ts';
import { flushMacrotasks as flush } from '../../src/testing/flush.ts';
import { selectPanel, selectReplyTarget } from './feed.selectors.ts';
import { startFeed } from './feed.testing.ts';
import type { FeedComment } from './feed.types.ts';

const comment = (id: string, name: string): FeedComment => ({
  id,
  conversationId: 'c1',
  parentId: null,
  created: '2026-11-01T10:00:00.000Z',
  isCreator: false,
  tipped: false,
  text: id,
  isReplyToReply: false,
  user: { id: '1', name },
  isOwn: false,
  replies: [],
});

/** A feed with post 1's comments open and loaded (comments a by Anna, b by Bea). */
async function withComments() {
  const feed = startFeed();
  feed.actor.send({ type: 'ui.feedOpened', model: null });
  feed.actor.send({ type: 'ui.commentsOpened', postId: '1' });
  await flush();
  feed.threads[0]?.resolve({
    totalCount: 2,
    nodes: [comment('a', 'Anna'), comment('b', 'Bea')],
    hasMore: false,
  });
  await flush();
  return feed;
}

describe('feed machine: what is open on each post (issue 50 §5)', () => {
  it('keeps one open panel a post, whoever shows it', async () => {
    const { actor } = await withComments();
    const panelOf = (postId: string) => selectPanel(actor.getSnapshot(), postId);
    expect(panelOf('1')).toBe('comments');
    expect(panelOf('2')).toBeNull();
    actor.send({ type: 'ui.tipOpened', postId: '2' });
    expect([panelOf('1'), panelOf('2')]).toEqual(['comments', 'tip']);
    // The tip panel takes the comments' place on the same post, and closes.
    actor.send({ type: 'ui.tipOpened', postId: '1' });
    expect(panelOf('1')).toBe('tip');
    actor.send({ type: 'ui.panelClosed', postId: '1' });
    expect(panelOf('1')).toBeNull();
    expect(panelOf('2')).toBe('tip');
    // A feed opened again starts with every post closed.
    actor.send({ type: 'ui.feedOpened', model: 'lanalove' });
    expect(panelOf('2')).toBeNull();
  });

  it('names the comment replied to from the thread, forgets it once the comment goes', async () => {
    const { actor, acts } = await withComments();
    const target = () => selectReplyTarget(actor.getSnapshot(), '1');
    actor.send({ type: 'ui.replyChosen', postId: '1', commentId: 'b' });
    expect(target()?.user.name).toBe('Bea');
    actor.send({ type: 'ui.replyChosen', postId: '1', commentId: null });
    expect(target()).toBeNull();
    actor.send({ type: 'ui.replyChosen', postId: '1', commentId: 'a' });
    actor.send({ type: 'ui.comment', postId: '1', text: 'hi Anna', replyTo: 'a' });
    await flush();
    expect(acts).toHaveLength(1);
    expect(target()).toBeNull();
    // It could not be sent: the form answers Anna again.
    acts[0]?.reject(new ServiceError('timeout'));
    await flush();
    expect(target()?.id).toBe('a');
    // Closing the comments drops the reply.
    actor.send({ type: 'ui.panelClosed', postId: '1' });
    expect(target()).toBeNull();
  });
});
