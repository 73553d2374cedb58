import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A React root mounted in the test's document (happy-dom), as `main.tsx` mounts the app. */
export interface DomRoot {
  container: HTMLElement;
  /** Renders `element` into the root, inside `act`: its effects have run when this resolves. */
  render(element: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * A root for a test file that runs with a DOM (`// @vitest-environment happy-dom`): what it
 * renders is committed, its effects run and its stores subscribed, as in a browser; every update
 * the test causes goes through `act` (React's rule for tests), so React has rendered it by the
 * time the test looks.
 *
 * @example
 * const root = await domRoot(<EngineProvider engine={engine}><Status /></EngineProvider>);
 * await act(() => engine.send(…));
 * expect(root.container.textContent).toBe('…');
 */
export async function domRoot(element: ReactNode): Promise<DomRoot> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = createRoot(container);
  const handle: DomRoot = {
    container,
    render: (next) => inAct(() => root?.render(next)),
    async unmount() {
      const mountedRoot = root;
      root = null;
      if (mountedRoot) await inAct(() => mountedRoot.unmount());
      container.remove();
    },
  };
  await handle.render(element);
  return handle;
}

/**
 * Runs `update` (an event the test sends, a scroll, a resize) inside React's `act`, awaited:
 * what it made React render is committed, with its effects, when this resolves.
 */
export function inAct(update: () => void): Promise<void> {
  return act(() => {
    update();
    return Promise.resolve();
  });
}

/**
 * Sizes the test's window (happy-dom's viewport): `innerWidth` and `innerHeight` change and the
 * window fires `resize`, as a browser's does.
 */
export function setWindowSize(width: number, height: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
