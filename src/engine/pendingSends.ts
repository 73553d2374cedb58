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
 * And clears the tab's kept messages where no guest will send them: on a visitor's page (what
 * follows a logout, a lock or an expired session) every guest's, and the guest's own once her
 * session ended on this page before the connection's code came (`session.ended` waits at the
 * root). Her next login may be hours later, or someone else's on a shared device: an old message
 * must neither go out then nor stay readable in the tab (the realtime machine drops its own list
 * as it is logged out, `dropSends`).
 *
 * @example
 * keepWaitingSends(engine, pendingSends);
 */
export function keepWaitingSends(
  engine: { readonly actor: Pick<AnyActorRef, 'getSnapshot' | 'subscribe'> },
  store: Pick<PendingSendsStore, 'keep' | 'save' | 'clear'>,
): () => void {
  const kept = new Set<string>();
  let cleared = false;
  const check = () => {
    const context = (engine.actor.getSnapshot() as { context?: Partial<AppContext> }).context;
    const ready = context?.ready;
    if (ready && ready.session.guestId == null && !cleared) {
      cleared = true;
      store.clear();
    }
    const guestId = ready?.session.guestId;
    const waiting = context?.pending?.realtime;
    if (guestId == null || !waiting) return;
    if (waiting.some((event) => event.type === 'session.ended')) {
      if (!cleared) store.save(guestId, []);
      cleared = true;
      return;
    }
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
