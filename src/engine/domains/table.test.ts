import { describe, expect, it } from 'vitest';
import { LAZY_DOMAINS } from '../../../machines/app/lazyDomains.ts';
import { LAZY_DOMAIN_WIRING } from './table.ts';

describe('the lazy domains’ wiring', () => {
  it('has one line for each lazy domain of the manifests, and no other', () => {
    expect(Object.keys(LAZY_DOMAIN_WIRING).sort()).toEqual([...LAZY_DOMAINS].sort());
  });
});
