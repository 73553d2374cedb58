import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './money.ts';

describe('minor units', () => {
  it('keeps cents exact through minor units', () => {
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(fromMinor(12550, 'EUR')).toBe(125.5);
    expect(toMinor(12, 'VXC')).toBe(12);
  });
});
