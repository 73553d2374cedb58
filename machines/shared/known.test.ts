import { describe, expect, it } from 'vitest';
import { known } from './known.ts';

describe('known', () => {
  it('passes a known fact through, falsy ones included', () => {
    expect(known(0, 'count')).toBe(0);
    expect(known('', 'text')).toBe('');
  });

  it('names the fact a wrong chart did not store', () => {
    expect(() => known(null, 'profile: request')).toThrow('profile: request is not known');
  });
});
