import { useCallback, useEffect, useRef, useState } from 'react';
import type { LazyDomain } from '../../machines/app/lazyDomains.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** What each loader gave, so a part loaded once mounts at once the next time it is wanted. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/** A part loaded on demand: its code once in, whether the last ask failed, and the ask again. */
export interface OnDemandPart<T> {
  part: T | null;
  failed: boolean;
  retry: () => void;
}

/**
 * A part of the layout whose code loads on first use (a dialog opened by the guest, a dropdown's
 * panel): `load` runs the first time `wanted` is true, and the hook gives its result once it is
 * in (null before). No Suspense: React throttles a suspended reveal with a timer that a paused
 * test clock never runs (see src/app/BootGate.tsx). A chunk that cannot be loaded gives null and
 * is asked for again the next time `wanted` turns true. `load` must be a module-level function.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  return useOnDemandPart(load, wanted).part;
}

/**
 * {@link useOnDemand} for a part the guest asked for and waits on (a dialog): it also says when
 * the chunk did not come, so the view can say so, and `retry` asks for it again at once.
 */
export function useOnDemandPart<T>(load: () => Promise<T>, wanted: boolean): OnDemandPart<T> {
  const [value, setValue] = useState(() =>
    loaded.has(load) ? { value: loaded.get(load) as T } : null,
  );
  const [failed, setFailed] = useState(false);
  // Each retry is a new ask: the effect runs again though `wanted` did not change.
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    if (!wanted || value) return;
    let live = true;
    load().then(
      (result) => {
        loaded.set(load, result);
        if (live) setValue({ value: result });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, value, asks]);
  const retry = useCallback(() => {
    setFailed(false);
    setAsks((count) => count + 1);
  }, []);
  return { part: value ? value.value : null, failed: failed && wanted && !value, retry };
}

/**
 * Pauses before a layout part whose chunk did not come is asked for again: no guest asked for it
 * by hand (it shows as the domain starts), so no retry button would be looked for; 2 s, doubling,
 * at most 30 s, as the connection's code is asked for (src/engine/domains/registry.ts).
 */
const PART_RETRY_FIRST_MS = 2_000;
const PART_RETRY_MAX_MS = 30_000;

/**
 * A layout part of a lazy domain (decision 0008): its code, loaded once the domain runs, or null
 * while it does not (not started, or failed: its actor is gone, and its route shows the retry).
 * A chunk that did not come is asked for again after a growing pause, so the navbar's messages
 * come back once the connection does instead of staying away until a reload. `whenAsked` loads
 * the part as soon as the root asks for the domain, beside the domain's own code, for a part that
 * shows the moment the domain starts (the pay tour's loader); it still renders only while the
 * domain runs.
 *
 * @example
 * const slots = useDomainPart('messenger', loadMessengerSlots);
 * return slots ? <slots.MessengerNavbarItems /> : null;
 */
export function useDomainPart<T>(
  domain: LazyDomain,
  load: () => Promise<T>,
  { whenAsked = false }: { whenAsked?: boolean } = {},
): T | null {
  const running = useSystemSelector(
    'app',
    (snapshot) =>
      snapshot.context.started.includes(domain) && !snapshot.context.failed.includes(domain),
  );
  const asked = useSystemSelector(
    'app',
    (snapshot) => whenAsked && domain in snapshot.context.pending,
  );
  const { part, failed, retry } = useOnDemandPart(load, running || asked);
  const failures = useRef(0);
  useEffect(() => {
    if (!failed) return;
    const pause = Math.min(PART_RETRY_FIRST_MS * 2 ** failures.current, PART_RETRY_MAX_MS);
    failures.current += 1;
    const timer = setTimeout(retry, pause);
    return () => clearTimeout(timer);
  }, [failed, retry]);
  return running ? part : null;
}

/**
 * Loads a part ahead, so {@link useOnDemand} has it at the first render: for renders that run no
 * effects (the server-side view tests).
 *
 * @example
 * await loadAhead(loadMessengerSlots);
 */
export async function loadAhead(load: () => Promise<unknown>): Promise<void> {
  loaded.set(load, await load());
}
