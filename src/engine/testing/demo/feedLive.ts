import type { FeedLiveServices } from '../../features/feedLive.ts';

/**
 * Demo (tests, tools): connects at once and then emits one change per post, so a machine sees the
 * same kinds of facts as live.
 */
export function demoFeedLiveServices(): FeedLiveServices {
  return {
    feedLive: ({ input, emit }) => {
      emit({ type: 'push.feedLive.connecting', retry: false });
      emit({ type: 'push.feedLive.connected' });
      for (const postId of input.postIds)
        emit({
          type: 'push.postUpdated',
          postId,
          likes: 1,
          commentsTotal: 0,
          tipsSum: 0,
          tipsProgress: null,
        });
      return () => {};
    },
    // Demo: connected, and no post is ever published.
    feedNews: ({ emit }) => {
      emit({ type: 'push.feedNews.connecting', retry: false });
      emit({ type: 'push.feedNews.connected' });
      return () => {};
    },
  };
}
