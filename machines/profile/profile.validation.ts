import type { ProfileFields } from './profile.types.ts';

/**
 * The e-mail rule of seed 000 §5: a local part free of `<>()[]\.,;:`, spaces, `@` and quotes
 * (dots only between characters) or a quoted string; `@`; an IPv4 literal in brackets or dotted
 * domain labels ending in a top-level part of at least two letters.
 */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

type FieldError = 'required' | 'invalidEmail' | 'tooLong' | 'invalidZipCode';
export type FieldErrors = Partial<Record<keyof ProfileFields, FieldError>>;

const MAX_LENGTH: Record<keyof ProfileFields, number> = {
  firstName: 50,
  lastName: 50,
  email: 254,
  zipCode: 10,
  city: 60,
};
const ZIP_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/**
 * What is wrong with the profile form, field by field (empty when it may be sent). Names and
 * address are optional; the e-mail is required and follows the platform's rule.
 */
export function validateProfile(fields: ProfileFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(MAX_LENGTH) as (keyof ProfileFields)[]) {
    if (fields[key].length > MAX_LENGTH[key]) errors[key] = 'tooLong';
  }
  const email = fields.email.trim();
  if (email === '') errors.email = 'required';
  else if (!errors.email && !isValidEmail(email)) errors.email = 'invalidEmail';
  const zip = fields.zipCode.trim();
  if (!errors.zipCode && zip !== '' && !ZIP_CODE.test(zip)) errors.zipCode = 'invalidZipCode';
  return errors;
}

/** The fields as they are sent: surrounding spaces dropped. */
export function normalizeProfile(fields: ProfileFields): ProfileFields {
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    zipCode: fields.zipCode.trim(),
    city: fields.city.trim(),
  };
}
