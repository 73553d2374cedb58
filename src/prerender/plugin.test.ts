import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './plugin.ts';

describe('scriptsAfterPaint', () => {
  it('gives the app’s entry and its module preloads low priority, and nothing else', () => {
    const head = [
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
      '<script type="module" crossorigin src="/assets/main-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">',
      '<link rel="modulepreload" crossorigin="" href="/assets/b-1.js">',
      '<link rel="modulepreload" fetchpriority="high" href="/assets/c-1.js">',
      '<link rel="preload" as="image" fetchpriority="high" href="/media/a.webp">',
    ].join('\n');
    expect(scriptsAfterPaint(head).split('\n')).toEqual([
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin="" href="/assets/b-1.js">',
      // A priority the build set on purpose stays.
      '<link rel="modulepreload" fetchpriority="high" href="/assets/c-1.js">',
      '<link rel="preload" as="image" fetchpriority="high" href="/media/a.webp">',
    ]);
  });
});
