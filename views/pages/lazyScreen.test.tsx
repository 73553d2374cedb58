import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen.ts';
import type { PageProps } from './pageTypes.ts';

const Loaded = ({ params }: PageProps) => <h1>{`screen ${params.actorName}`}</h1>;
const props: PageProps = { params: { actorName: 'lisa' } };
const inSuspense = (Screen: ReturnType<typeof lazyScreen>) =>
  renderToString(
    <Suspense fallback={<p>waiting</p>}>
      <Screen {...props} />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('renders a preloaded screen at once: no fallback, one load', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Loaded }));
    const Screen = lazyScreen(load);
    await Screen.preload();
    expect(inSuspense(Screen)).toContain('screen lisa');
    expect(inSuspense(Screen)).not.toContain('waiting');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends a screen whose chunk is still on its way, on the same load', () => {
    const load = vi.fn(() => new Promise<{ default: typeof Loaded }>(() => {}));
    const Screen = lazyScreen(load);
    void Screen.preload();
    expect(inSuspense(Screen)).toContain('waiting');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (the error view’s retry)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Loaded });
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(inSuspense(Screen)).toContain('screen lisa');
  });

  it('renders a failed load as it is, for the error boundary: a render never asks again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    inSuspense(Screen);
    inSuspense(Screen);
    // React renders a suspended screen again once its promise settles: a new load each time
    // would never let the failure reach the error view.
    expect(load).toHaveBeenCalledTimes(1);
  });
});
