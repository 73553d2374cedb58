import type { GateAnswerEvent } from './gating.machine.ts';

/**
 * The gate's answer to an ask, as a test's stand-in gate gives it: allowed with nothing to open
 * and no balance, unless `fields` say otherwise (a refusal's reason and flow, say).
 *
 * @example
 * gateAnswer({ action: 'favorite', ticket: 'contests.vote' }); // allowed
 */
export const gateAnswer = (
  fields: Pick<GateAnswerEvent, 'action' | 'ticket'> & Partial<GateAnswerEvent>,
): GateAnswerEvent => ({
  type: 'gate.answer',
  allowed: true,
  reason: null,
  open: null,
  balance: null,
  ...fields,
});
