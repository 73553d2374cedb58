import { Suspense, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n/index.ts';
import { markupText } from '../testing/markupText.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { lazyPart, LoadFailed, type LazyPart } from './lazyPart.ts';
import { partFallback } from './PartBoundary.tsx';

const Loaded = ({ name }: { name: string }) => <p>{`the part of ${name}`}</p>;
type Load = () => Promise<typeof Loaded>;
const inSuspense = (node: ReactNode) =>
  markupText(renderToString(<Suspense fallback={<p>waiting</p>}>{node}</Suspense>)).trim();

// No DOM here (server rendering skips error boundaries): the boundary's steps are driven by hand,
// as React drives them when the part's render throws its failed load. `PartBoundary` builds its
// boundary with `partFallback` (its hooks need a renderer).
function boundaryAround(Part: LazyPart<{ name: string }>, retried = false) {
  const told = { retried: 0 };
  const instance = new ErrorBoundary({
    fallback: partFallback(retried, () => (told.retried += 1)),
    children: <Part name="lisa" />,
  });
  // Outside a renderer setState is a no-op: apply it as React would.
  instance.setState = (patch) => Object.assign(instance.state, patch);
  return Object.assign(instance, { told });
}

beforeEach(() => {
  initI18n('en');
});

describe('lazyPart', () => {
  it('renders a part whose chunk is here at once: no fallback, one load', async () => {
    const load = vi.fn<Load>(() => Promise.resolve(Loaded));
    const Part = lazyPart(load);
    await Part.preload();
    expect(inSuspense(<Part name="lisa" />)).toBe('the part of lisa');
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends two instances on the one load, and renders both when it comes', async () => {
    let arrive = (_: typeof Loaded) => {};
    const load = vi.fn<Load>(() => new Promise((resolve) => (arrive = resolve)));
    const Part = lazyPart(load);
    const both = (
      <>
        <Part name="lisa" />
        <Part name="mia" />
      </>
    );
    expect(inSuspense(both)).toBe('waiting');
    expect(load).toHaveBeenCalledTimes(1);
    arrive(Loaded);
    await Part.preload();
    expect(inSuspense(both)).toBe('the part of lisa the part of mia');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load in place of the part, and its retry loads and renders the part', async () => {
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Loaded);
    const Part = lazyPart(load);
    const failure = await Part.preload().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LoadFailed);
    // React renders the part again when its load settles: that render does not ask again.
    expect(inSuspense(<Part name="lisa" />)).toBe('waiting');
    expect(load).toHaveBeenCalledTimes(1);

    const boundary = boundaryAround(Part);
    Object.assign(boundary.state, ErrorBoundary.getDerivedStateFromError(failure));
    const shown = boundary.render() as ReactElement<{ onRetry: () => void; focused: boolean }>;
    // The first failure leaves the focus where the guest has it.
    expect(shown.props.focused).toBe(false);
    expect(markupText(renderToString(shown)).trim()).toBe(
      'This part could not be loaded. Check your connection. Try again',
    );
    expect(renderToString(shown)).toMatch(/role="alert".*<button type="button"/);

    shown.props.onRetry();
    expect(load).toHaveBeenCalledTimes(2);
    // The boundary is told, so the part that comes takes the focus from the button that went.
    expect(boundary.told.retried).toBe(1);
    await Part.preload();
    expect(inSuspense(boundary.render())).toBe('the part of lisa');
  });

  it('asks for the focus on the retry of a failure that came after a retry (given: e2e/lazyParts)', async () => {
    const Part = lazyPart<{ name: string }>(() => Promise.reject(new TypeError('offline')));
    const failure = await Part.preload().catch((error: unknown) => error);
    const boundary = boundaryAround(Part, true);
    Object.assign(boundary.state, ErrorBoundary.getDerivedStateFromError(failure));
    const shown = boundary.render() as ReactElement<{ focused: boolean }>;
    expect(shown.props.focused).toBe(true);
  });

  it('leaves what is not a failed load (a bug) to the boundary above', () => {
    const boundary = boundaryAround(lazyPart<{ name: string }>(() => Promise.resolve(Loaded)));
    Object.assign(boundary.state, ErrorBoundary.getDerivedStateFromError(new Error('a bug')));
    expect(() => boundary.render()).toThrow('a bug');
  });
});
