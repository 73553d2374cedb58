/**
 * The code of a failure as the engine delivers it (`{ message, code? }`, a `ServiceError`'s code
 * such as `http_401`, `network` or `invalid_reply`), for the page to word; else its message.
 */
export function failureCode(error: unknown): string {
  if (error && typeof error === 'object') {
    if ('code' in error && typeof error.code === 'string' && error.code !== '') return error.code;
    if ('message' in error) return String(error.message);
  }
  return String(error);
}
