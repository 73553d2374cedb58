/**
 * A service's failure as machines keep it: plain data, identical live and in replay. The engine
 * delivers every failure as `{ message, code? }` (`IoError`); anything else (a machine tested on
 * its own with a thrown value) is described, never thrown again.
 */
export interface Failure {
  message: string;
  code?: string;
}

/** The failure as plain data: its message (as text) and its code when it has one. */
export function failureOf(error: unknown): Failure {
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return {
      message: typeof message === 'string' ? message : String(message ?? 'unknown'),
      ...(typeof code === 'string' && code !== '' ? { code } : {}),
    };
  }
  return { message: String(error) };
}

/**
 * What views look their texts up by: the failure's code (`http_503`, `not_found`), else its
 * message.
 */
export function failureCode(error: unknown): string {
  const { code, message } = failureOf(error);
  return code ?? message;
}

/** The failure's code when it has one, else undefined (a refusal the machine tells apart). */
export function failureCodeOrNone(error: unknown): string | undefined {
  return failureOf(error).code;
}

/** What the guest is told: the message, else the code, else that the call failed. */
export function failureMessage(error: unknown): string {
  const { code, message } = failureOf(error);
  return message && message !== 'unknown' ? message : (code ?? 'the call failed without a message');
}
