import * as z from 'zod/mini';

/**
 * A guest message (messenger or live chat) not yet acknowledged when the page saved it: the frame
 * as the machine made it (no token: the envelope is added when it is sent), and how many reloads
 * it has been carried over already.
 */
export interface PendingSend {
  clientMessageId: string;
  frame: { type: string; [field: string]: unknown };
  reloads: number;
}

/** At most this many sends are kept per guest (the realtime machine refuses more, visibly). */
const MAX_PENDING_SENDS = 50;
/** And at most this much text, so a tab's storage (5 MB) never fills with them. */
const MAX_STORED_CHARS = 256_000;
const KEY_PREFIX = 'camclient.pendingSends.';

const pendingSendsSchema = z.array(
  z.object({
    clientMessageId: z.string().check(z.minLength(1), z.maxLength(200)),
    frame: z.looseObject({ type: z.string().check(z.minLength(1)) }),
    reloads: z.int().check(z.nonnegative()),
  }),
);

/**
 * The guest's unacknowledged sends in the tab's `sessionStorage`, per guest (issue 51, item 7):
 * saved at every change, read back once when the next page of the tab connects, so a reload
 * (the guest's or the app's own) loses none of them. What is read is validated; a store that
 * fails (private mode, full, disabled) saves nothing and reads nothing, and the page goes on.
 * `whenDrained` lets a reload the app makes itself wait (bounded) until they are acknowledged.
 *
 * @example
 * const sends = createPendingSendsStore(window.sessionStorage);
 * sends.save(7, [{ clientMessageId: 'c1', frame, reloads: 0 }]);
 * sends.load(7); // the same, on the next page of this tab
 */
export function createPendingSendsStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
) {
  const drained = new Set<() => void>();
  const counts = new Map<number, number>();
  const keyOf = (guestId: number) => `${KEY_PREFIX}${guestId}`;
  const isDrained = () => [...counts.values()].every((count) => count === 0);
  const load = (guestId: number): PendingSend[] => {
    try {
      const text = storage?.getItem(keyOf(guestId));
      if (!text || text.length > MAX_STORED_CHARS) return [];
      const parsed = pendingSendsSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data.slice(-MAX_PENDING_SENDS) : [];
    } catch {
      return [];
    }
  };
  const store = {
    load,
    /**
     * Keeps every waiting message: what the realtime machine saves at each change (its whole
     * list, the one writer once it runs).
     */
    save(guestId: number, sends: readonly PendingSend[]): void {
      counts.set(guestId, sends.length);
      try {
        if (sends.length === 0) storage?.removeItem(keyOf(guestId));
        else {
          let kept = sends.slice(-MAX_PENDING_SENDS);
          let text = JSON.stringify(kept);
          // The newest are kept when the texts are too long together.
          while (text.length > MAX_STORED_CHARS && kept.length > 1) {
            kept = kept.slice(1);
            text = JSON.stringify(kept);
          }
          storage?.setItem(keyOf(guestId), text);
        }
      } catch {
        // Full or disabled storage: the sends still go out from this page, they only do not
        // survive a reload.
      }
      if (isDrained()) for (const resolve of [...drained]) resolve();
    },
    /**
     * Adds `sends` to those kept, each once (by `clientMessageId`), the kept ones untouched: the
     * messages waiting at the root for the connection's code (`keepWaitingSends`), which the
     * realtime machine has not seen yet, so it must not replace what a page before left.
     */
    keep(guestId: number, sends: readonly PendingSend[]): void {
      const kept = load(guestId);
      const known = new Set(kept.map((send) => send.clientMessageId));
      const added = sends.filter((send) => !known.has(send.clientMessageId));
      if (added.length > 0) store.save(guestId, [...kept, ...added]);
    },
    /** Resolves once every guest's sends are acknowledged, or after `timeoutMs` at the latest. */
    whenDrained(timeoutMs: number): Promise<void> {
      if (isDrained()) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          drained.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        drained.add(done);
      });
    },
  };
  return store;
}
export type PendingSendsStore = ReturnType<typeof createPendingSendsStore>;

/** The store over the tab's `sessionStorage`, or over none where the browser refuses it (a sandbox, a policy). */
export function tabPendingSends(win: Pick<Window, 'sessionStorage'>): PendingSendsStore {
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    // Refused: nothing is kept across a reload, the sends still go out from this page.
  }
  return createPendingSendsStore(storage);
}
