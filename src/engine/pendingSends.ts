import type { AnyActorRef, EventObject } from 'xstate';
import type { AppContext } from '../../machines/app/app.machine.ts';
import { isSendMessage } from '../../machines/realtime/realtime.messages.ts';
import type { OutgoingFrame } from '../../machines/realtime/realtime.types.ts';
import type { PendingSend, PendingSendsStore } from '../../services/browser/pendingSends.ts';
import type { SocketFact, SocketInput } from '../../services/realtime/socket.ts';
import type { StreamSubscribe } from './io.ts';

/**
 * The realtime socket with the sends a page of this tab left behind (issue 51, item 7): the first
 * socket of each realtime actor (its input's `restore`: a page's first connection, and the one of
 * a connection spawned again after a failure, whose failed actor left its messages in `store`)
 * reads them from `store` and emits them, before anything else, as `socket.sendsRestored`, a
 * `push` record like every fact of the socket, so replay restores the same ones without reading
 * storage. The machine adds each once (`withRestored`, by `clientMessageId`); its later sockets
 * find them in the machine.
 *
 * @example
 * wiring.stream('realtime.socket', withRestoredSends(services.realtimeSocket, services.pendingSends));
 */
export function withRestoredSends(
  socket: StreamSubscribe<SocketFact, SocketInput>,
  store: Pick<PendingSendsStore, 'load'>,
): StreamSubscribe<SocketFact, SocketInput & { guestId: number; restore: boolean }> {
  return (args) => {
    const { guestId, restore } = args.input;
    if (restore) {
      const sends = store.load(guestId);
      if (sends.length > 0) args.emit({ type: 'socket.sendsRestored', sends });
    }
    return socket(args);
  };
}

/**
 * Live only: keeps the guest's messages that wait at the root for the connection's code (its
 * `pending.realtime`, while the code loads or keeps failing) in the tab's store, each once, so a
 * reload in that window loses none: the next page's first connection restores them
 * (`withRestoredSends`, recorded). Only adds: once the connection runs the root holds none for
 * it, and the realtime machine's own saves (its whole list) take over. Returns the stop function.
 *
 * And clears the tab's kept messages where no guest will send them: each time the page turns to a
 * visitor's (what follows a logout, a lock or an expired session) every guest's, and the guest's
 * own each time a session of hers ends on this page before the connection's code came (a
 * `session.ended` waits at the root). Her next login may be hours later, or someone else's on a
 * shared device: an old message must neither go out then nor stay readable in the tab (the
 * realtime machine drops its own list as it is logged out, `dropSends`), nor is what she sends
 * after it kept. Another guest's later login waits behind that end: what he sends is kept. The ids
 * kept are those the root still holds: one it lets go (sent, dropped) and holds again is kept
 * again.
 *
 * @example
 * const stop = keepWaitingSends(engine, pendingSends);
 */
export function keepWaitingSends(
  engine: { readonly actor: Pick<AnyActorRef, 'getSnapshot' | 'subscribe'> },
  store: Pick<PendingSendsStore, 'keep' | 'save' | 'clear'>,
): () => void {
  /** Ids kept from what waits now (`guest:clientMessageId`), forgotten once the root lets go. */
  let kept = new Set<string>();
  /** The store was cleared for the visitor's page this is now (armed again by a login). */
  let clearedForVisitor = false;
  /** The guests whose session ended on this page: what they send after it never goes out. */
  const ended = new Set<number>();
  /** How many `session.ended` waiting at the root were answered already. */
  let endsSeen = 0;
  /** The guest last logged in on this page: whose session a waiting end closed. */
  let lastGuest: number | null = null;
  const check = () => {
    const context = (engine.actor.getSnapshot() as { context?: Partial<AppContext> }).context;
    const ready = context?.ready;
    const guestId = ready?.session.guestId ?? null;
    if (ready && guestId == null && !clearedForVisitor) store.clear();
    if (ready) clearedForVisitor = guestId == null;
    if (guestId != null) lastGuest = guestId;
    const waiting = context?.pending?.realtime ?? [];
    const ends = waiting.filter((event) => event.type === 'session.ended').length;
    if (ends > endsSeen && lastGuest != null) {
      ended.add(lastGuest);
      store.save(lastGuest, []);
    }
    endsSeen = ends;
    // What waits behind the last end is a later session's: kept unless that guest's ended too.
    const current = waiting.slice(
      waiting.findLastIndex((event) => event.type === 'session.ended') + 1,
    );
    const sends = guestId == null || ended.has(guestId) ? [] : waitingSendsOf(current);
    const idOf = (send: PendingSend) => `${guestId}:${send.clientMessageId}`;
    const added = sends.filter((send) => !kept.has(idOf(send)));
    kept = new Set(sends.map(idOf));
    if (guestId != null && added.length > 0) store.keep(guestId, added);
  };
  const subscription = engine.actor.subscribe(check);
  check();
  return () => subscription.unsubscribe();
}

/** The guest messages among events waiting for the connection, as the store keeps them. */
function waitingSendsOf(events: readonly EventObject[]): PendingSend[] {
  return events.flatMap((event) => {
    const frame = (event as { type: string; frame?: OutgoingFrame }).frame;
    return event.type === 'realtime.send' && frame && isSendMessage(frame)
      ? [{ clientMessageId: frame.clientMessageId as string, frame, reloads: 0 }]
      : [];
  });
}
