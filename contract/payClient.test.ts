import { describe, expect, it } from 'vitest';
import {
  CALLER_DISPLAY_FLAGS,
  DISPLAY_FLAGS,
  PAY_CLIENT_FLOW_ROUTES,
  PAY_CLIENT_FLOWS,
} from './payClient.ts';

describe('the payment client contract lists', () => {
  it('names each flow once, and every flow of the route table', () => {
    expect(new Set(PAY_CLIENT_FLOWS).size).toBe(PAY_CLIENT_FLOWS.length);
    expect([...PAY_CLIENT_FLOWS].sort()).toEqual(Object.keys(PAY_CLIENT_FLOW_ROUTES).sort());
  });

  it('lets a caller set every display flag but the page-owned parentInFrame', () => {
    expect(CALLER_DISPLAY_FLAGS).toEqual(DISPLAY_FLAGS.filter((f) => f !== 'parentInFrame'));
    expect(CALLER_DISPLAY_FLAGS).toHaveLength(12);
  });
});
