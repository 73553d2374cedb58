import { LOG_FORMAT, LOG_VERSION, type LogHeader } from '../log/records.ts';

/**
 * A valid log header for tests that build logs by hand: a session started at a fixed time on
 * `/en/`, no config, no anchor; `overrides` sets what a test cares about.
 *
 * @example
 * const log = { header: testLogHeader({ url: '/de/' }), records: [] };
 */
export function testLogHeader(overrides: Partial<LogHeader> = {}): LogHeader {
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    appVersion: 'test',
    startedAt: '2026-11-22T00:00:00.000Z',
    language: 'en',
    url: '/en/',
    config: null,
    anchor: null,
    ...overrides,
  };
}
