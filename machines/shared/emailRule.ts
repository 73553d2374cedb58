/**
 * The e-mail rule of seed 000 §5: a local part of atoms joined by single dots (no angle brackets,
 * parentheses, square brackets, backslash, commas, semicolons, colons, white space, @ or quotes,
 * and no dot at either end), or a quoted string; then @; then an IPv4 literal in brackets or
 * dotted domain labels ending in a top-level part of at least 2 letters.
 */
const LOCAL_ATOM = String.raw`[^<>()\[\]\\.,;:\s@"]+`;
const LOCAL = String.raw`(?:${LOCAL_ATOM}(?:\.${LOCAL_ATOM})*|".+")`;
const IPV4_LITERAL = String.raw`\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]`;
const DOMAIN = String.raw`(?:[a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}`;

const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${IPV4_LITERAL}|${DOMAIN})$`);

/**
 * @example
 * isValidEmail('anna.berg@example.com'); // true
 * isValidEmail('.anna@example.com'); // false: a dot at the start of the local part
 */
export function isValidEmail(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}
