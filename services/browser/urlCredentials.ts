/**
 * Query parameters that carry credentials or a person's data into the page (seed 000 §2, §4):
 * the password-reset key and user name, the external signup token with its name and e-mail, the
 * payment client's transfer token and redirect token. They are read once when the page loads, then
 * cleaned from the address bar, the log header and every report (issue 23, item 2).
 */
export const CREDENTIAL_PARAMS = {
  pwdresetkey: 'secret',
  externaltoken: 'secret',
  tt: 'secret',
  redirecttoken: 'secret',
  signupemail: 'email',
  signupname: 'personName',
  pwdresetusername: 'personName',
} as const satisfies Record<string, 'secret' | 'email' | 'personName'>;

export type CredentialClass = (typeof CREDENTIAL_PARAMS)[keyof typeof CREDENTIAL_PARAMS];

/** The class of a query parameter's value, by its name in any spelling; null for other names. */
export function credentialParamClass(name: string): CredentialClass | null {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '') as keyof typeof CREDENTIAL_PARAMS;
  return Object.hasOwn(CREDENTIAL_PARAMS, key) ? CREDENTIAL_PARAMS[key] : null;
}

/**
 * `url` (absolute, or a path with a query) without the credential parameters; the rest of the
 * query, its order and the fragment are kept.
 *
 * @example
 * withoutCredentials('/en/?pwdresetKey=k1&vxpFlow=signup'); // '/en/?vxpFlow=signup'
 */
export function withoutCredentials(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter(
      (part) => part !== '' && credentialParamClass(safeDecode(part.split('=')[0]!)) === null,
    );
  const base = beforeHash.slice(0, queryAt);
  return `${base}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
