import { hashString } from '../hash.ts';
import {
  BASE64_RUN,
  base64Decoded,
  base64Encoded,
  detect,
  encodedForms,
  replaceKeyedValues,
} from './detectors.ts';
import { maskedShape, maskedText, pseudonymKeepsShape } from './shape.ts';

/**
 * What a sensitive value is, which decides what replaces it. `messageText` is registered only
 * when the guest keeps their texts out of the report: what they wrote is then masked wherever it
 * went (a machine's context, a service's reply), not only in the field they wrote it in.
 */
export type KnownClass =
  'secret' | 'payment' | 'email' | 'personName' | 'phone' | 'personal' | 'messageText';

/** Shorter values are replaced only where they are a whole string, never inside other text. */
const MIN_SUBSTRING = 6;
const STRENGTH: Record<KnownClass, number> = {
  payment: 6,
  secret: 5,
  email: 4,
  phone: 3,
  personal: 2,
  personName: 1,
  messageText: 0,
};
/** Placeholders and pseudonyms this redaction writes: never taken for new findings. */
const OWN_OUTPUT =
  /^(?:redacted-(?:secret|payment)-\d+|redacted-phone-[0-9a-f]+|guest-[0-9a-f]+@redacted\.invalid|Guest [0-9a-f]+)$/;

/**
 * Every sensitive value found in one log, and what replaces it. Values are registered first (a
 * whole pass over the log), then replaced everywhere, in every form they take: a token seen once
 * under `accessToken` is also scrubbed from a URL, a JSON string or a base64 blob elsewhere.
 * Pseudonyms are stable within the vault (one report): the same address gives the same pseudonym,
 * salted, so they cannot be matched across reports or reversed by guessing addresses.
 */
export class Vault {
  private readonly known = new Map<string, KnownClass>();
  private replacements: Map<string, string> | null = null;
  private pattern: RegExp | null = null;
  private readonly whole = new Map<string, string>();
  private readonly byForm = new Map<string, { replacement: string; cls: KnownClass }>();
  private readonly counts: Partial<Record<KnownClass, number>> = {};

  constructor(private readonly salt: string) {}

  /**
   * A new, unsealed vault with the same salt and everything registered here: free text written
   * after the log (the report's description) gets the same pseudonyms as the log.
   */
  fork(): Vault {
    const copy = new Vault(this.salt);
    for (const [value, cls] of this.known) copy.register(value, cls);
    return copy;
  }

  register(value: string, cls: KnownClass): void {
    if (this.replacements) throw new Error('Vault: register after sealing');
    if (value === '' || OWN_OUTPUT.test(value)) return;
    const previous = this.known.get(value);
    if (previous === undefined || STRENGTH[cls] > STRENGTH[previous]) this.known.set(value, cls);
  }

  /** Registers what `text` shows: in plain form, percent-decoded, and inside base64 runs. */
  scan(text: string, decode: (text: string) => string | null): void {
    for (const finding of detect(text)) this.register(finding.value, finding.cls);
    const decoded = decode(text);
    if (decoded !== null)
      for (const finding of detect(decoded)) this.register(finding.value, finding.cls);
    for (const [run] of text.matchAll(BASE64_RUN)) {
      const inner = base64Decoded(run);
      if (inner !== null)
        for (const finding of detect(inner)) this.register(finding.value, finding.cls);
    }
  }

