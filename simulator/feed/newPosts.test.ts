import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningSimulator } from '../server.ts';
import { Changes } from '../changes.ts';
import { startTestSimulator, tempDir } from '../testing.ts';

// New posts over graphql-ws on the real server: `postPublished` for the feed a client shows.
const dir = tempDir('feed-new-posts-');
let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: dir.path });
}, 120_000);
afterAll(async () => {
  await sim.close();
  dir.remove();
});

const publish = async (body: Record<string, unknown>) =>
  await fetch(`${sim.appUrl}/dev/feed/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('feed service: new posts (postPublished)', () => {
  it('announces a published post to the feeds it belongs to, and it leads the feed', async () => {
    const url = `${sim.appUrl.replace(/^http/, 'ws')}/graphql/feed/subscriptions`;
    const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 });
    const heard: Record<string, unknown[]> = { all: [], photos: [], other: [] };
    const changes = new Changes();
    const listen = (key: string, variables: Record<string, unknown>) =>
      client.subscribe(
        {
          query: `subscription($modelId: ID, $typeGroups: [PostType!]) {
            postPublished(modelId: $modelId, typeGroups: $typeGroups) { postId modelName type } }`,
          variables,
        },
        {
          next: (r) => {
            heard[key]!.push(r.data);
            changes.changed();
          },
          error: () => {},
          complete: () => {},
        },
      );
    const first = (await (
      await fetch(`${sim.appUrl}/graphql/feed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: '{ feed(first: 2) { edges { node { id model { id name } } } } }',
        }),
      })
    ).json()) as {
      data: { feed: { edges: { node: { id: string; model: { id: string; name: string } } }[] } };
    };
    const [a, b] = first.data.feed.edges.map((edge) => edge.node.model);
    const other = a!.id === b!.id ? { id: '1', name: '' } : b!;
    const stops = [
      listen('all', {}),
      listen('photos', { typeGroups: ['photos'] }),
      listen('other', { modelId: other.id }),
    ];
    // Published once the server has run the three subscriptions' subscribe.
    const post = (await (
      await publish({ modelId: a!.name, type: 'text', text: 'Hello', waitForSubscribers: 3 })
    ).json()) as { postId: string; subscribers: number };
    expect(post.subscribers).toBe(3);
    await changes.until(() => heard.all!.length === 1, 'the new post');
    expect(heard.all).toEqual([
      { postPublished: { postId: post.postId, modelName: a!.name, type: 'text' } },
    ]);
    const feed = (await (
      await fetch(`${sim.appUrl}/graphql/feed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ feed(first: 1) { edges { node { id text } } } }' }),
      })
    ).json()) as { data: { feed: { edges: { node: { id: string; text: string } }[] } } };
    expect(feed.data.feed.edges[0]!.node).toEqual({ id: post.postId, text: 'Hello' });
    // The photo feed and the other model's feed did not hear the text post: the first thing each
    // hears (a subscription's events arrive in order) is a photo post of the other model.
    const photo = (await (
      await publish({ modelId: other.id === a!.id ? a!.name : other.name, type: 'photos' })
    ).json()) as { postId: string; modelName: string };
    await changes.until(() => heard.all!.length === 2 && heard.photos!.length > 0, 'the photos');
    const heardPhoto = {
      postPublished: { postId: photo.postId, modelName: photo.modelName, type: 'photos' },
    };
    expect(heard.photos).toEqual([heardPhoto]);
    if (other.id !== a!.id) {
      await changes.until(() => heard.other!.length > 0, "the other model's post");
      expect(heard.other).toEqual([heardPhoto]);
    }
    expect((await publish({ modelId: 'nobody-at-all' })).status).toBe(404);
    stops.forEach((stop) => stop());
    await client.dispose();
  });
});
