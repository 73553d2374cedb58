import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAY_DELAYS } from './payTour.machine.ts';
import { payTourHarness } from './payTour.testing.ts';

/** Issue 23, item 4: a checkout that never answers, and streams whose service throws. */
const settle = () => vi.advanceTimersByTimeAsync(0);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function ready(failing: readonly ('bridge' | 'checkoutListener')[] = []) {
  const h = payTourHarness({ failing });
  await settle();
  return h;
}
const logged = (h: Awaited<ReturnType<typeof ready>>) =>
  h.effects.filter((e) => e.name === 'logCheckout').map((e) => e.params);

describe('pay tour failures', () => {
  it('a checkout link that does not come in time fails the request, logged; a new ask works', async () => {
    const h = await ready();
    h.send({ type: 'payTour.checkout', flow: 'vipabo' });
    await settle();
    await vi.advanceTimersByTimeAsync(PAY_DELAYS.checkoutTimeout - 1);
    expect(h.snapshot().hasTag('checkoutWaiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.snapshot().hasTag('checkoutFailed')).toBe(true);
    expect(logged(h)).toEqual([{ message: 'checkout timed out', origin: null }]);
    expect(h.checkout({ type: 'checkout.link', id: 'co_1', url: 'https://pay.test/c' })).toBe(
      false,
    );
    h.send({ type: 'payTour.checkout', flow: 'vipabo' });
    await settle();
    expect(h.snapshot().hasTag('checkoutWaiting')).toBe(true);
  });

  it('a checkout listener that throws fails the request instead of stopping the pay tour', async () => {
    const h = await ready(['checkoutListener']);
    h.send({ type: 'payTour.checkout', flow: 'vipabo' });
    await settle();
    expect(h.snapshot().status).toBe('active');
    expect(h.snapshot().hasTag('checkoutFailed')).toBe(true);
    expect(logged(h)).toEqual([{ message: 'checkout listener failed', origin: null }]);
  });

  it('a bridge that throws shows the error state; a retry starts the bridge again', async () => {
    const h = await ready(['bridge']);
    expect(h.snapshot().status).toBe('active');
    expect(h.snapshot().value).toBe('bridgeFailed');
    expect(h.snapshot().hasTag('error')).toBe(true);
    h.send({ type: 'ui.retryRequested' });
    // Still broken: back to the error state, never a stopped actor.
    expect(h.snapshot().value).toBe('bridgeFailed');
    expect(h.actor.getSnapshot().status).toBe('active');
  });
});
