import { describe, expect, it } from 'vitest';
import { codeOf } from '../testing/codeOf.ts';
import {
  QUERY_SERVICE_REQUEST as request,
  queryServiceFetch,
} from '../testing/queryServiceFetch.ts';
import { createAlbumViewsApi } from './albumViewsApi.ts';

describe('the album view call', () => {
  it("records the guest's view of the album and answers its views now", async () => {
    const { sent, impl } = queryServiceFetch({
      data: { recordAlbumView: { albumId: 6201, views: 12 } },
    });
    expect(await createAlbumViewsApi(impl).record({ request, albumId: 6201 })).toEqual({
      albumId: 6201,
      views: 12,
    });
    expect(sent).toMatchObject([
      {
        authorization: 'Bearer tok',
        operation: 'mutation RecordAlbumView',
        variables: { albumId: 6201 },
      },
    ]);
  });

  it('fails negative views as an invalid reply, and a GraphQL error by its code', async () => {
    const { impl } = queryServiceFetch(
      { data: { recordAlbumView: { albumId: 6201, views: -1 } } },
      { errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] },
    );
    const api = createAlbumViewsApi(impl);
    expect(await codeOf(api.record({ request, albumId: 6201 }))).toBe('invalid_reply');
    expect(await codeOf(api.record({ request, albumId: 6201 }))).toBe('NOT_FOUND');
  });
});
