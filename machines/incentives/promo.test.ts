import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { testRequest } from './incentives.testing.ts';
import { promoMachine, type PromoCheck } from './promo.machine.ts';
import { selectTrialChatCode, selectWelcomeBonusCode } from './promo.selectors.ts';
import { splitTestGroupOf, variantOffers } from './promo.ts';

describe('split tests 34 and 50', () => {
  it('put a logged-in guest of group B in the variant, anything else in the control', () => {
    expect(splitTestGroupOf({ '34': 'B', '50': 'A' }, 'conversionChatTrial')).toBe('variant');
    expect(splitTestGroupOf({ '34': 'B', '50': 'A' }, 'welcomeBonusTile')).toBe('control');
    expect(variantOffers({ isLoggedIn: true, testGroups: { '34': 'B', '50': 'B' } })).toEqual([
      'conversionChatTrial',
      'welcomeBonusTile',
    ]);
    expect(variantOffers({ isLoggedIn: true, testGroups: { '50': 'b', '7': 'B' } })).toEqual([]);
    expect(variantOffers({ isLoggedIn: false, testGroups: { '50': 'B' } })).toEqual([]);
  });
});

describe('promo offers', () => {
  /** The machine with a service whose open codes are `open` (the guest redeems by taking one out). */
  function start(offers: ('conversionChatTrial' | 'welcomeBonusTile')[], open: string[]) {
    const asked: PromoCheck[] = [];
    const actor = createActor(
      promoMachine().provide({
        actors: {
          checkCodes: fromPromise(({ input }: { input: PromoCheck }) => {
            asked.push(input);
            return Promise.resolve(input.codes.filter((code) => open.includes(code)));
          }),
        },
      }),
      { input: { request: testRequest, offers } },
    ).start();
    return { actor, asked };
  }

  it('group B of 50 shows the welcome-bonus code until it is redeemed, asked again on each page', async () => {
    const open = ['WELCOME10'];
    const { actor, asked } = start(['welcomeBonusTile'], open);
    await flushMacrotasks();
    const tile = () => selectWelcomeBonusCode(actor.getSnapshot());
    expect(tile()).toBe('WELCOME10');
    expect(selectTrialChatCode(actor.getSnapshot())).toBeNull();
    expect(asked).toEqual([{ request: testRequest, codes: ['WELCOME10'] }]);
    open.splice(0);
    actor.send({ type: 'promo.recheck' });
    // Still shown while the service is asked, gone once it says the code was redeemed.
    expect(tile()).toBe('WELCOME10');
    await flushMacrotasks();
    expect(tile()).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('group B of 34 offers the trial code; the control groups ask nothing and show nothing', async () => {
    const trial = start(['conversionChatTrial'], ['FREEMSG5', 'WELCOME10']);
    await flushMacrotasks();
    expect(selectTrialChatCode(trial.actor.getSnapshot())).toBe('FREEMSG5');
    expect(selectWelcomeBonusCode(trial.actor.getSnapshot())).toBeNull();
    const control = start([], ['FREEMSG5', 'WELCOME10']);
    control.actor.send({ type: 'promo.recheck' });
    await flushMacrotasks();
    expect(control.actor.getSnapshot().value).toBe('control');
    expect(control.asked).toEqual([]);
  });

  it('shows no offer the service could not answer for', async () => {
    const actor = createActor(
      promoMachine().provide({
        actors: { checkCodes: fromPromise(() => Promise.reject(new Error('down'))) },
      }),
      { input: { request: testRequest, offers: ['welcomeBonusTile'] } },
    ).start();
    await flushMacrotasks();
    expect(selectWelcomeBonusCode(actor.getSnapshot())).toBeNull();
  });
});
