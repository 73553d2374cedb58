import type { GuestState } from '../machines/shared/session.types.ts';
import {
  patchChannel,
  patchChannels,
  touchChannel,
  upsertChannel,
} from '../machines/messenger/messenger.channels.ts';
import type { Channel, ChannelView, Message } from '../machines/messenger/messenger.types.ts';
import {
  MOBILE_BREAKPOINT,
  NAVBAR_HIDE_AFTER,
  NAVBAR_MIN_MOVE,
} from '../machines/shell/shell.machine.ts';
import { resolveRoute, type ShellRoute } from '../machines/shell/shell.route.ts';

/**
 * The limit the engine is measured against: a hand-written reducer over the same state shape as
 * the machines the bench workload reaches (the shell's layout, menu, navbar, route and scroll;
 * the guest; the messenger's channel list and recommendations), doing the same updates with the
 * same helpers (`messenger.channels.ts`), with no statechart, no actor system and no log.
 */
export interface ReferenceState {
  shell: {
    layout: 'desktop' | 'mobile';
    menu: string | null;
    navbar: 'shown' | 'hidden';
    route: ShellRoute;
    scrollY: number;
  };
  guest: GuestState;
  messenger: {
    view: ChannelView;
    channels: Channel[];
    recommendations: { actorId: number }[];
  };
}

export type BenchEvent = { type: string; [field: string]: unknown };

export function initialReferenceState(
  path: string,
  guest: GuestState,
  channels: Channel[],
  recommendations: { actorId: number }[],
): ReferenceState {
  return {
    shell: {
      layout: 'desktop',
      menu: null,
      navbar: 'shown',
      route: resolveRoute(path, ''),
      scrollY: 0,
    },
    guest,
    messenger: { view: 'all', channels, recommendations },
  };
}

/** The shell machine's updates (`machines/shell/shell.machine.ts`), one branch per region. */
function shellReducer(state: ReferenceState['shell'], event: BenchEvent): ReferenceState['shell'] {
  switch (event.type) {
    case 'env.scrolled': {
      const from = state.scrollY;
      const to = event.y as number;
      if (Math.abs(to - from) <= NAVBAR_MIN_MOVE) return state;
      const navbar =
        state.navbar === 'shown'
          ? to - from > NAVBAR_MIN_MOVE && to > NAVBAR_HIDE_AFTER
            ? 'hidden'
            : 'shown'
          : from - to > NAVBAR_MIN_MOVE || to <= NAVBAR_HIDE_AFTER
            ? 'shown'
            : 'hidden';
      return { ...state, scrollY: to, navbar };
    }
    case 'ui.menuToggled': {
      const menu = event.menu as string;
      if (state.menu === menu) return { ...state, menu: null };
      return state.layout === 'mobile' ? { ...state, menu } : state;
    }
    case 'env.viewportResized': {
      const width = event.width as number;
      if (state.layout === 'desktop' && width < MOBILE_BREAKPOINT)
        return { ...state, layout: 'mobile' };
      if (width >= MOBILE_BREAKPOINT && (state.layout !== 'desktop' || state.menu !== null))
        return { ...state, layout: 'desktop', menu: null };
      return state;
    }
    case 'ui.routeChanged': {
      const path = event.path as string;
      const search = event.search as string;
      const route =
        state.route.path !== path || state.route.search !== search
          ? resolveRoute(path, search)
          : state.route;
      return { ...state, menu: null, route };
    }
    case 'ui.menusClosed':
      return state.menu === null ? state : { ...state, menu: null };
    default:
      return state;
  }
}

/** The messenger machine's updates for the pushes of the workload (`messenger.machine.ts`). */
function messengerReducer(
  state: ReferenceState['messenger'],
  event: BenchEvent,
): ReferenceState['messenger'] {
  switch (event.type) {
    case 'push.actorOnline':
    case 'push.actorOffline': {
      const online = event.type === 'push.actorOnline';
      const actorId = event.actorId as number;
      const patched = patchChannels(
        state.channels,
        (c) => c.actorId === actorId && c.isActorOnline !== online,
        { isActorOnline: online },
      );
      const recommendations =
        online || !state.recommendations.some((a) => a.actorId === actorId)
          ? state.recommendations
          : state.recommendations.filter((a) => a.actorId !== actorId);
      if (patched === state.channels && recommendations === state.recommendations) return state;
      return {
        ...state,
        channels: state.view === 'online' ? patched.filter((c) => c.isActorOnline) : patched,
        recommendations,
      };
    }
    case 'push.incomingMessage':
      return {
        ...state,
        channels: touchChannel(state.channels, event.message as Message, event.channelId as number),
      };
    case 'push.channelUpdate':
      return {
        ...state,
        channels: upsertChannel(state.channels, event.channel as Channel, state.view),
      };
    case 'push.freeShowStart':
    case 'push.freeShowStop': {
      const channelId = event.channelId as number;
      return {
        ...state,
        channels: patchChannel(state.channels, channelId, {
          freeChat: event.type === 'push.freeShowStart',
        }),
      };
    }
    default:
      return state;
  }
}

/** The guest machine's updates (`patchGuest`) for the balance and loyalty pushes. */
function guestReducer(state: GuestState, event: BenchEvent): GuestState {
  switch (event.type) {
    case 'push.guestBalance':
      return {
        ...state,
        balance: event.balance as number,
        balanceFormatted: event.balanceFormatted as string,
        isPayingCustomer: event.isPayingCustomer as boolean,
      };
    case 'push.loyaltyPointsChanged':
      return { ...state, loyaltyPoints: event.points as number };
    default:
      return state;
  }
}

export function referenceReducer(state: ReferenceState, event: BenchEvent): ReferenceState {
  if (event.type.startsWith('push.')) {
    const guest = guestReducer(state.guest, event);
    const messenger = messengerReducer(state.messenger, event);
    return guest === state.guest && messenger === state.messenger
      ? state
      : { ...state, guest, messenger };
  }
  const shell = shellReducer(state.shell, event);
  return shell === state.shell ? state : { ...state, shell };
}
