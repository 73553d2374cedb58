import { describe, expect, it } from 'vitest';
import { supportLocale, supportUrl } from './supportUrl.ts';

describe('the support link', () => {
  it('opens the help centre in de and es, and in en-us for every other language', () => {
    expect(supportLocale('de')).toBe('de');
    expect(supportLocale('es')).toBe('es');
    expect(supportLocale('en')).toBe('en-us');
    expect(supportLocale('nl')).toBe('en-us');
    expect(supportUrl('de', null)).toBe('https://help.example.com/hc/de/requests/new');
    expect(supportUrl('nl', null)).toBe('https://help.example.com/hc/en-us/requests/new');
  });

  it("carries a logged-in guest's name, encoded, and no name for a visitor", () => {
    expect(new URL(supportUrl('es', 'Ana María & Co')).searchParams.get('name')).toBe(
      'Ana María & Co',
    );
    expect(supportUrl('en', 'Bob')).toBe('https://help.example.com/hc/en-us/requests/new?name=Bob');
    expect(new URL(supportUrl('en', '  ')).searchParams.has('name')).toBe(false);
    expect(new URL(supportUrl('en', null)).search).toBe('');
  });
});
