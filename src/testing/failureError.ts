/**
 * A service failure as a fake port throws it: an `Error` carrying the failure's code, as the live
 * services throw theirs (`ServiceError`). `failureOf` turns it into the same plain data the engine
 * delivers (decision 0001), so machines and views see what they would see live.
 *
 * @example
 * loadGuest: () => Promise.reject(failureError({ code: 'http_401' })),
 */
export function failureError(failure: { message?: string; code?: string | undefined }): Error {
  const error = new Error(failure.message ?? '');
  return failure.code === undefined ? error : Object.assign(error, { code: failure.code });
}
