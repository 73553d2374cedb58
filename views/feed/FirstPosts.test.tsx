import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { post } from '../../machines/feed/feed.testing.ts';
import type { FeedPost } from '../../machines/feed/feed.types.ts';
import { feedFeature } from '../../src/engine/features/feed.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, lazyPatched, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { FIRST_POSTS, FirstPosts } from './FirstPosts.tsx';

// Rendered on the server (effects do not run): what the feed paints before the tile grid loads,
// from the real feed domain on the demo engine, its posts answered by `answer`.

type Answer = { items: FeedPost[]; hasMore: boolean } | 'hang';

async function feedAnswering(answer: Answer): Promise<DemoView> {
  const demo = await demoView({
    services: lazyPatched(feedFeature, (services) => ({
      ...services,
      fetchPage: () =>
        answer === 'hang'
          ? new Promise<never>(() => {})
          : Promise.resolve({ ...answer, nextCursor: answer.hasMore ? 'next' : null }),
    })),
  });
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'feed' });
  await demo.settle();
  demo.engine.send('feed', { type: 'ui.feedOpened', model: null });
  await demo.settle();
  return demo;
}

const render = (demo: DemoView) =>
  demo.render(
    <FirstPosts
      list="feed.list"
      label="Posts"
      rows={createRef<HTMLDivElement>()}
      rowHeight={520}
      renderPost={(item, index) => <span>{`post ${item.id} at ${index}`}</span>}
      onVisible={() => {}}
      onWanted={() => {}}
    />,
  );

describe('the feed’s first posts, before the tile grid', () => {
  beforeEach(() => initI18n('en'));
  afterEach(stopDemoViews);

  it('shows busy skeleton rows while the first page loads, and no post', async () => {
    const html = render(await feedAnswering('hang'));
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/feed-first-skeleton/g)).toHaveLength(2);
    expect(html).not.toContain('post ');
  });

  it('shows only the first five posts of a longer page, in order, each with its place in the list', async () => {
    const items = Array.from({ length: 8 }, (_, index) => post(`p${index}`));
    const html = render(await feedAnswering({ items, hasMore: true }));
    expect(html).not.toContain('aria-busy');
    const shown = [...html.matchAll(/post (p\d) at (\d)/g)].map((match) => match[1]);
    expect(shown).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(shown).toHaveLength(FIRST_POSTS);
    expect(html.match(/aria-posinset="(\d)"/g)).toEqual(
      [1, 2, 3, 4, 5].map((place) => `aria-posinset="${place}"`),
    );
    expect(html).toContain('data-id="p4"');
    expect(html).not.toContain('data-id="p5"');
  });
});
