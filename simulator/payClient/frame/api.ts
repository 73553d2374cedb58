// The frame's calls of the pay API (same origin) and its own storage.
import type { ApiReply } from './forms.ts';
import type { Options } from './protocol.ts';
import type { FieldError } from './validation.ts';

/** Set once a guest logged in here: the page may ask `hasLoginCookie`. */
export const HAS_LOGIN_KEY = 'vxpay.hasLogin';
/**
 * The frame key of this browser's last login here (the client's own login, kept across pages in
 * its own storage; never the transfer token, which the page and URLs know).
 */
export const LOGIN_KEY = 'vxpay.key';

/** A refused or failed call: HTTP status (0: no answer), the server's code and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, FieldError>,
  ) {
    super(code);
  }
}

/** A call of the pay API as this page: its frame key (from the served page) names the session. */
export async function api(frameKey: string, op: string, body: Options = {}): Promise<ApiReply> {
  let response: Response;
  try {
    response = await fetch(`/VXPAY-V3/api/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, frameKey }),
    });
  } catch {
    throw new ApiError(0, 'network', {});
  }
  const reply = (await response.json().catch(() => null)) as
    (ApiReply & { ok?: boolean; error?: string; fields?: Record<string, FieldError> }) | null;
  if (!response.ok || reply === null || reply.ok !== true) {
    throw new ApiError(response.status, reply?.error ?? 'generic', reply?.fields ?? {});
  }
  return reply;
}

/** The client's own storage; private modes without storage just forget. */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // nothing to keep
    }
  },
};
