/**
 * The one failure every service throws: a stable `code` machines can branch on, and a message for
 * logs. The engine records it as plain data, so a machine sees the same failure in replay.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: string,
    message = '',
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/**
 * The text of anything thrown or handed to an error callback, without ever throwing itself: a
 * hostile or broken value (`{ "toString": 0 }` from a reply, an object without a prototype) must
 * become a message, not a second failure inside the failure path.
 */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return String(error);
  } catch {
    try {
      return JSON.stringify(error) ?? typeof error;
    } catch {
      return typeof error;
    }
  }
}
