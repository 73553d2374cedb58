import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import { accountOffersMachine } from './accountOffers.machine.ts';
import { selectCancellationOffer } from './profile.selectors.ts';
import type { CancellationOfferReply } from './profile.types.ts';

const { request } = demoSessionFacts();

function offers(cancellationOffer: { text: string } | null) {
  const accepted: unknown[] = [];
  const machine = accountOffersMachine.provide({
    actors: {
      acceptCancellationOffer: fromPromise(({ input }) => {
        accepted.push(input);
        return Promise.resolve<CancellationOfferReply>({
          acceptedOffer: true,
          acceptedOfferInfo: 'Done',
        });
      }),
      setAutoRechargeTeaserState: fromPromise(() => Promise.resolve()),
    },
  });
  const actor = createActor(machine, {
    input: { request, guestId: 3, cancellationOffer, autoRechargeTeaser: 'hidden' },
  }).start();
  return { actor, accepted };
}

describe('account offers', () => {
  it('accepts the offer shown with its text', async () => {
    const { actor, accepted } = offers({ text: 'Half price' });
    actor.send({ type: 'ui.cancellationOfferAccept' });
    await flushMacrotasks();
    expect(accepted).toEqual([{ request, guestId: 3, platformText: 'Half price' }]);
    expect(selectCancellationOffer(actor.getSnapshot())).toEqual({
      status: 'accepted',
      info: 'Done',
    });
    actor.stop();
  });

  it('accepts nothing without an offer', async () => {
    const { actor, accepted } = offers(null);
    actor.send({ type: 'ui.cancellationOfferAccept' });
    await flushMacrotasks();
    expect(accepted).toEqual([]);
    expect(selectCancellationOffer(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
