import { describe, expect, it } from 'vitest';
import { priceIn } from './content.price.ts';

// Seed 000 §5: coins and credits are 4 per euro, rounded up; the simulator charges with this rule
// (decision 0020), so only this test, written from the spec, can find it wrong.
describe('priceIn', () => {
  it('keeps a euro price as it is', () => {
    expect(priceIn(4.99, 'EUR')).toEqual({ value: 4.99, currency: 'EUR' });
  });

  it('turns euros into coins and credits at 4 per euro, rounded up', () => {
    expect(priceIn(4.99, 'VXC')).toEqual({ value: 20, currency: 'VXC' });
    expect(priceIn(2.5, 'VXC')).toEqual({ value: 10, currency: 'VXC' });
    expect(priceIn(0.1, 'VXC')).toEqual({ value: 1, currency: 'VXC' });
  });
});
