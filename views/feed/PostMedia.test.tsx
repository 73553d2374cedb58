import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../machines/feed/feed.testing.ts';
import type { FeedPhoto } from '../../machines/feed/feed.types.ts';
import { i18n, initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews } from '../testing/demoEngineView.tsx';
import { eagerPhoto, PostMedia } from './PostMedia.tsx';

const photo = (id: string): FeedPhoto => ({
  id,
  url: `https://media.test/${id}.jpg`,
  srcSet: `https://media.test/${id}-320.jpg 320w, https://media.test/${id}-640.jpg 640w`,
  avsRequired: false,
});

/** Each rendered picture's URL with its loading and fetch priority. */
async function pictures(first: boolean | undefined) {
  const demo = await demoView();
  const withPhotos = post('p1', { photos: [photo('a'), photo('b'), photo('c')] });
  const html = demo.render(
    first === undefined ? (
      <PostMedia post={withPhotos} t={i18n.t} />
    ) : (
      <PostMedia post={withPhotos} t={i18n.t} first={first} />
    ),
  );
  return [...html.matchAll(/<img [^>]*>/g)].map(([img]) => ({
    src: /src="([^"]+)"/.exec(img)?.[1],
    loading: /loading="(\w+)"/.exec(img)?.[1],
    priority: /fetchPriority="(\w+)"/i.exec(img)?.[1],
  }));
}

afterEach(stopDemoViews);

describe('PostMedia', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('loads only the first photo of the first post at once, with high priority', async () => {
    expect(await pictures(true)).toEqual([
      { src: 'https://media.test/a-640.jpg', loading: 'eager', priority: 'high' },
      { src: 'https://media.test/b-640.jpg', loading: 'lazy', priority: 'auto' },
      { src: 'https://media.test/c-640.jpg', loading: 'lazy', priority: 'auto' },
    ]);
  });

  it.each([false, undefined])(
    'keeps every photo of a later post lazy (first: %s)',
    async (first) => {
      const shown = await pictures(first);
      expect(shown).toHaveLength(3);
      for (const picture of shown)
        expect(picture).toMatchObject({ loading: 'lazy', priority: 'auto' });
    },
  );

  it('chooses by the post and the photo', () => {
    expect(eagerPhoto(true, 0)).toBe(true);
    expect(eagerPhoto(true, 1)).toBe(false);
    expect(eagerPhoto(false, 0)).toBe(false);
  });
});
