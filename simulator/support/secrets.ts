/**
 * Whether `text` holds any of `secrets` (session tokens, sids) raw, percent-encoded or base64 (both
 * alphabets): the inbox's last check that a report was really redacted. Linear in the text: its
 * runs of token characters are cut into windows of the forms' lengths and looked up in a set.
 */
export function containsSecret(text: string, secrets: readonly string[]): boolean {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < 8) continue;
    const base64 = Buffer.from(secret, 'utf8').toString('base64').replace(/=+$/, '');
    for (const form of [
      secret,
      encodeURIComponent(secret),
      base64,
      Buffer.from(secret, 'utf8').toString('base64url'),
    ])
      forms.add(form);
  }
  if (forms.size === 0) return false;
  const lengths = [...new Set([...forms].map((form) => form.length))];
  for (const [run] of text.matchAll(/[A-Za-z0-9_\-+/%.~]+/g)) {
    for (const length of lengths) {
      for (let start = 0; start + length <= run.length; start++) {
        if (forms.has(run.slice(start, start + length))) return true;
      }
    }
  }
  return false;
}
