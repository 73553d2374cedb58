import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ServiceError } from '../../services/http/serviceError.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { selectAlbumCommentsView } from './album.selectors.ts';
import { albumComments, albumFacts, albumRequest, startBesideGate } from './album.testing.ts';
import {
  COMMENT_MAX_LENGTH,
  type AlbumFacts,
  type CommentsCall,
  type CommentsPage,
  type PostCommentCall,
  type PostedComment,
} from './album.types.ts';
import {
  ALBUM_COMMENTS,
  albumCommentsMachine,
  commentProblem,
  type AlbumCommentsEvent,
} from './albumComments.machine.ts';

interface Options {
  allowed?: boolean;
  isLoggedIn?: boolean;
  blocked?: boolean;
  album?: Partial<AlbumFacts>;
  load?: (call: CommentsCall) => Promise<CommentsPage>;
  post?: (call: PostCommentCall) => Promise<PostedComment>;
}

function start(options: Options = {}) {
  const loaded: CommentsCall[] = [];
  const posted: PostCommentCall[] = [];
  const logic = albumCommentsMachine.provide({
    actors: {
      loadComments: fromPromise<CommentsPage, CommentsCall>(async ({ input }) => {
        loaded.push(input);
        if (options.load) return options.load(input);
        return { comments: albumComments(2), total: 7 };
      }),
      postComment: fromPromise<PostedComment, PostCommentCall>(async ({ input }) => {
        posted.push(input);
        if (options.post) return options.post(input);
        const comment = { id: 8, author: 'You', text: input.text, createdAt: '2026-01-11' };
        return { comment, total: 8 };
      }),
    },
  });
  const { asked, actor } = startBesideGate(
    logic,
    ALBUM_COMMENTS,
    {
      request: albumRequest,
      albumId: 6201,
      album: albumFacts(options.album),
      isLoggedIn: options.isLoggedIn ?? true,
      blocked: options.blocked ?? false,
    },
    { allowed: options.allowed ?? true },
  );
  const snapshot = () => actor.getSnapshot();
  return {
    asked,
    loaded,
    posted,
    send: (event: AlbumCommentsEvent) => actor.send(event),
    view: () => selectAlbumCommentsView(snapshot())!,
    snapshot,
  };
}

