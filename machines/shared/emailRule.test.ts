import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './emailRule.ts';

/** Characters the rule forbids in an unquoted local part (seed 000 §5). */
const FORBIDDEN = ['<', '>', '(', ')', '[', ']', '\\', ',', ';', ':', ' ', '\t', '@', '"'];
const ATOM_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ..."!#$%&'*+-/=?^_`{|}~",
  'ä',
  'é',
];
const LABEL_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];

const word = (chars: string[], minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...chars), { minLength, maxLength }).map((c) => c.join(''));
const atom = word(ATOM_CHARS, 1, 10);
const local = fc.oneof(
  fc.array(atom, { minLength: 1, maxLength: 4 }).map((atoms) => atoms.join('.')),
  // A quoted string may hold what an atom may not.
  fc.string({ minLength: 1, maxLength: 12 }).map((text) => `"${text.replace(/\n/g, ' ')}"`),
);
const octet = fc.integer({ min: 0, max: 999 }).map(String);
const domain = fc.oneof(
  fc
    .tuple(fc.array(word(LABEL_CHARS, 1, 12), { minLength: 1, maxLength: 3 }), word(LETTERS, 2, 6))
    .map(([labels, top]) => `${labels.join('.')}.${top}`),
  fc.tuple(octet, octet, octet, octet).map((parts) => `[${parts.join('.')}]`),
);
const validAddress = fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`);
const unquotedLocal = fc.array(atom, { minLength: 1, maxLength: 3 }).map((a) => a.join('.'));
const labels = fc.array(word(LABEL_CHARS, 1, 8), { minLength: 1, maxLength: 3 });

/** Each way an address breaks the rule, as a generator of such addresses. */
const invalidAddress = fc.oneof(
  // A forbidden character inside an unquoted local part.
  fc
    .tuple(unquotedLocal, fc.constantFrom(...FORBIDDEN), unquotedLocal, domain)
    .map(([a, bad, b, d]) => `${a}${bad}${b}@${d}`),
  // A dot at either end of the local part, or two in a row.
  fc.tuple(unquotedLocal, domain).map(([l, d]) => `.${l}@${d}`),
  fc.tuple(unquotedLocal, domain).map(([l, d]) => `${l}.@${d}`),
  fc.tuple(atom, atom, domain).map(([a, b, d]) => `${a}..${b}@${d}`),
  // No @, or nothing before it.
  fc.tuple(unquotedLocal, domain).map(([l, d]) => `${l}${d}`),
  domain.map((d) => `@${d}`),
  // A top-level part shorter than 2 letters or with a digit.
  fc
    .tuple(unquotedLocal, labels, fc.constantFrom(...LETTERS))
    .map(([l, ls, t]) => `${l}@${ls.join('.')}.${t}`),
  fc
    .tuple(unquotedLocal, labels, word(LETTERS, 1, 3))
    .map(([l, ls, t]) => `${l}@${ls.join('.')}.${t}9`),
  // A domain with no dot at all, an empty label, or an IP literal with three parts.
  fc.tuple(unquotedLocal, word(LETTERS, 2, 8)).map(([l, d]) => `${l}@${d}`),
  fc
    .tuple(unquotedLocal, labels, word(LETTERS, 2, 4))
    .map(([l, ls, t]) => `${l}@${ls.join('.')}..${t}`),
  fc.tuple(unquotedLocal, octet, octet, octet).map(([l, a, b, c]) => `${l}@[${a}.${b}.${c}]`),
);

describe('the e-mail rule', () => {
  it('accepts every address built the way the rule allows', () => {
    fc.assert(
      fc.property(validAddress, (address) => isValidEmail(address)),
      { numRuns: 2000 },
    );
  });

  it('refuses every address that breaks one part of the rule', () => {
    fc.assert(
      fc.property(invalidAddress, (address) => !isValidEmail(address)),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['anna.berg@example.com', true],
    ['a+tag@sub.example.co', true],
    ['"john doe"@example.com', true],
    ['user@[192.168.0.1]', true],
    ['user@example', false],
    ['user@example.c', false],
    ['user name@example.com', false],
    ['user@@example.com', false],
    ['', false],
  ])('%s is %s', (address, valid) => {
    expect(isValidEmail(address)).toBe(valid);
  });
});
