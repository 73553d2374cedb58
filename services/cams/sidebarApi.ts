import * as z from 'zod/mini';
import {
  TOP_CAM_TYPES,
  type Interview,
  type InterviewsQuery,
  type SidebarEntry,
  type SidebarQuery,
} from '../../machines/cams/cams.types.ts';
import type { FetchPageInput, FetchPageOutput } from '../../machines/list/list.types.ts';
import { graphqlRequest, type GraphqlContext } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { safeImageUrl } from '../http/safeUrl.ts';

/** The sidebar's and the interviews' documents (services/graphql/schema/query/sidebar.graphql). */
const DOCUMENTS = {
  sidebar: queryGraphql(`query Sidebar {
    sidebar { kind list topType categoryId categorySlug categoryName online }
  }`),
  interviews: queryGraphql(`query Interviews($first: Int, $offset: Int) {
    interviews(first: $first, offset: $offset) {
      total
      items { id title teaser published actor { id name slug avatarUrl } }
    }
  }`),
};

const count = z.int().check(z.nonnegative());
const sidebarReply = z.object({
  sidebar: z.array(
    z.object({
      kind: z.string(),
      list: z.nullable(z.string()),
      topType: z.nullable(z.string()),
      categoryId: z.nullable(z.int()),
      categorySlug: z.nullable(z.string()),
      categoryName: z.nullable(z.string()),
      online: count,
    }),
  ),
});
const interviewsReply = z.object({
  interviews: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.int(),
        title: z.string(),
        teaser: z.string(),
        published: z.string(),
        actor: z.object({
          id: z.int(),
          name: z.string(),
          slug: z.string(),
          avatarUrl: safeImageUrl,
        }),
      }),
    ),
  }),
});

type RawEntry = z.infer<typeof sidebarReply>['sidebar'][number];
const LISTS = ['cams', 'newGirls', 'freeChat'] as const;

/** A sidebar entry the client knows; one of a kind it does not know is left out, not an error. */
function entryOf(raw: RawEntry): SidebarEntry | null {
  const { online } = raw;
  if (raw.kind === 'list') {
    const list = LISTS.find((each) => each === raw.list);
    return list ? { id: `list:${list}`, kind: 'list', list, online } : null;
  }
  if (raw.kind === 'top') {
    const type = TOP_CAM_TYPES.find((each) => each === raw.topType);
    return type ? { id: `top:${type}`, kind: 'top', type, online } : null;
  }
  if (raw.kind === 'category' && raw.categorySlug && raw.categoryName)
    return {
      id: `category:${raw.categorySlug}`,
      kind: 'category',
      slug: raw.categorySlug,
      name: raw.categoryName,
      online,
    };
  return null;
}

const contextOf = ({ request }: SidebarQuery | InterviewsQuery): GraphqlContext => ({
  url: request.queryServiceUrl,
  language: request.language,
  ver: request.ver,
  accessToken: request.accessToken,
});

/**
 * The cams sidebar and the performer interviews on the query service (seed 001 §7 `sidebar`,
 * `interviews`; decision 0031), each a page of a list (the sidebar is one page).
 *
 * @example
 * const api = createSidebarApi(fetch);
 * const { items } = await api.sidebar({ query, limit: 100, offset: 0, cursor: null, requestId: 1 }, signal);
 */
export function createSidebarApi(fetchImpl: typeof fetch) {
  return {
    async sidebar(
      input: FetchPageInput<SidebarQuery>,
      signal: AbortSignal,
    ): Promise<FetchPageOutput<SidebarEntry>> {
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(input.query),
        DOCUMENTS.sidebar,
        {},
        sidebarReply,
        { signal },
      );
      const items = reply.sidebar.flatMap((raw) => entryOf(raw) ?? []);
      return { items, hasMore: false };
    },
    async interviews(
      input: FetchPageInput<InterviewsQuery>,
      signal: AbortSignal,
    ): Promise<FetchPageOutput<Interview>> {
      const reply = await graphqlRequest(
        fetchImpl,
        contextOf(input.query),
        DOCUMENTS.interviews,
        { first: input.limit, offset: input.offset },
        interviewsReply,
        { signal },
      );
      return { total: reply.interviews.total, items: reply.interviews.items };
    },
  };
}
