import type { AnyActorRef, EventObject } from 'xstate';
import type { AppContext } from '../../machines/app/app.machine.ts';
import { isSendMessage } from '../../machines/realtime/realtime.messages.ts';
import type { OutgoingFrame } from '../../machines/realtime/realtime.types.ts';
import type { PendingSend, PendingSendsStore } from '../../services/browser/pendingSends.ts';
import type { SocketFact, SocketInput } from '../../services/realtime/socket.ts';
import type { StreamSubscribe } from './io.ts';

/**
 * The realtime socket with the sends a page of this tab left behind (issue 51, item 7): the first
 * connection of the page reads them from `store` and emits them, before anything else, as
 * `socket.sendsRestored`, a `push` record like every fact of the socket, so replay restores the
 * same ones without reading storage. Later connections of the page find them in the machine.
 *
 * @example
 * wiring.stream('realtime.socket', withRestoredSends(services.realtimeSocket, services.pendingSends));
 */
export function withRestoredSends(
  socket: StreamSubscribe<SocketFact, SocketInput>,
  store: Pick<PendingSendsStore, 'load'>,
): StreamSubscribe<SocketFact, SocketInput & { guestId: number }> {
  const restoredFor = new Set<number>();
  return (args) => {
    const { guestId } = args.input;
    if (!restoredFor.has(guestId)) {
      restoredFor.add(guestId);
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
 * @example
 * keepWaitingSends(engine, pendingSends);
 */
export function keepWaitingSends(
  engine: { readonly actor: Pick<AnyActorRef, 'getSnapshot' | 'subscribe'> },
  store: Pick<PendingSendsStore, 'keep'>,
): () => void {
  const kept = new Set<string>();
  const check = () => {
    const context = (engine.actor.getSnapshot() as { context?: Partial<AppContext> }).context;
    const guestId = context?.ready?.session.guestId;
    const waiting = context?.pending?.realtime;
    if (guestId == null || !waiting) return;
    const sends = waitingSendsOf(waiting).filter(
      (send) => !kept.has(`${guestId}:${send.clientMessageId}`),
    );
    if (sends.length === 0) return;
    for (const send of sends) kept.add(`${guestId}:${send.clientMessageId}`);
    store.keep(guestId, sends);
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
