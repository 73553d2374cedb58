import { restRequest, type RestContext } from '../http/rest.ts';
import {
  guestBalanceSchema,
  guestStateSchema,
  logoutReplySchema,
  sessionReplySchema,
  type GuestStateReply,
  type SessionReply,
} from './schemas.ts';

/**
 * The guest calls of the foundation: the session token for this browser, the guest state, and
 * logout. Each takes the request context from the machine that invokes it.
 */
export function createGuestApi(fetchImpl: typeof fetch) {
  return {
    loadSession: (context: RestContext, signal?: AbortSignal): Promise<SessionReply> =>
      restRequest(
        fetchImpl,
        { ...context, accessToken: null },
        { method: 'GET', path: 'auth/session' },
        sessionReplySchema,
        signal,
      ),
    loadGuestState: (context: RestContext, signal?: AbortSignal): Promise<GuestStateReply> =>
      restRequest(
        fetchImpl,
        context,
        { method: 'GET', path: 'guest/state' },
        guestStateSchema,
        signal,
      ),
    loadBalance: (context: RestContext, signal?: AbortSignal) =>
      restRequest(
        fetchImpl,
        context,
        { method: 'GET', path: 'getGuestBalance' },
        guestBalanceSchema,
        signal,
      ),
    closeDataProtection: async (
      context: RestContext,
      accepted: boolean,
      signal?: AbortSignal,
    ): Promise<void> => {
      await restRequest(
        fetchImpl,
        context,
        { method: 'POST', path: 'closeDataProtection', params: { accepted } },
        logoutReplySchema,
        signal,
      );
    },
    /** The guest accepted the new terms (AGB/GTC) and data protection (no payload, seed 000 §7). */
    closeAgbAndDataProtection: async (
      context: RestContext,
      signal?: AbortSignal,
    ): Promise<void> => {
      await restRequest(
        fetchImpl,
        context,
        { method: 'POST', path: 'closeAgbAndDataProtection' },
        logoutReplySchema,
        signal,
      );
    },
    logout: async (context: RestContext, signal?: AbortSignal): Promise<void> => {
      await restRequest(
        fetchImpl,
        context,
        { method: 'POST', path: 'vxpay/logout' },
        logoutReplySchema,
        signal,
      );
    },
  };
}
