import * as z from 'zod/mini';
import { MESSAGE_TYPES } from '../../machines/realtime/realtime.messages.ts';

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

/**
 * One kept send, as read back: a guest message's frame (its type one of `MESSAGE_OWNERS`') under
 * its own `clientMessageId`, so what the tab's storage holds can be nothing else the page would
 * send. Each is checked alone: one that fails is dropped, the others stay.
 */
const pendingSendSchema = z
  .object({
    clientMessageId: z.string().check(z.minLength(1), z.maxLength(200)),
    frame: z.looseObject({ type: z.enum(MESSAGE_TYPES), clientMessageId: z.string() }),
    reloads: z.int().check(z.nonnegative()),
  })
  .check(z.refine((send) => send.frame.clientMessageId === send.clientMessageId));

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
  storage:
    | (Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
        /** To `clear` every guest's (a storage that cannot list its keys clears none). */
        Partial<Pick<Storage, 'key' | 'length'>>)
    | null,
) {
  const drained = new Set<() => void>();
  const counts = new Map<number, number>();
  const keyOf = (guestId: number) => `${KEY_PREFIX}${guestId}`;
  const isDrained = () => [...counts.values()].every((count) => count === 0);
  const load = (guestId: number): PendingSend[] => {
    try {
      const text = storage?.getItem(keyOf(guestId));
      if (!text || text.length > MAX_STORED_CHARS) return [];
      const read: unknown = JSON.parse(text);
      if (!Array.isArray(read)) return [];
      return read
        .flatMap((item) => {
          const parsed = pendingSendSchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        })
        .slice(-MAX_PENDING_SENDS);
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
    /**
     * Forgets every guest's kept sends in the tab: a visitor's page, after a logout, a lock or an
     * expired session (`keepWaitingSends`), so none goes out at a later login nor stays readable.
     */
    clear(): void {
      try {
        const keys: string[] = [];
        for (let i = 0; storage?.key && i < (storage.length ?? 0); i++) {
          const key = storage.key(i);
          if (key?.startsWith(KEY_PREFIX)) keys.push(key);
        }
        for (const key of keys) storage?.removeItem(key);
      } catch {
        // Refused storage: it kept nothing either.
      }
      counts.clear();
      if (isDrained()) for (const resolve of [...drained]) resolve();
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
