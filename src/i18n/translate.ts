import type { en } from './messages/en.ts';
import type { EnglishLaterTexts } from './messages/later.ts';

/** Every English text, the later areas' included: the source of the typed keys. */
type EnglishTexts = typeof en & EnglishLaterTexts;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : never;
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` | `${Prefix}${PluralBase<K>}`
    : `${Prefix}${K}` | Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every key of the English catalog, groups included, and the plural keys by their base
 * (`photos` for `photos_one` and `photos_other`): `t('nav.cams')` compiles only if it is there.
 */
type TextKey = Keys<EnglishTexts>;

export interface TextOptions {
  /** Picks the plural form (`<key>_one`, `<key>_other`, … by the language's plural rules). */
  count?: number;
  /** The text when the catalog has no such key (else the key itself). */
  defaultValue?: string;
  /** Another language's text than the page's. */
  lng?: string;
  /** A group of texts as it stands in the catalog, not one text. */
  returnObjects?: boolean;
  /** Values for the text's `{{name}}` placeholders. */
  [value: string]: unknown;
}

/** Looks a text up: the typed keys, or a cast key built at run time (`as never`). */
export interface TFunction {
  (key: TextKey, options?: TextOptions & { returnObjects?: false }): string;
  /** With the text to show while the catalog has none (the boot screen before it loaded). */
  (key: TextKey, defaultValue: string): string;
  (key: TextKey, options: TextOptions & { returnObjects: true }): unknown;
  /** A key built at run time, with the text to show when the catalog has none. */
  (key: string, options: TextOptions & { defaultValue: string }): string;
}

/** A language's texts as loaded: nested groups of strings. */
export type TextTree = { readonly [key: string]: string | TextTree };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const NESTED = /\$t\(([^()]+)\)/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/** What a dotted path (`account.login`, `user.points`) names inside nested objects, if anything. */
export function valueAtPath(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      root,
    );
}

type TextNode = string | TextTree | undefined;

/**
 * Each catalog's keys as looked up (a loaded catalog is never changed: more texts make a new
 * one). A grid's tiles ask the same few keys thousands of times while it scrolls.
 */
const nodesByTree = new WeakMap<TextTree, Map<string, TextNode>>();

function nodeAt(tree: TextTree | undefined, key: string): TextNode {
  if (!tree) return undefined;
  let nodes = nodesByTree.get(tree);
  if (!nodes) nodesByTree.set(tree, (nodes = new Map<string, TextNode>()));
  if (nodes.has(key)) return nodes.get(key);
  const value = valueAtPath(tree, key);
  const node =
    typeof value === 'string' || (typeof value === 'object' && value !== null)
      ? (value as string | TextTree)
      : undefined;
  nodes.set(key, node);
  return node;
}

function pluralSuffix(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * The node a key names in `tree`: with a numeric `count`, the language's plural form first, then
 * `_other`, then the key as it stands.
 */
export function findText(
  tree: TextTree | undefined,
  language: string,
  key: string,
  count: unknown,
): TextNode {
  if (typeof count === 'number') {
    const plural =
      nodeAt(tree, `${key}_${pluralSuffix(language, count)}`) ?? nodeAt(tree, `${key}_other`);
    if (typeof plural === 'string') return plural;
  }
  return nodeAt(tree, key);
}

/**
 * A text with its placeholders filled (a missing value gives an empty string; React escapes what
 * is rendered, so nothing is escaped here) and its `$t(other.key)` references replaced by those
 * texts, after the placeholders, so a reference may be built from a value:
 * `$t(rewards.rewardTypes.{{type}})`.
 */
function fillText(text: string, values: TextOptions, lookup: (key: string) => string): string {
  if (!text.includes('{{') && !text.includes('$t(')) return text;
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    const value = valueAtPath(values, name);
    // Texts take numbers and strings; anything else (a missing value included) fills nothing.
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
  return filled.includes('$t(')
    ? filled.replace(NESTED, (_, key: string) => lookup(key.trim()))
    : filled;
}

/**
 * The text of `key` in `tree` (the language's catalog, if loaded) with its values filled: the
 * plural form by `count`; a group only with `returnObjects`; a key the catalog lacks gives
 * `defaultValue`, else the key. `languages.<language>` falls back to the language's own name, so
 * the language switch names each option in itself before that catalog is loaded.
 */
export function translate(
  tree: TextTree | undefined,
  language: string,
  key: string,
  options: TextOptions = {},
  ownName?: string,
): unknown {
  const found =
    findText(tree, language, key, options.count) ??
    (key === `languages.${language}` ? ownName : undefined);
  if (typeof found === 'object') return options.returnObjects ? found : key;
  // A referenced text gets the same values, not this text's default.
  const { defaultValue, ...values } = options;
  return fillText(found ?? defaultValue ?? key, values, (nested) =>
    String(translate(tree, language, nested, values, ownName)),
  );
}
