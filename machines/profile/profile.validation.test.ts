import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, validateProfile } from './profile.validation.ts';

const fields = { firstName: '', lastName: '', email: 'a@example.com', zipCode: '', city: '' };

describe('profile validation', () => {
  it('follows the e-mail rule of the spec', () => {
    for (const ok of [
      'a@example.com',
      'first.last@sub.example.de',
      '"odd name"@example.com',
      'x@[192.168.0.1]',
    ])
      expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of [
      '.a@example.com',
      'a.@example.com',
      'a b@example.com',
      'a@example',
      'a@example.c',
      'a@@example.com',
      'a,b@example.com',
      '<a>@example.com',
    ])
      expect(isValidEmail(bad), bad).toBe(false);
  });

  it('accepts every generated well-formed address', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9_+-]{1,12}$/),
        label,
        fc.stringMatching(/^[a-z]{2,6}$/),
        (local, domain, tld) => {
          expect(isValidEmail(`${local}@${domain}.${tld}`)).toBe(true);
        },
      ),
    );
  });

  it('names each wrong field', () => {
    expect(validateProfile(fields)).toEqual({});
    expect(validateProfile({ ...fields, email: ' ' })).toEqual({ email: 'required' });
    expect(validateProfile({ ...fields, email: 'nope' })).toEqual({ email: 'invalidEmail' });
    expect(validateProfile({ ...fields, firstName: 'x'.repeat(51), zipCode: '1/2' })).toEqual({
      firstName: 'tooLong',
      zipCode: 'invalidZipCode',
    });
  });
});
