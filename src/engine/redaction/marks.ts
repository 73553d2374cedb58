/** What a redacted log shows of its redaction: the placeholders and pseudonyms it carries
 * (masks of payment data and phone numbers keep their shape and are not counted here). */
export interface RedactionMarks {
  secrets: number;
  payment: number;
  emails: number;
  names: number;
  phones: number;
  texts: number;
}

const PATTERNS: Record<keyof RedactionMarks, RegExp> = {
  secrets: /redacted-secret-\d+/g,
  payment: /redacted-payment-\d+/g,
  emails: /guest-[0-9a-f]+@redacted\.invalid/g,
  names: /"Guest [0-9a-f]+"/g,
  phones: /redacted-phone-[0-9a-f]+/g,
  // A masked text: a JSON string of bullets and white space (see shape.ts); the older object form.
  texts: /"(?:[\u2022 ]|\\[nrt])*\u2022(?:[\u2022 ]|\\[nrt])*"|\{"redacted":"text","length":\d+\}/g,
};

/**
 * Counts the marks redaction leaves in an encoded log (`redacted-secret-1`, pseudonyms, texts
 * replaced by their length); all zero for a log that was never redacted.
 *
 * @example
 * redactionMarks(readFileSync('report.jsonl', 'utf8')); // { secrets: 3, emails: 2, … }
 */
export function redactionMarks(text: string): RedactionMarks {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  return {
    secrets: count(PATTERNS.secrets),
    payment: count(PATTERNS.payment),
    emails: count(PATTERNS.emails),
    names: count(PATTERNS.names),
    phones: count(PATTERNS.phones),
    texts: count(PATTERNS.texts),
  };
}

export function isRedacted(marks: RedactionMarks): boolean {
  return Object.values(marks).some((n) => n > 0);
}
