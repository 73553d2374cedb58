import { describe, expect, it } from 'vitest';
import { dateFormat } from './dateFormat.ts';

describe('dateFormat', () => {
  it('formats as Intl.DateTimeFormat does', () => {
    const date = new Date('2026-11-26T12:30:00Z');
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateFormat('de', options).format(date)).toBe(
      new Intl.DateTimeFormat('de', options).format(date),
    );
  });

  it('builds one format per language and options', () => {
    expect(dateFormat('en', { dateStyle: 'long' })).toBe(dateFormat('en', { dateStyle: 'long' }));
    expect(dateFormat('en', { dateStyle: 'long' })).not.toBe(
      dateFormat('es', { dateStyle: 'long' }),
    );
    expect(dateFormat('en', { dateStyle: 'long' })).not.toBe(
      dateFormat('en', { dateStyle: 'short' }),
    );
  });
});
