import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLOW_PARAMS, withoutFlowParams } from './flowParams.ts';

describe('withoutFlowParams', () => {
  it('drops vxpFlow, vxpAutoFlow and showModalbox and keeps the rest', () => {
    expect(
      withoutFlowParams(
        'https://x.test/en/vipclub/?vxpFlow=vipabo&page=2&showModalbox=1&vxpAutoFlow=open#top',
      ),
    ).toBe('https://x.test/en/vipclub/?page=2#top');
    expect(withoutFlowParams('https://x.test/en/?sort=new')).toBe('https://x.test/en/?sort=new');
  });

  it('never keeps a flow parameter and never loses another one', () => {
    const name = fc.constantFrom(...FLOW_PARAMS, 'page', 'sort', 'scrollTo', 'testdevice');
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string({ maxLength: 6 }))), (pairs) => {
        const url = new URL('https://x.test/en/');
        for (const [key, value] of pairs) url.searchParams.append(key, value);
        const result = new URL(withoutFlowParams(url.toString())).searchParams;
        for (const flow of FLOW_PARAMS) expect(result.has(flow)).toBe(false);
        const kept = pairs.filter(([key]) => !(FLOW_PARAMS as readonly string[]).includes(key));
        expect([...result.entries()]).toEqual(kept);
      }),
    );
  });
});
