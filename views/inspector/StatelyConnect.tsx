import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { AnyActorRef } from 'xstate';
import { actorTree, flattenTree } from '../../src/engine/inspector/actors.ts';
import { createStatelyPort } from '../../src/engine/inspector/statelyPort.ts';

type Status = 'idle' | 'connecting' | 'connected' | 'blocked' | 'unreachable' | 'failed';

/** How long the Stately site gets to answer the handshake before we give up and say so. */
const HANDSHAKE_MS = 8_000;

/**
 * Forwards the live system's inspection events to the Stately inspector (stately.ai), loaded
 * only when asked. It needs the public site: where that cannot be reached it says so, stops,
 * and leaves nothing running.
 */
export function StatelyConnect({ root }: { root: AnyActorRef }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const [reason, setReason] = useState('');
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const connect = async () => {
    cleanup.current?.();
    setStatus('connecting');
    try {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      // The library posts to '*' and sends whole snapshots: the port redacts each event and
      // posts to the Stately origin only, once that window said it is connected (issue 23).
      const salt = Array.from(crypto.getRandomValues(new Uint32Array(2))).join('-');
      const port = createStatelyPort(window, () => adapter.targetWindow, salt);
      const inspector = createBrowserInspector({
        autoStart: true,
        maxDeferredEvents: 0,
        send: (event) => port.send(event),
      });
      const adapter = inspector.adapter as unknown as {
        targetWindow?: Window | null;
      };
      if (!adapter.targetWindow) {
        inspector.stop();
        setStatus('blocked');
        return;
      }
      for (const { actor } of flattenTree(actorTree(root))) {
        const parentId = actor.ref._parent?.sessionId;
        inspector.actor(actor.ref, actor.snapshot as never, parentId ? { parentId } : {});
      }
      const subscription = root.system.inspect(inspector.inspect);
      const stop = () => {
        port.stop();
        subscription.unsubscribe();
        inspector.stop();
        adapter.targetWindow?.close();
      };
      cleanup.current = stop;
      const timer = setTimeout(() => {
        if (port.connected) {
          setStatus('connected');
          return;
        }
        stop();
        cleanup.current = null;
        setStatus('unreachable');
      }, HANDSHAKE_MS);
      cleanup.current = () => {
        clearTimeout(timer);
        stop();
      };
    } catch (error) {
      setReason(error instanceof Error ? error.message : String(error));
      setStatus('failed');
    }
  };

  const message =
    status === 'idle'
      ? null
      : status === 'failed'
        ? t('inspector.stately.failed', { reason })
        : t(`inspector.stately.${status}`);
  return (
    <div className="ins-stately">
      <button
        type="button"
        className="ins-button"
        disabled={status === 'connecting' || status === 'connected'}
        onClick={() => void connect()}
      >
        {t('inspector.stately.connect')}
      </button>
      {message && (
        <p
          className="ins-note"
          role={status === 'connecting' || status === 'connected' ? 'status' : 'alert'}
        >
          {message}
        </p>
      )}
    </div>
  );
}
