/** A failure as a machine keeps it: plain data (identical live and in replay). */
export interface IoFailure {
  message: string;
  code: string | null;
}

/** The engine delivers failures as `{ message, code? }`; anything else is kept as its text. */
export function toFailure(error: unknown): IoFailure {
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return {
      message: typeof message === 'string' ? message : 'unknown',
      code: typeof code === 'string' ? code : null,
    };
  }
  return { message: String(error), code: null };
}
