import * as z from 'zod/mini';

/** Where a value failed its schema and why, in zod's English words. */
export interface FirstIssue {
  /** The failing field's path, dot-joined (empty: the value itself). */
  path: string;
  message: string;
}

/**
 * The first issue of a value that failed `schema`, described as `./zodMessages.ts` describes it
 * (`expected number, received string`). Those English messages load with it, on the first
 * failure: the pages' first load parses its replies and config without them (issue 50 §5),
 * and zod words an issue when it parses, so the value is parsed again once they are in.
 *
 * @example
 * const parsed = z.safeParse(schema, body);
 * if (!parsed.success) throw invalid(await firstIssue(schema, body));
 */
export async function firstIssue(
  schema: z.core.$ZodType,
  value: unknown,
): Promise<FirstIssue | null> {
  // A chunk that does not come (the connection dropped after the reply did) still leaves the
  // issue to report, in zod's plain words: the reply's failure is what the guest must hear of.
  await import('./zodMessages.ts').catch(() => undefined);
  const parsed = z.safeParse(schema, value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}
