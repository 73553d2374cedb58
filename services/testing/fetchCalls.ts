/**
 * What a fake `fetch` of a service test was sent: the body as the services send it (JSON or
 * lines, always a string; anything else reads as '' so parsing it fails the test), and the
 * address in whichever form the service passed it.
 */
export const bodyText = (init: RequestInit | undefined): string =>
  typeof init?.body === 'string' ? init.body : '';

export const urlText = (url: string | URL | Request): string =>
  typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
