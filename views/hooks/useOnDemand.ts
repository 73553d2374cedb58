import { useEffect, useState } from 'react';
import type { LazyDomain } from '../../machines/app/lazyDomains.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** What each loader gave, so a part loaded once mounts at once the next time it is wanted. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A part of the layout whose code loads on first use (a dialog opened by the guest, a dropdown's
 * panel): `load` runs the first time `wanted` is true, and the hook gives its result once it is
 * in (null before). No Suspense: React throttles a suspended reveal with a timer that a paused
 * test clock never runs (see src/app/BootGate.tsx). A chunk that cannot be loaded gives null and
 * is asked for again the next time `wanted` turns true. `load` must be a module-level function.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [value, setValue] = useState(() =>
    loaded.has(load) ? { value: loaded.get(load) as T } : null,
  );
  useEffect(() => {
    if (!wanted || value) return;
    let live = true;
    load().then(
      (result) => {
        loaded.set(load, result);
        if (live) setValue({ value: result });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, wanted, value]);
  return value ? value.value : null;
}

/**
 * A layout part of a lazy domain (decision 0008): its code, loaded once the domain runs, or null
 * while it does not (not started, or failed: its actor is gone, and its route shows the retry).
 *
 * @example
 * const slots = useDomainPart('messenger', loadMessengerSlots);
 * return slots ? <slots.MessengerNavbarItems /> : null;
 */
export function useDomainPart<T>(domain: LazyDomain, load: () => Promise<T>): T | null {
  const running = useSystemSelector(
    'app',
    (snapshot) =>
      snapshot.context.started.includes(domain) && !snapshot.context.failed.includes(domain),
  );
  const part = useOnDemand(load, running);
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
