// Form rules of the payment client, shared by the frame (inline errors) and the pay-origin server
// (the authority). Each check answers an error code (a key of the frame's texts) or null.

/**
 * Seed 000 §5: a local part free of angle brackets, parentheses, square brackets, backslash, dots
 * at either end, commas, semicolons, colons, spaces, @ and quotes (or a quoted string); then @;
 * then an IPv4 literal in brackets or dotted domain labels ending in a top-level part of at least
 * 2 letters.
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export type FieldError =
  | 'required'
  | 'emailInvalid'
  | 'usernameInvalid'
  | 'passwordShort'
  | 'passwordLong'
  | 'passwordWeak'
  | 'passwordMismatch'
  | 'cardNumberInvalid'
  | 'cardExpiryInvalid'
  | 'cardExpired'
  | 'cvcInvalid'
  | 'ibanInvalid'
  | 'phoneInvalid'
  | 'amountInvalid'
  | 'birthDateInvalid'
  | 'underAge';

export function checkEmail(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'emailInvalid';
}

/** Screen names: 3 to 20 characters, a letter first, then letters, digits, `_` or `-`. */
const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{2,19}$/;

export function checkUsername(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  return USERNAME_PATTERN.test(value) ? null : 'usernameInvalid';
}

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 64;

/** Passwords: 8 to 64 characters with at least one letter and one digit. */
export function checkPassword(value: string): FieldError | null {
  if (value === '') return 'required';
  if (value.length < PASSWORD_MIN) return 'passwordShort';
  if (value.length > PASSWORD_MAX) return 'passwordLong';
  return /[A-Za-z]/.test(value) && /[0-9]/.test(value) ? null : 'passwordWeak';
}

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A card number: 12 to 19 digits (spaces and dashes allowed) passing the Luhn check. */
export function checkCardNumber(value: string): FieldError | null {
  const digits = digitsOf(value);
  if (digits === '') return 'required';
  if (!/^\d{12,19}$/.test(digits)) return 'cardNumberInvalid';
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0 ? null : 'cardNumberInvalid';
}

/** `MM/YY`, not before the month of `now` (ms since the epoch, UTC). */
export function checkCardExpiry(value: string, now: number): FieldError | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return value.trim() === '' ? 'required' : 'cardExpiryInvalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'cardExpiryInvalid';
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return year * 12 + (month - 1) < current ? 'cardExpired' : null;
}

export function checkCvc(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  return /^\d{3,4}$/.test(value.trim()) ? null : 'cvcInvalid';
}

/** An IBAN: country, check digits, 11 to 30 alphanumerics, mod 97 equal to 1. */
export function checkIban(value: string): FieldError | null {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (iban === '') return 'required';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'ibanInvalid';
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const code = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : 'ibanInvalid';
}

/** A mobile number: `+` or `00`, then 8 to 15 digits (spaces allowed). */
export function checkPhone(value: string): FieldError | null {
  const compact = value.replace(/\s/g, '');
  if (compact === '') return 'required';
  return /^(\+|00)\d{8,15}$/.test(compact) ? null : 'phoneInvalid';
}

/** An amount with at most two decimals within `[min, max]`. */
export function checkAmount(value: number, min: number, max: number): FieldError | null {
  if (!Number.isFinite(value) || value < min || value > max) return 'amountInvalid';
  return Math.round(value * 100) === value * 100 ? null : 'amountInvalid';
}

/** `YYYY-MM-DD`, a real date, at least 18 years before `now`. */
export function checkBirthDate(value: string, now: number): FieldError | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value.trim() === '' ? 'required' : 'birthDateInvalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) {
    return 'birthDateInvalid';
  }
  const today = new Date(now);
  const adult = Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate());
  return date.getTime() <= adult ? null : 'underAge';
}
