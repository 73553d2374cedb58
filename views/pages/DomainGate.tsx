import { useEffect, type ReactNode } from 'react';
import type { LazyDomain } from '../../machines/app/lazyDomains.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/**
 * Renders its children once the lazy domain they read runs (decision 0008); until then it asks
 * the root for it (`app.domainWanted`, a recorded input: the engine loads the domain's code and
 * records its start) and shows the page's loading space. A domain whose actor failed shows the
 * error view; its retry (`app.domainRetry`) starts the domain again (issue 23, item 4).
 */
export function DomainGate({ domain, children }: { domain: LazyDomain; children: ReactNode }) {
  const engine = useEngine();
  const running = useSystemSelector('app', (snapshot) => snapshot.context.started.includes(domain));
  const retry = useDomainFailure(domain);
  useEffect(() => {
    if (!running) engine.send('app', { type: 'app.domainWanted', domain });
  }, [engine, domain, running]);
  if (retry) return <ErrorPage onRetry={retry} />;
  if (!running) return <div className="container page page-loading" aria-busy="true" />;
  return children;
}

/**
 * Starts a lazy domain that a small part of a page reads (a heart on each tile) without holding
 * the page back as {@link DomainGate} does. Many parts may ask in one render: the root's live
 * state is read at the moment of asking, so only the first asks (one recorded input). A part
 * that needs the domain only for some guests passes `wanted` (a visitor's heart: its press
 * starts the domain, as any event for a lazy domain does).
 */
export function useDomainWanted(domain: LazyDomain, wanted = true): void {
  const engine = useEngine();
  useEffect(() => {
    if (!wanted) return;
    const root = engine.get('app')?.getSnapshot() as
      { context: { started: readonly string[]; pending: Record<string, unknown> } } | undefined;
    if (!root || root.context.started.includes(domain) || domain in root.context.pending) return;
    engine.send('app', { type: 'app.domainWanted', domain });
  }, [engine, domain, wanted]);
}

/**
 * A lazy domain that failed (its code did not come, or its actor stopped with an error): its
 * retry (`app.domainRetry`, what waits for it in the root's `pending` is kept), else null. The
 * page's {@link DomainGate} shows the error view with it; a part that starts a domain with
 * {@link useDomainWanted} shows its own inline failure.
 */
export function useDomainFailure(domain: LazyDomain): (() => void) | null {
  const engine = useEngine();
  const failed = useSystemSelector('app', (snapshot) => snapshot.context.failed.includes(domain));
  return failed ? () => engine.send('app', { type: 'app.domainRetry', domain }) : null;
}
