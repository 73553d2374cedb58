import { useCallback, useMemo } from 'react';
import {
  decideGate,
  type GateRequest,
  type RestrictionReason,
} from '../../machines/gating/gating.ts';
import type { PayTourOpenEvent } from '../../machines/shared/domainEvents.ts';
import { selectGateFacts } from '../../machines/gating/gating.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';

export interface Gate {
  allowed: boolean;
  reason: RestrictionReason | null;
  /** Opens what the reason needs (login or signup, age check, subscription, top-up); no-op if allowed. */
  open: () => void;
  /** What the reason opens, for a machine that opens it itself (e.g. with a `replyTo`). */
  opening: PayTourOpenEvent | null;
}

/**
 * The gate of one guarded action for a view: whether it may run, and what to open if not, from
 * the facts the gate holds (the owners tell it, `gate.factsChanged`).
 *
 * @example
 * const gate = useGate('vipContent');
 * return gate.allowed ? <Video /> : <button onClick={gate.open}>{t(...)}</button>;
 */
export function useGate(action: GateRequest['action'], price?: number): Gate {
  const engine = useEngine();
  const facts = useSystemSelector('gating', selectGateFacts);
  const decision = useMemo(
    () => decideGate(price === undefined ? { action } : { action, price }, facts),
    [action, price, facts],
  );
  const open = useCallback(() => {
    if (decision.open) engine.send('payTour', decision.open);
  }, [engine, decision]);
  return { allowed: decision.allowed, reason: decision.reason, open, opening: decision.open };
}
