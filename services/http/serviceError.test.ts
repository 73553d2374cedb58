import { describe, expect, it } from 'vitest';
import { messageOf, ServiceError } from './serviceError.ts';

describe('messageOf', () => {
  it('reads errors, texts and plain values', () => {
    expect(messageOf(new ServiceError('network', 'socket closed'))).toBe('socket closed');
    expect(messageOf('refused')).toBe('refused');
    expect(messageOf(429)).toBe('429');
    expect(messageOf(undefined)).toBe('undefined');
  });

  it('never throws on a value that String() cannot convert', () => {
    expect(messageOf({ toString: 0 })).toBe('{"toString":0}');
    expect(messageOf(Object.create(null))).toBe('{}');
    const looped: Record<string, unknown> = { toString: null };
    looped.self = looped;
    expect(messageOf(looped)).toBe('object');
  });
});
