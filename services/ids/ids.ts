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

export function createIdSource(
  cryptoImpl: Pick<Crypto, 'randomUUID'> = globalThis.crypto,
): IdSource {
  return { next: () => cryptoImpl.randomUUID() };
}
