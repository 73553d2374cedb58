import { feedGraphql } from '../graphql/tada.ts';

/** The feed service's documents (seed 001 §7), checked against its SDL (schema.test.ts). */

const POST_FIELDS = feedGraphql(`
  fragment PostFields on Post {
    id published type feedType pinned title text views likes paidContent priceCoins mediaCount
    model { id name online avatar }
    tippingGoal { goalCoins tipsSumCoins progressPercent achieved }
    guestState { liked viewed following bought }
    comments(first: 0) { totalCount }
    clip { id length ratio avsRequired sources { label src type } poster }
    photos { id url srcSet avsRequired }
  }
`);

const COMMENT_FIELDS = feedGraphql(`
  fragment CommentFields on Comment {
    id conversationId parentId created isCreator tipped text isReplyToReply isOwn
    user { id name }
  }
`);

export const FEED = feedGraphql(
  `
  query Feed($modelId: ID, $typeGroups: [PostType!], $follows: Boolean, $bought: Boolean,
    $liked: Boolean, $commented: Boolean, $mode: String, $first: Int, $after: String,
    $language: String) {
    feed(modelId: $modelId, typeGroups: $typeGroups, follows: $follows, bought: $bought,
      liked: $liked, commented: $commented, mode: $mode, first: $first, after: $after,
      language: $language) {
      pageInfo { hasNextPage endCursor }
      edges { cursor node { ...PostFields } }
    }
  }
`,
  [POST_FIELDS],
);

export const POSTS_BY_IDS = feedGraphql(
  `
  query PostsByIds($postIds: [ID!]!) { postsByIds(postIds: $postIds) { ...PostFields } }
`,
  [POST_FIELDS],
);

/** The guest's bought feed content: the mediathek's feed section (seed 001 §3, §7). */
export const BOUGHT_CONTENT = feedGraphql(`
  query BoughtContent($guestId: ID!) {
    boughtContentGuest(guestId: $guestId) {
      photos { id url srcSet avsRequired }
      clips { id length ratio avsRequired sources { label src type } poster }
    }
  }
`);

export const FEED_TOTALS = feedGraphql(`
  query FeedTotals($modelId: ID) {
    feedTotalCounts(modelId: $modelId) { totalCount clips photos texts liked commented }
  }
`);

/** Three levels: a comment, its replies, and replies to replies (isReplyToReply). */
export const POST_COMMENTS = feedGraphql(
  `
  query PostComments($postId: ID!, $first: Int) {
    post(postId: $postId) {
      comments(first: $first) {
        totalCount hasMore
        nodes { ...CommentFields replies { ...CommentFields replies { ...CommentFields
          replies { ...CommentFields } } } }
      }
    }
  }
`,
  [COMMENT_FIELDS],
);

export const VIEWED_POST = feedGraphql(`
  mutation ViewedPost($postId: ID!, $context: String) { viewedPost(postId: $postId, context: $context) }
`);

export const LIKE_POST = feedGraphql(
  `
  mutation LikePost($postId: ID!, $context: String) {
    likePost(postId: $postId, context: $context) { ...PostFields }
  }
`,
  [POST_FIELDS],
);

export const UNLIKE_POST = feedGraphql(
  `
  mutation UnlikePost($postId: ID!) { unlikePost(postId: $postId) { ...PostFields } }
`,
  [POST_FIELDS],
);

export const COMMENT_POST = feedGraphql(
  `
  mutation CommentPost($postId: ID!, $text: String!, $repliesToCommentId: ID) {
    commentPost(postId: $postId, text: $text, repliesToCommentId: $repliesToCommentId) {
      ...CommentFields replies { ...CommentFields }
    }
  }
`,
  [COMMENT_FIELDS],
);

export const DELETE_COMMENT = feedGraphql(`
  mutation DeleteComment($commentID: ID!) { deleteComment(commentID: $commentID) }
`);

export const BUY_POST = feedGraphql(
  `
  mutation BuyPost($postId: ID!) { buyPost(postId: $postId) { success post { ...PostFields } } }
`,
  [POST_FIELDS],
);

export const TIP_POST = feedGraphql(
  `
  mutation TipPost($postId: ID!, $amount: Float, $amountCoins: Int!, $idempotencyKey: String) {
    tipPost(
      postId: $postId
      amount: $amount
      amountCoins: $amountCoins
      idempotencyKey: $idempotencyKey
    ) {
      success post { ...PostFields }
    }
  }
`,
  [POST_FIELDS],
);

export const FEED_DOCUMENTS = {
  FEED,
  FEED_TOTALS,
  BOUGHT_CONTENT,
  POSTS_BY_IDS,
  POST_COMMENTS,
  VIEWED_POST,
  LIKE_POST,
  UNLIKE_POST,
  COMMENT_POST,
  DELETE_COMMENT,
  BUY_POST,
  TIP_POST,
};
