/**
 * A service's failure as machines keep it: plain data, identical live and in replay. The engine
 * turns every rejection into this with {@link failureOf} before it records and delivers it; a
 * machine tested on its own may see a thrown value, which the same function describes.
 */
export interface Failure {
  message: string;
  code?: string;
}

/** A message as text: a string as it is, none as empty, a number as its digits, data as JSON. */
function messageText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (message == null) return '';
  if (typeof message === 'number' || typeof message === 'boolean' || typeof message === 'bigint')
    return String(message);
  try {
    return JSON.stringify(message) ?? '';
  } catch {
    return '';
  }
}

/** The failure as plain data: its message (as text) and its code when it has one. */
export function failureOf(error: unknown): Failure {
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return {
      // A missing message stays empty (never a stand-in word that readers must know to skip).
      message: messageText(message),
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
  return message || code || 'the call failed without a message';
}
