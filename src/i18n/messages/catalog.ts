/** The shape a translation of `T` has: the same keys, any text. */
export type Catalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

/** A feature's texts in the four languages; English is the source of the keys. */
export interface FeatureTexts<T> {
  en: T;
  de: Catalog<T>;
  es: Catalog<T>;
  nl: Catalog<T>;
}
