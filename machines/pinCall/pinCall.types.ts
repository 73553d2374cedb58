/** The pin call of the guest service (seed 000 §3 pin verification record, §5, §7, §8). */

/** Mobile numbers get an SMS code of 6 digits, fixed lines a voice call with 5. */
export type PinVerificationType = 'mobile' | 'fixed';

export interface PinStartInput {
  countryCode: string;
  preCode: string;
  number: string;
  type: PinVerificationType;
}

/** The reply to `startVerification`: the verification's id and the code length to ask for. */
export interface PinStarted {
  id: string;
  pinLength: number;
}

/** The pin verification record (seed 000 §3). */
export interface PinVerification {
  id: string;
  type: PinVerificationType;
  verified: boolean;
  countryCode: string;
  preCode: string;
  number: string;
  e123: string;
  pinLength: number;
}

/**
 * The ten pin-call error codes (seed 000 §8). A failure's code is read from the first GraphQL
 * error; anything else is `unknown` (10).
 */
export const PIN_ERROR_CODES = {
  1: 'invalidPhoneNumber',
  2: 'countryNotAllowed',
  3: 'invalidVerificationType',
  4: 'verificationTimeout',
  5: 'phoneNumberBlacklisted',
  6: 'phoneNumberNotUnique',
  7: 'idDoesNotExist',
  8: 'invalidCode',
  9: 'attemptLimitReached',
  10: 'unknown',
} as const;
export type PinErrorCode = keyof typeof PIN_ERROR_CODES;
export type PinErrorName = (typeof PIN_ERROR_CODES)[PinErrorCode];

/** A failure's code (`'8'`, `8`, anything) as one of the ten; everything unrecognised is 10. */
export function pinErrorCode(code: unknown): PinErrorCode {
  const value = typeof code === 'number' ? code : Number(code);
  return Number.isInteger(value) && value >= 1 && value <= 10 ? (value as PinErrorCode) : 10;
}
