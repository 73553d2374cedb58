/**
 * JSON for reading, not for parsing back: actor refs become their id, functions their name,
 * Maps and Sets their entries, and cycles a marker, so any snapshot part can be shown.
 */
export function toReadableJson(value: unknown, space = 2): string {
  const seen = new WeakSet<object>();
  try {
    const text = JSON.stringify(
      value,
      (_key, raw: unknown) => {
        if (typeof raw === 'function') return `ƒ ${(raw as { name?: string }).name || 'anonymous'}`;
        if (raw instanceof Map) return Object.fromEntries(raw as Map<PropertyKey, unknown>);
        if (raw instanceof Set) return [...(raw as Set<unknown>)];
        if (raw && typeof raw === 'object') {
          if ('sessionId' in raw && 'send' in raw && 'getSnapshot' in raw)
            return `actor ${(raw as { id?: string }).id ?? ''}`;
          if (seen.has(raw)) return '[cycle]';
          seen.add(raw);
        }
        return raw;
      },
      space,
    );
    return text ?? String(value);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A state value on one line: `ready`, or `{ layout: mobile, menu: search }`. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, inner]) => `${key}: ${formatStateValue(inner)}`,
    );
    return `{ ${parts.join(', ')} }`;
  }
  return String(value);
}

/** The leaf state names of a state value, in order: `['mobile', 'search']`. */
export function activeLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object')
    return Object.values(value as Record<string, unknown>).flatMap(activeLeaves);
  return [];
}
