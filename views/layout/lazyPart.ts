import { createElement, use, type ComponentType } from 'react';
import { withTexts } from '../../src/i18n/index.ts';
import type { LaterNamespace } from '../../src/i18n/messages/later.ts';

/** A part of a page in a chunk of its own: a component that loads it, and the ask for it. */
export type LazyPart<P extends object = object> = ComponentType<P> & {
  /** Asks for the chunk now (once; again after a failure); its first render then needs no wait. */
  preload(): Promise<unknown>;
};

/**
 * A part's chunk that did not come (a dropped connection, a deploy that removed the old chunk),
 * with the explicit ask that tries it again: `PartBoundary` (views/layout/PartBoundary.tsx) shows
 * it in place of the part with a retry, the route's error view in place of a screen.
 */
export class LoadFailed extends Error {
  override readonly name = 'LoadFailed';
  constructor(
    cause: unknown,
    readonly retry: () => Promise<unknown>,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * A part whose chunk `load` imports, with the texts of the later areas it shows (`texts`: they
 * load beside the chunk, so its first paint has them). The one load-with-retry of the views:
 * screens (`lazyScreen`) and the smaller parts (a start-page block, a modal's body, a player).
 *
 * Not `React.lazy`: a lazy component suspends on its first render even when its chunk is here
 * already, and React holds a new Suspense boundary's content back for 300 ms after its fallback
 * showed; and it keeps a failed import for ever, so no retry could load the part again without a
 * reload. A part whose chunk has loaded renders at once; one still on its way suspends on the one
 * load (`use`), however many instances render it.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: readonly LaterNamespace[] = [],
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let failed = false;
  const preload = (): Promise<ComponentType<P>> => {
    // An explicit ask (a route opened, a retry) tries a failed load again.
    if (failed) {
      failed = false;
      loading = null;
    }
    return (loading ??= withTexts(load(), texts).then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        throw new LoadFailed(error, preload);
      },
    ));
  };
  function Part(props: P) {
    // A render reuses the load it finds, failed or not: React renders a suspended part again
    // when its promise settles, and a new load on each of those renders would suspend for ever
    // (a chunk that does not come); the failed one reaches the error boundary instead.
    return createElement(loaded ?? use(loading ?? preload()), props);
  }
  return Object.assign(Part, { preload });
}
