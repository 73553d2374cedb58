/**
 * What a service call came to, for a test: `'ok'`, or the code of the failure it threw (a
 * `ServiceError`'s).
 *
 * @example
 * expect(await codeOf(api.bonusAvailable(visitor))).toBe('missing_token');
 */
export const codeOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'ok',
    (e: { code: string }) => e.code,
  );
