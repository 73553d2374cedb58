import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkBirthDate,
  checkCardExpiry,
  checkCardNumber,
  checkCvc,
  checkEmail,
  checkIban,
  checkPassword,
  checkPhone,
  checkUsername,
} from './validation.ts';

const NOW = Date.UTC(2026, 10, 22);

describe('the form rules', () => {
  it('e-mail follows seed 000 §5', () => {
    for (const good of [
      'demo@example.com',
      'a.b-c@sub.example.org',
      '"odd name"@example.de',
      'x@[10.0.0.1]',
    ]) {
      expect(checkEmail(good), good).toBeNull();
    }
    for (const bad of [
      'demo',
      'a@b',
      '.a@example.com',
      'a.@example.com',
      'a b@example.com',
      'a,b@example.com',
      'a@example.c',
      '<a>@example.com',
      'a@@example.com',
    ]) {
      expect(checkEmail(bad), bad).toBe('emailInvalid');
    }
    expect(checkEmail('  ')).toBe('required');
  });

  it('usernames: 3 to 20, a letter first, then letters, digits, _ or -', () => {
    expect(checkUsername('Dan')).toBeNull();
    expect(checkUsername('Dan_the-Man2')).toBeNull();
    for (const bad of ['Da', '1Dan', 'Dan Man', 'D'.repeat(21), 'Dän'])
      expect(checkUsername(bad), bad).toBe('usernameInvalid');
    expect(checkUsername('')).toBe('required');
  });

  it('passwords: 8 to 64 with a letter and a digit', () => {
    expect(checkPassword('secret12')).toBeNull();
    expect(checkPassword('short1')).toBe('passwordShort');
    expect(checkPassword('onlyletters')).toBe('passwordWeak');
    expect(checkPassword('12345678')).toBe('passwordWeak');
    expect(checkPassword(`a1${'x'.repeat(63)}`)).toBe('passwordLong');
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 62 }), (body) => {
        expect(checkPassword(`a1${body}`)).toBeNull();
      }),
    );
  });

  it('card numbers pass Luhn; one changed digit never does', () => {
    expect(checkCardNumber('4111 1111 1111 1111')).toBeNull();
    expect(checkCardNumber('5555-5555-5555-4444')).toBeNull();
    expect(checkCardNumber('4111 1111 1111 1112')).toBe('cardNumberInvalid');
    expect(checkCardNumber('4111')).toBe('cardNumberInvalid');
    expect(checkCardNumber('')).toBe('required');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (index, delta) => {
          const digits = [...'4111111111111111'].map(Number);
          digits[index] = ((digits[index] ?? 0) + delta) % 10;
          expect(checkCardNumber(digits.join(''))).toBe('cardNumberInvalid');
        },
      ),
    );
  });

  it('expiry, CVC, IBAN, phone, amounts and birth dates', () => {
    expect(checkCardExpiry('11/26', NOW)).toBeNull();
    expect(checkCardExpiry('10/26', NOW)).toBe('cardExpired');
    expect(checkCardExpiry('13/30', NOW)).toBe('cardExpiryInvalid');
    expect(checkCardExpiry('1230', NOW)).toBe('cardExpiryInvalid');
    expect(checkCvc('123')).toBeNull();
    expect(checkCvc('12a')).toBe('cvcInvalid');
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(checkIban('NL91ABNA0417164300')).toBeNull();
    expect(checkIban('DE89 3704 0044 0532 0130 01')).toBe('ibanInvalid');
    expect(checkPhone('+49 151 2345678')).toBeNull();
    expect(checkPhone('0049151234567')).toBeNull();
    expect(checkPhone('0151 2345678')).toBe('phoneInvalid');
    expect(checkAmount(25, 5, 1000)).toBeNull();
    expect(checkAmount(12.34, 5, 1000)).toBeNull();
    expect(checkAmount(12.345, 5, 1000)).toBe('amountInvalid');
    expect(checkAmount(Number.NaN, 5, 1000)).toBe('amountInvalid');
    expect(checkBirthDate('2008-11-22', NOW)).toBeNull();
    expect(checkBirthDate('2008-11-23', NOW)).toBe('underAge');
    expect(checkBirthDate('1990-02-30', NOW)).toBe('birthDateInvalid');
    expect(checkBirthDate('', NOW)).toBe('required');
  });
});
