/** JSON with object keys sorted, so equal states give equal strings whatever the insertion order. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, raw: unknown) => {
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(raw).sort())
        sorted[key] = (raw as Record<string, unknown>)[key];
      return sorted;
    }
    return raw;
  });
}

/**
 * cyrb53, a fast 53-bit hash (not cryptographic; it proves equality), fed piece by piece: 32-bit
 * words, strings as they are (`chars`) or length first (`text`, unambiguous without quoting).
 */
export class Mix {
  private h1: number;
  private h2: number;

  constructor(seed = 0) {
    this.h1 = 0xdeadbeef ^ seed;
    this.h2 = 0x41c6ce57 ^ seed;
  }

  word(w: number): void {
    this.h1 = Math.imul(this.h1 ^ w, 2654435761);
    this.h2 = Math.imul(this.h2 ^ w, 1597334677);
  }

  chars(s: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < s.length; i++) {
      const ch = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  text(s: string): void {
    this.word(s.length);
    this.chars(s);
  }

  digest(): number {
    const h1 =
      Math.imul(this.h1 ^ (this.h1 >>> 16), 2246822507) ^
      Math.imul(this.h2 ^ (this.h2 >>> 13), 3266489909);
    const h2 =
      Math.imul(this.h2 ^ (this.h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return 4294967296 * (2097151 & h2) + (h1 >>> 0);
  }
}

/** Two hex digits for each byte value. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A 53-bit hash as 14 hex digits, a byte at a time from a table: `toString(16)` of a number that
 * large takes V8's general radix conversion, about 0.9 µs, a tenth of a checkpoint's actors'
 * hashing (issue 52 §7); the table gives the same digits in a twentieth of that.
 */
export function hashHex(hash: number): string {
  const high = Math.floor(hash / 4294967296);
  const low = hash >>> 0;
  return (
    HEX_BYTES[(high >>> 16) & 0xff]! +
    HEX_BYTES[(high >>> 8) & 0xff]! +
    HEX_BYTES[high & 0xff]! +
    HEX_BYTES[low >>> 24]! +
    HEX_BYTES[(low >>> 16) & 0xff]! +
    HEX_BYTES[(low >>> 8) & 0xff]! +
    HEX_BYTES[low & 0xff]!
  );
}

/** cyrb53 of a string, as 14 hex digits. */
export function hashString(text: string, seed = 0): string {
  const mix = new Mix(seed);
  mix.chars(text);
  return hashHex(mix.digest());
}

export function hashValue(value: unknown): string {
  return hashString(stableStringify(value));
}
