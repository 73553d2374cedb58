import { failureOf } from '../shared/failure.ts';
/** A failure as a machine keeps it: plain data (identical live and in replay). */
export interface IoFailure {
  message: string;
  code: string | null;
}

/** The engine delivers failures as `{ message, code? }`; anything else is kept as its text. */
export function toFailure(error: unknown): IoFailure {
  const { message, code } = failureOf(error);
  return { message, code: code ?? null };
}
