import { describe, expect, it } from 'vitest';
import { failureCode, failureCodeOrNone, failureMessage, failureOf } from './failure.ts';

describe('failures as machines keep them', () => {
  it('keep the message and the code the engine delivers', () => {
    expect(failureOf({ message: 'Service Unavailable', code: 'http_503' })).toEqual({
      message: 'Service Unavailable',
      code: 'http_503',
    });
    expect(failureOf({ message: 'offline' })).toEqual({ message: 'offline' });
  });

  it('describe anything else instead of throwing it again', () => {
    expect(failureOf('boom')).toEqual({ message: 'boom' });
    expect(failureOf(null)).toEqual({ message: 'null' });
    expect(failureOf({ code: 'x' })).toEqual({ message: '', code: 'x' });
    expect(failureOf({ message: 42, code: 7 })).toEqual({ message: '42' });
  });

  it('give views the code, else the message', () => {
    expect(failureCode({ message: 'gone', code: 'not_found' })).toBe('not_found');
    expect(failureCode({ message: 'gone', code: '' })).toBe('gone');
    expect(failureCode('network')).toBe('network');
    expect(failureCodeOrNone({ message: 'gone' })).toBeUndefined();
  });

  it('tell the guest the message, else the code, else that the call failed', () => {
    expect(failureMessage({ message: 'Card declined', code: 'declined' })).toBe('Card declined');
    expect(failureMessage({ code: 'http_503' })).toBe('http_503');
    expect(failureMessage({})).toBe('the call failed without a message');
    expect(failureMessage({ message: 'unknown' })).toBe('unknown');
  });
});
