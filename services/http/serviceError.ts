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
