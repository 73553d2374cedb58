import { bodyText, urlText } from './fetchCalls.ts';

/** A guest's request facts for a query-service call in a unit test. */
export const QUERY_SERVICE_REQUEST = {
  restBaseUrl: 'http://r.test/rest/v1',
  queryServiceUrl: 'http://q.test/graphql/query',
  ver: 'v1',
  language: 'en' as const,
  accessToken: 'tok',
};

/** What a query-service call sent: its URL, its bearer, its operation's name and its variables. */
interface SentOperation {
  url: string;
  authorization: string | null;
  operation: string;
  variables: unknown;
}

/**
 * A fetch that answers each query-service call with the next reply (a GraphQL body) and keeps
 * what each call sent, for the services' unit tests.
 *
 * @example
 * const { sent, impl } = queryServiceFetch({ data: { freeChatDuration: 30 } });
 */
export function queryServiceFetch(...replies: unknown[]) {
  const sent: SentOperation[] = [];
  const impl: typeof fetch = (url, init) => {
    const body = JSON.parse(bodyText(init)) as { query: string; variables: unknown };
    sent.push({
      url: urlText(url),
      authorization: new Headers(init?.headers).get('authorization'),
      // `query Name(…`, `mutation Name(…`, or `query Name {…`: the keyword and the name.
      operation: body.query.split(/[({]/)[0]?.trim() ?? '',
      variables: body.variables,
    });
    return Promise.resolve(
      new Response(JSON.stringify(replies.shift()), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { sent, impl };
}