  /**
   * Ends registration: numbers the placeholders and draws the pseudonyms, in order of finding.
   * Values a machine may read keep their shape (see `shape.ts`): payment data, phone numbers and
   * digit-only secrets are masked digit for digit; names and addresses get a readable pseudonym
   * only where it passes the same rules as the original.
   */
  seal(): void {
    if (this.replacements) return;
    const replacements = new Map<string, string>();
    const taken = new Set<string>();
    const numbers: Record<'secret' | 'payment', number> = { secret: 0, payment: 0 };
    const pseudonyms = new Map<string, string>();
    for (const [value, cls] of this.known) {
      let replacement: string;
      if (cls === 'messageText') {
        replacement = maskedText(value);
      } else if (cls === 'personal') {
        replacement = this.mask(value, `${cls}\u0000${value}`, taken);
      } else if (cls === 'payment' || (cls === 'secret' && /^\d+$/.test(value))) {
        replacement = this.mask(value, `${cls}\u0000${++numbers[cls]}`, taken);
      } else if (cls === 'secret') {
        replacement = `redacted-${cls}-${++numbers[cls]}`;
      } else {
        const identity = `${cls}\u0000${normalizeIdentity(value, cls)}`;
        replacement =
          pseudonyms.get(identity) ??
          (cls === 'phone' || !pseudonymKeepsShape(value, cls)
            ? this.mask(value, identity, taken)
            : this.pseudonym(identity, cls, taken));
        pseudonyms.set(identity, replacement);
      }
      replacements.set(value, replacement);
    }
    this.replacements = replacements;
    for (const [value, replacement] of replacements) {
      const cls = this.known.get(value)!;
      if (value.length < MIN_SUBSTRING) {
        this.whole.set(value, replacement);
        continue;
      }
      const replacementForms = encodedForms(replacement);
      encodedForms(value).forEach((form, index) => {
        if (!this.byForm.has(form))
          this.byForm.set(form, { replacement: replacementForms[index] ?? replacement, cls });
      });
    }
    const forms = [...this.byForm.keys()].sort((a, b) => b.length - a.length);
    this.pattern = forms.length === 0 ? null : new RegExp(forms.map(escapeRegExp).join('|'), 'g');
  }

  /** The replacement of a value registered whole (a field's value). */
  replacementOf(value: string): string {
    const replacement = this.sealed().get(value);
    if (replacement === undefined) {
      if (OWN_OUTPUT.test(value)) return value;
      throw new Error('Vault: value was not registered');
    }
    this.count(this.known.get(value)!);
    return replacement;
  }

  /** `text` with every registered value replaced, in any of its forms, base64 runs included. */
  redactText(text: string): string {
    this.sealed();
    const whole = this.whole.get(text);
    if (whole !== undefined) {
      this.count(this.known.get(text)!);
      return whole;
    }
    let out = this.replaceForms(text);
    out = replaceKeyedValues(out, (value) => {
      const replacement = this.whole.get(value);
      if (replacement === undefined) return value;
      this.count(this.known.get(value)!);
      return replacement;
    });
    out = out.replace(BASE64_RUN, (run) => {
      const inner = base64Decoded(run);
      if (inner === null) return run;
      const redacted = this.replaceForms(inner);
      if (redacted === inner) return run;
      // Same alphabet and padding as the run it replaces.
      let encoded = base64Encoded(redacted);
      if (/[-_]/.test(run)) encoded = encoded.replace(/\+/g, '-').replace(/\//g, '_');
      return run.endsWith('=') ? encoded : encoded.replace(/=+$/, '');
    });
    return out;
  }

  /** How many values of each class were replaced so far. */
  get replaced(): Readonly<Partial<Record<KnownClass, number>>> {
    return this.counts;
  }

  private replaceForms(text: string): string {
    if (!this.pattern) return text;
    return text.replace(this.pattern, (form) => {
      const entry = this.byForm.get(form)!;
      this.count(entry.cls);
      return entry.replacement;
    });
  }

  private count(cls: KnownClass): void {
    this.counts[cls] = (this.counts[cls] ?? 0) + 1;
  }

  private sealed(): Map<string, string> {
    if (!this.replacements) this.seal();
    return this.replacements!;
  }

  /** A mask of `value`'s shape, unused so far and not the value itself (when there is room). */
  private mask(value: string, seed: string, taken: Set<string>): string {
    let candidate = maskedShape(value, `${this.salt}\u0000${seed}`);
    for (let attempt = 1; attempt < 32 && (taken.has(candidate) || candidate === value); attempt++)
      candidate = maskedShape(value, `${this.salt}\u0000${seed}`, attempt);
    taken.add(candidate);
    return candidate;
  }

  private pseudonym(identity: string, cls: KnownClass, taken: Set<string>): string {
    const digest = hashString(`${this.salt}\u0000${identity}`);
    for (let length = 4; ; length += 2) {
      const tag = length <= digest.length ? digest.slice(0, length) : `${digest}${length}`;
      const candidate =
        cls === 'email'
          ? `guest-${tag}@redacted.invalid`
          : cls === 'phone'
            ? `redacted-phone-${tag}`
            : `Guest ${tag}`;
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  }
}

/** Spellings of one identity: an address in any case, a number with any separators. */
function normalizeIdentity(value: string, cls: KnownClass): string {
  if (cls === 'email') return value.trim().toLowerCase();
  if (cls === 'phone') return value.replace(/^00/, '+').replace(/[^\d+]/g, '');
  return value.trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
