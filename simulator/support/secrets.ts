import type { SessionsRepository } from '../store/sessions.ts';

/** The forms a secret may take in a report: raw, percent-encoded, base64 (both alphabets). */
function formsOf(secret: string): string[] {
  if (secret.length < 8) return [];
  const base64 = Buffer.from(secret, 'utf8').toString('base64').replace(/=+$/, '');
  return [
    secret,
    encodeURIComponent(secret),
    base64,
    Buffer.from(secret, 'utf8').toString('base64url'),
  ];
}

/**
 * A set of secrets in every form a report could carry them, with their lengths, so a text is
 * searched in one linear pass: its runs of token characters are cut into windows of the forms'
 * lengths and looked up. Secrets come and go (counted, so one shared form stays while needed).
 */
export class SecretForms {
  private readonly forms = new Map<string, number>();
  private readonly lengths = new Map<number, number>();

  add(secret: string): void {
    for (const form of formsOf(secret)) {
      this.forms.set(form, (this.forms.get(form) ?? 0) + 1);
      this.lengths.set(form.length, (this.lengths.get(form.length) ?? 0) + 1);
    }
  }

  remove(secret: string): void {
    for (const form of formsOf(secret)) {
      const left = (this.forms.get(form) ?? 1) - 1;
      if (left > 0) this.forms.set(form, left);
      else this.forms.delete(form);
      const same = (this.lengths.get(form.length) ?? 1) - 1;
      if (same > 0) this.lengths.set(form.length, same);
      else this.lengths.delete(form.length);
    }
  }

  /** Whether `text` holds any of the secrets in any of its forms. */
  foundIn(text: string): boolean {
    if (this.forms.size === 0) return false;
    const lengths = [...this.lengths.keys()];
    for (const [run] of text.matchAll(/[A-Za-z0-9_\-+/%.~]+/g)) {
      for (const length of lengths) {
        for (let start = 0; start + length <= run.length; start++) {
          if (this.forms.has(run.slice(start, start + length))) return true;
        }
      }
    }
    return false;
  }
}

/**
 * Whether `text` holds any of `secrets` (session tokens, sids) raw, percent-encoded or base64: the
 * inbox's last check that a report was really redacted.
 */
export function containsSecret(text: string, secrets: readonly string[]): boolean {
  const forms = new SecretForms();
  for (const secret of secrets) forms.add(secret);
  return forms.foundIn(text);
}

/**
 * The sids and access tokens of the live sessions, in every form, kept in step with the sessions
 * table (a session added as it starts, removed as it ends or is pruned): a report is checked
 * against this index, never against a scan of every session ever issued.
 */
export function liveSessionSecrets(sessions: SessionsRepository): SecretForms {
  const forms = new SecretForms();
  sessions.watch({
    started: (sid, token) => {
      forms.add(sid);
      forms.add(token);
    },
    ended: (sid, token) => {
      forms.remove(sid);
      forms.remove(token);
    },
  });
  return forms;
}