describe('album comments', () => {
  it('shows the first 5 and reads the next 5 by offset until all are there', async () => {
    const c = start();
    expect(c.view()).toMatchObject({ total: 7, canShowMore: true, form: 'open' });
    expect(c.view().comments.map((each) => each.id)).toEqual([7, 6, 5, 4, 3]);
    c.send({ type: 'ui.showMoreComments' });
    expect(c.view()).toMatchObject({ loadingMore: true, canShowMore: false });
    await flushMacrotasks();
    expect(c.loaded).toEqual([{ request: albumRequest, albumId: 6201, limit: 5, offset: 5 }]);
    expect(c.view().comments.map((each) => each.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(c.view()).toMatchObject({ canShowMore: false, loadingMore: false });
    c.send({ type: 'ui.showMoreComments' });
    expect(c.loaded).toHaveLength(1);
  });

  it('keeps the shown comments when the next ones cannot be read, and tries again', async () => {
    const c = start({ load: async () => Promise.reject(new ServiceError('network')) });
    c.send({ type: 'ui.showMoreComments' });
    await flushMacrotasks();
    expect(c.view()).toMatchObject({ moreFailed: true, canShowMore: true });
    expect(c.view().comments).toHaveLength(5);
  });

  it('writes once: the comment comes first and the form closes with the reason', async () => {
    const c = start();
    c.send({ type: 'ui.comment', text: '  Lovely light!  ' });
    expect(c.view().form).toBe('sending');
    await flushMacrotasks();
    expect(c.posted).toEqual([{ request: albumRequest, albumId: 6201, text: 'Lovely light!' }]);
    expect(c.view()).toMatchObject({ form: 'commented', total: 8, text: '' });
    expect(c.view().comments[0]).toMatchObject({ id: 8, text: 'Lovely light!' });
    // The second try is refused: nothing is sent.
    expect(c.snapshot().can({ type: 'ui.comment', text: 'Again' })).toBe(false);
    c.send({ type: 'ui.comment', text: 'Again' });
    await flushMacrotasks();
    expect(c.posted).toHaveLength(1);
  });

  it('refuses an empty or too long text here, keeps it, and sends nothing', () => {
    const c = start();
    c.send({ type: 'ui.comment', text: '   ' });
    expect(c.view()).toMatchObject({ form: 'open', invalid: 'empty', text: '   ' });
    const long = 'x'.repeat(COMMENT_MAX_LENGTH + 1);
    c.send({ type: 'ui.comment', text: long });
    expect(c.view()).toMatchObject({ form: 'open', invalid: 'tooLong', text: long });
    expect(c.posted).toEqual([]);
    expect(c.asked).toEqual([]);
    expect(commentProblem('x'.repeat(COMMENT_MAX_LENGTH))).toBeNull();
  });

  it('keeps the text with an error line when the comment cannot be sent', async () => {
    const c = start({ post: async () => Promise.reject(new ServiceError('http_500')) });
    c.send({ type: 'ui.comment', text: 'Hello' });
    await flushMacrotasks();
    expect(c.view()).toMatchObject({ form: 'open', postFailed: true, text: 'Hello' });
  });

  it('a guest who commented already, or is blocked, finds the form closed with its reason', () => {
    expect(start({ album: { canComment: false } }).view().form).toBe('commented');
    expect(start({ blocked: true, album: { canComment: false } }).view().form).toBe('blocked');
  });

  it('the server’s refusals close the form: 403 blocked, 409 commented elsewhere', async () => {
    const blocked = start({ post: async () => Promise.reject(new ServiceError('http_403')) });
    blocked.send({ type: 'ui.comment', text: 'Hello' });
    await flushMacrotasks();
    expect(blocked.view().form).toBe('blocked');
    const twice = start({ post: async () => Promise.reject(new ServiceError('http_409')) });
    twice.send({ type: 'ui.comment', text: 'Hello' });
    await flushMacrotasks();
    expect(twice.view().form).toBe('commented');
  });

  it('a visitor is sent to the login by the gate, and the comment is sent once it succeeds', async () => {
    const c = start({ allowed: false, isLoggedIn: false, album: { canComment: false } });
    expect(c.view().form).toBe('open');
    c.send({ type: 'ui.comment', text: 'Hi there' });
    // The comment goes with the ask as the act a visitor's login keeps over its reload.
    expect(c.asked).toEqual([
      {
        type: 'gate.ask',
        action: 'favorite',
        replyTo: 'content.albumComments',
        ticket: 'albumComment',
        openFlow: true,
        loginAction: {
          type: 'resumeAct',
          params: {
            act: {
              client: 'content.albumComments',
              name: 'comment',
              target: 'album:6201',
              data: { text: 'Hi there' },
            },
          },
        },
      },
    ]);
    expect(c.snapshot().matches({ form: 'waitingForFlow' })).toBe(true);
    expect(c.view()).toMatchObject({ form: 'open', text: 'Hi there' });
    c.send({ type: 'gate.resumed', action: 'favorite', ticket: 'albumComment', success: true });
    await flushMacrotasks();
    expect(c.posted.map((call) => call.text)).toEqual(['Hi there']);
    expect(c.view().form).toBe('commented');
  });

  it("after the login's reload, the comment the visitor wrote is handed back and posted; another act or none posts nothing", async () => {
    const act = (name: string, text: string, shouldOpen = true) =>
      ({
        type: 'payTour.actTaken',
        act: { client: ALBUM_COMMENTS, name, target: 'album:6201', data: { text } },
        shouldOpen,
      }) as const;
    const none = start();
    none.send({ type: 'payTour.actTaken', act: null, shouldOpen: false });
    none.send(act('buy', 'Hi there'));
    none.send(act('comment', '   '));
    expect(none.asked).toEqual([]);
    expect(none.view()).toMatchObject({ form: 'open' });

    const kept = start();
    kept.send(act('comment', 'Hi there', false));
    // Not to be carried out: back in the form, nothing asked.
    expect(kept.asked).toEqual([]);
    expect(kept.view()).toMatchObject({ form: 'open', text: 'Hi there' });

    const resumed = start();
    resumed.send(act('comment', 'Hi there'));
    await flushMacrotasks();
    expect(resumed.posted.map((call) => call.text)).toEqual(['Hi there']);
    expect(resumed.view().form).toBe('commented');
  });
});
