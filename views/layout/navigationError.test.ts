import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportNavigationError } from './navigationError.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the router’s error callback (seed 000 §8)', () => {
  it('hands a failed navigation to the page’s error handler, named by its route pattern', () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const failure = new TypeError('Failed to fetch dynamically imported module');
    reportNavigationError(failure, {
      location: { pathname: '/en/blog/', search: '?q=me', hash: '', state: null, key: 'k' },
      params: { lang: 'en' },
      pattern: '/:lang/blog/',
    });
    expect(reported).toHaveLength(1);
    const error = reported[0] as Error;
    expect(error.name).toBe('NavigationError');
    expect(error.message).toBe(
      'navigation to /:lang/blog/ failed: Failed to fetch dynamically imported module',
    );
    expect(error.cause).toBe(failure);
    // The address (and its query) stays out of what is logged.
    expect(error.message).not.toContain('q=me');
  });

  it('reports what is not an Error as well', () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    reportNavigationError('gone', {
      location: { pathname: '/', search: '', hash: '', state: null, key: 'k' },
      params: {},
      pattern: '',
    });
    expect((reported[0] as Error).message).toBe('navigation to / failed: gone');
  });
});
