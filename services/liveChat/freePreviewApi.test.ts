import { describe, expect, it } from 'vitest';
import {
  QUERY_SERVICE_REQUEST as request,
  queryServiceFetch,
} from '../testing/queryServiceFetch.ts';
import { createFreePreviewApi } from './freePreviewApi.ts';

describe('the free preview calls', () => {
  it("init answers the preview's seconds for her, decline the seconds left after it", async () => {
    const { sent, impl } = queryServiceFetch(
      { data: { freePreviewInit: { seconds: 5 } } },
      { data: { freePreviewDecline: { seconds: 0 } } },
    );
    const api = createFreePreviewApi(impl);
    expect(await api.init({ request, actorId: 3101 })).toBe(5);
    expect(await api.decline({ request, actorId: 3101 })).toBe(0);
    expect(sent.map((each) => each.operation)).toEqual([
      'mutation FreePreviewInit',
      'mutation FreePreviewDecline',
    ]);
    expect(sent.map((each) => each.variables)).toEqual([{ actorId: 3101 }, { actorId: 3101 }]);
  });

  it('fails negative seconds or an answer to the other mutation as an invalid reply', async () => {
    const { impl } = queryServiceFetch(
      { data: { freePreviewInit: { seconds: -1 } } },
      { data: { freePreviewInit: { seconds: 3 } } },
    );
    const api = createFreePreviewApi(impl);
    await expect(api.init({ request, actorId: 1 })).rejects.toMatchObject({
      code: 'invalid_reply',
    });
    await expect(api.decline({ request, actorId: 1 })).rejects.toMatchObject({
      code: 'invalid_reply',
    });
  });
});
