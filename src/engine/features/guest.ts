import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import {
  avsMachine,
  type AvsServiceCall,
  type AvsStatusReply,
} from '../../../machines/avs/avs.machine.ts';
import type { RequestInput } from '../../../machines/shared/session.types.ts';
import type { gatingMachine } from '../../../machines/gating/gating.machine.ts';
import { withoutFlowParams } from '../../../machines/guest/flowParams.ts';
import { guestMachine } from '../../../machines/guest/guest.machine.ts';
import type { GuestBalanceReply } from '../../../machines/guest/guest.types.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { ACCOUNT_COOKIE } from '../../../services/payment/accountCookie.ts';
import { createGuestApi } from '../../../services/rest/guestApi.ts';

/**
 * The guest feature's wiring (guest state and age verification): its live services,
 * and its machines provided with them. `system.ts` composes every feature's.
 */
export interface GuestServices {
  logout: IoRun<void, RequestInput>;
  closeDataProtection: IoRun<void, { request: RequestInput; accepted: boolean }>;
  closeAgbAndDataProtection: IoRun<void, RequestInput>;
  /** `getGuestBalance` (the core service the realtime resync uses too). */
  loadBalance: IoRun<GuestBalanceReply, RequestInput>;
  /** Whether the browser carries the account cookie; recorded, so replay answers the same. */
  readAccountCookie: IoRun<boolean, void>;
  /** The age-check status re-read while pending, after each realtime `ackSession`. */
  loadAvsStatus: IoRun<AvsStatusReply, RequestInput>;
  /** The guest service's `avs { bonusAvailable }` (the age-check box says whether it earns one). */
  loadAvsBonus: IoRun<boolean, AvsServiceCall>;
  /** The guest service's `avs { requestAvs }`, with the page's address to come back to. */
  requestAvs: IoRun<boolean, AvsServiceCall>;
  reloadPage: () => void;
  /** Reloads the page at another address of the same page (flow parameters removed). */
  reloadTo: (href: (current: string) => string) => void;
}

/** The feature's actors by system id, as the views read them. */
export interface GuestSnapshots {
  guest: SnapshotFrom<ReturnType<typeof guestMachine>>;
  avs: SnapshotFrom<ReturnType<typeof avsMachine>>;
  gating: SnapshotFrom<ReturnType<typeof gatingMachine>>;
}

export function guestActors(wiring: Wiring, services: GuestServices | null) {
  const guest = provide(guestMachine(), {
    actors: {
      logout: wiring.call('guest.lockedLogout', services?.logout),
      closeDataProtection: wiring.call('guest.closeDataProtection', services?.closeDataProtection),
      closeAgbAndDataProtection: wiring.call(
        'guest.closeAgbAndDataProtection',
        services?.closeAgbAndDataProtection,
      ),
      loadBalance: wiring.call('guest.reloadBalance', services?.loadBalance),
      readAccountCookie: wiring.call('guest.accountCookie', services?.readAccountCookie),
    },
    actions: {
      reloadPage: () => services?.reloadPage(),
      reloadWithoutFlowParams: () => services?.reloadTo(withoutFlowParams),
    },
  });
  const avs = provide(avsMachine(), {
    actors: {
      loadAvsStatus: wiring.call('guest.avsStatus', services?.loadAvsStatus),
      loadAvsBonus: wiring.call('guest.avsBonus', services?.loadAvsBonus),
      requestAvs: wiring.call('guest.requestAvs', services?.requestAvs),
    },
    actions: { reloadPage: () => services?.reloadPage() },
  });
  return { guest, avs };
}

/** Whether a `document.cookie` string holds the account cookie. */
function hasAccountCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${ACCOUNT_COOKIE}=`));
}

export function liveGuestServices(
  deps: LiveDeps,
): Omit<GuestServices, 'logout' | 'reloadPage' | 'loadBalance'> {
  const guestApi = createGuestApi(deps.fetch);
  // The guest service's age check, and its GraphQL client, load with the first call (the age-check
  // box): they stay out of the first load.
  const avsApi = async () =>
    (await import('../../../services/avs/avsApi.ts')).createAvsApi(deps.fetch);
  const guestService = ({ request, queryServiceUrl }: AvsServiceCall) => ({
    url: new URL('guest', queryServiceUrl).toString(),
    language: request.language,
    ver: request.ver,
    accessToken: request.accessToken,
  });
  return {
    closeDataProtection: ({ request, accepted }, signal) =>
      guestApi.closeDataProtection(request, accepted, signal),
    closeAgbAndDataProtection: (request, signal) =>
      guestApi.closeAgbAndDataProtection(request, signal),
    loadAvsStatus: async (request, signal) => {
      const { avsStatus, avsRejectMessage } = await guestApi.loadGuestState(request, signal);
      return { avsStatus, avsRejectMessage };
    },
    loadAvsBonus: async (call, signal) =>
      (await avsApi()).bonusAvailable(guestService(call), signal),
    requestAvs: async (call, signal) =>
      (await avsApi()).requestAvs(guestService(call), deps.win.location.href, signal),
    readAccountCookie: () => readIo(() => hasAccountCookie(deps.win.document.cookie)),
    reloadTo: (href) => deps.win.location.replace(href(deps.win.location.href)),
  };
}
