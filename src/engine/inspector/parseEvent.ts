import type { EventObject } from 'xstate';

export type EventParseError =
  | { reason: 'empty' }
  | { reason: 'json'; detail: string }
  | { reason: 'notObject' }
  | { reason: 'noType' };

export type ParsedEvent = { ok: true; event: EventObject } | ({ ok: false } & EventParseError);

/**
 * Reads an event typed by hand: JSON, an object, with a non-empty string `type`.
 *
 * @example
 * parseEventJson('{ "type": "ui.menuToggled", "menu": "search" }'); // { ok: true, event }
 * parseEventJson('{ "menu": "search" }'); // { ok: false, reason: 'noType' }
 */
export function parseEventJson(text: string): ParsedEvent {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'json', detail: error instanceof Error ? error.message : '' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: 'notObject' };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || type.trim() === '') return { ok: false, reason: 'noType' };
  return { ok: true, event: value as EventObject };
}
