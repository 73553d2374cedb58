/**
 * The only source of new ids. An id becomes part of the event that carries it, so replay never
 * asks for one.
 *
 * @example
 * const clientMessageId = ids.next();
 */
export interface IdSource {
  next(): string;
}

type CryptoLike = Partial<Pick<Crypto, 'randomUUID'>> & Pick<Crypto, 'getRandomValues'>;

/**
 * A version-4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost): on a
 * plain-http origin (a LAN address) it is missing, while `getRandomValues` is there everywhere
 * (issue 23, item 5).
 */
export function randomUuid(cryptoImpl: CryptoLike = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createIdSource(cryptoImpl: CryptoLike = globalThis.crypto): IdSource {
  return { next: () => randomUuid(cryptoImpl) };
}
