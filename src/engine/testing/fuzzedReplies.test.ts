import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, Snapshot } from 'xstate';
import { fuzzFetch, recipeArbitrary, type Recipe } from '../../../services/testing/fuzzReplies.ts';
import { lazyServices } from '../domains/feature.ts';
import { camsFeature } from '../features/cams.ts';
import { contestsFeature } from '../features/contests.ts';
import type { LiveDeps } from '../features/deps.ts';
import { videosFeature } from '../features/videos.ts';
import { startDemoEngine } from './demoEngine.ts';
import { demoLazyServices } from './demo/index.ts';
import { flushMacrotasks } from '../../testing/flush.ts';

// The real request helpers, noting each request's reply schema for the fuzz harness.
vi.mock('../../../services/http/rest.ts', async (real) =>
  (await import('../../../services/testing/schemaCapture.ts')).captureRest(await real()),
);
vi.mock('../../../services/graphql/client.ts', async (real) =>
  (await import('../../../services/testing/schemaCapture.ts')).captureGraphql(await real()),
);

const flush = (times = 5) => flushMacrotasks(times);

/** Every actor of the system below `ref`, with its system path, the root first. */
function actorsBelow(ref: AnyActorRef, path = 'app'): [string, AnyActorRef][] {
  const children = (ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> })
    .children;
  return [
    [path, ref],
    ...Object.entries(children ?? {}).flatMap(([id, child]) =>
      child ? actorsBelow(child, `${path}/${id}`) : [],
    ),
  ];
}

/**
 * The real app system on demo services, but the cams, videos and contests domains on their live
 * services over a fetch that answers every request with `recipe` (issue 23 §9).
 */
async function fuzzedApp(recipe: Recipe, requests: string[]) {
  const answer = fuzzFetch(recipe);
  const deps = {
    fetch: ((url: string | URL, init?: RequestInit) => {
      requests.push(new URL(String(url)).pathname);
      return answer(url, init);
    }) as typeof fetch,
    logger: { log: () => {} },
  } as unknown as LiveDeps;
  const fuzzed = new Set<unknown>([camsFeature, videosFeature, contestsFeature]);
  const { engine, time } = await startDemoEngine({
    record: false,
    services: (demo) => ({
      ...demo,
      lazy: lazyServices((feature) =>
        fuzzed.has(feature) ? feature.live(deps) : demoLazyServices(feature),
      ),
    }),
  });
  engine.send('cams', {
    type: 'ui.listShown',
    list: { kind: 'cams' },
    filters: { genders: [], types: [] },
  });
  engine.send('cams', { type: 'ui.homeShown' });
  engine.send('cams', { type: 'ui.showsShown' });
  engine.send('videos', { type: 'videos.showStars' });
  engine.send('contests', { type: 'contests.openList' });
  for (
    let i = 0;
    i < 400 && !(engine.get('cams') && engine.get('videos') && engine.get('contests'));
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 5));
  for (let i = 0; i < 10; i++) {
    time.advance(10);
    await flush();
  }
  return engine;
}

describe('machines on fuzzed replies (issue 23 §9)', () => {
  it('no actor crashes: each domain shows its loaded or failed state', async () => {
    const seen = new Set<string>();
    const requests: string[] = [];
    await fc.assert(
      fc.asyncProperty(recipeArbitrary(), async (recipe) => {
        const engine = await fuzzedApp(recipe, requests);
        const crashed = actorsBelow(engine.root)
          .filter(([, ref]) => (ref.getSnapshot() as Snapshot<unknown>).status === 'error')
          .map(([path]) => path);
        expect(crashed).toEqual([]);
        const root = engine.root.getSnapshot() as { context: { failed: unknown } };
        expect(root.context.failed).toEqual([]);
        const list = engine.get('cams.list');
        const contests = engine.get('contests');
        expect(list).toBeDefined();
        const shown = list!.getSnapshot() as { hasTag(tag: string): boolean };
        expect(shown.hasTag('loaded') || shown.hasTag('failed')).toBe(true);
        seen.add(shown.hasTag('failed') ? 'failed' : 'loaded');
        expect((contests?.getSnapshot() as Snapshot<unknown> | undefined)?.status).toBe('active');
        engine.stop();
      }),
      { numRuns: 25, examples: [[{ kind: 'valid', mutations: [] }]] },
    );
    // Both the answer the list could use and one it could not were met, through the live
    // services: the query service (cams, videos) and REST (contests, the start page's jumbotron
    // that its route asks the videos domain for, the cams' actor search that cams starts with).
    expect(seen).toEqual(new Set(['loaded', 'failed']));
    expect(new Set(requests)).toEqual(
      new Set([
        '/graphql/query',
        '/rest/v1/contests',
        '/rest/v1/video/jumbotron/homepage',
        '/rest/v1/actorsearch/init',
      ]),
    );
  });
});
