import { gateClient } from '../gating/gateClient.ts';
import { resumeAfterLogin } from '../payTour/payTour.act.ts';
import type { ActTakenEvent } from '../payTour/payTour.loginAct.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { effects, type MessengerContext, type MessengerEvent } from './messenger.context.ts';

// A visitor's way into the messenger (issue 52 §1): her "log in" and her "write to her" ask the
// gate (action `message`) as every guarded domain does, and the gate opens login or signup. The
// login reloads the page, so "write to her" goes with the ask as the act to resume after it
// (payTour.act.ts); the logged-in messenger takes it back as it starts and opens her chat, as
// the press would have, without a second press.

/** The messenger's ask for a visitor's entry. */
const entryGate = gateClient({
  ticket: 'messenger.entry',
  replyTo: 'messenger',
  action: 'message',
});

/** The act "write to her" is kept as over a visitor's login, and the target it is kept for. */
const WRITE_TO_ACT = 'writeTo';
const WRITE_TO_TARGET = 'messenger';

/** The actor of a "write to her" act handed back, or null when the act is none or another. */
function writeToActor(event: ActTakenEvent): number | null {
  if (event.act?.name !== WRITE_TO_ACT || !event.shouldOpen) return null;
  const actorId = event.act.data?.actorId;
  return typeof actorId === 'number' && Number.isInteger(actorId) && actorId > 0 ? actorId : null;
}

export const entryActions = {
  /** A visitor's "log in": the gate opens login or signup. */
  askEntry: entryGate.ask<MessengerContext, MessengerEvent>(),
  /** A visitor's "write to her": asked as the entry, with the act kept over the login's reload. */
  askToWrite: entryGate.askWith<MessengerContext, MessengerEvent, { actorId: number }>(
    (_, params) => ({
      loginAction: resumeAfterLogin({
        client: 'messenger',
        name: WRITE_TO_ACT,
        target: WRITE_TO_TARGET,
        data: { actorId: params.actorId },
      }),
    }),
  ),
  /** The logged-in messenger asks whether a "write to her" waits from before a login. */
  takeWriteTo: toSystem<'payTour', MessengerContext, MessengerEvent>('payTour', {
    type: 'payTour.takeAct',
    replyTo: 'messenger',
    target: WRITE_TO_TARGET,
  }),
  /** Her "write to her" from before the login: her chat opens as the press would have. */
  resumeWriteTo: effects<{ event: ActTakenEvent }>(({ enqueue }, params) => {
    const actorId = writeToActor(params.event);
    if (actorId !== null) enqueue.raise({ type: 'ui.writeTo', actorId });
  }),
};
