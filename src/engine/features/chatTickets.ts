import type { SnapshotFrom } from 'xstate';
import { chatTicketsMachine } from '../../../machines/cams/chatTickets.machine.ts';
import type { ChatShowTile } from '../../../machines/cams/cams.types.ts';
import type {
  BuyTicketInput,
  BuyTicketOutput,
  LoadInvitedShowInput,
  RemoveTicketInput,
} from '../../../machines/cams/chatTickets.types.ts';
import { createChatTicketsApi } from '../../../services/cams/chatTicketsApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import { provide } from '../provide.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/** Chat tickets (seed 001 §7 `buyChatTicket`, `removeChatTicket`) and an invited show. */
export interface ChatTicketsServices {
  buyChatTicket: IoRun<BuyTicketOutput, BuyTicketInput>;
  removeChatTicket: IoRun<boolean, RemoveTicketInput>;
  loadInvitedShow: IoRun<ChatShowTile | null, LoadInvitedShowInput>;
}

export interface ChatTicketsSnapshots {
  chatTickets: SnapshotFrom<typeof chatTicketsMachine>;
}

/** The tickets domain (system id `chatTickets`), provided with its services. */
function chatTicketsActors(wiring: Wiring, services: ChatTicketsServices | null) {
  const chatTickets = provide(chatTicketsMachine, {
    actors: {
      buyChatTicket: wiring.call('cams.buyChatTicket', services?.buyChatTicket),
      claimChatTicket: wiring.call('cams.claimChatTicket', services?.buyChatTicket),
      removeChatTicket: wiring.call('cams.removeChatTicket', services?.removeChatTicket),
      loadInvitedShow: wiring.call('cams.invitedShow', services?.loadInvitedShow),
    },
  });
  return { chatTickets };
}

function liveChatTicketsServices(deps: LiveDeps): ChatTicketsServices {
  const api = createChatTicketsApi(deps.fetch);
  return {
    buyChatTicket: (input, signal) => api.buyTicket(input, signal),
    removeChatTicket: (input, signal) => api.removeTicket(input, signal),
    loadInvitedShow: (input, signal) => api.invitedShow(input, signal),
  };
}

/**
 * The tickets start on first use (src/engine/domains/table.ts): a ticket view asks for them, a
 * press or an invitation push before they run starts them (issue 50 §5).
 */
export const chatTicketsFeature: LazyFeature<ChatTicketsServices> = {
  actors: chatTicketsActors,
  live: liveChatTicketsServices,
};
