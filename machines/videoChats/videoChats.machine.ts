import { sendTo, setup } from 'xstate';
import { createListMachine } from '../list/list.machine.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import type { PastVideoChat, VideoChatsContext, VideoChatsQuery } from './videoChats.types.ts';

/** The list actor's system id: the grid of the guest's past video chats. */
export const VIDEO_CHATS_LIST = 'videoChats.list';
/** Past chats a page shows (the tile grids' page). */
export const VIDEO_CHATS_PAGE = 30;

export const videoChatsListMachine = createListMachine<PastVideoChat, VideoChatsQuery>();

/** The domain's own intent: load the list again (a chat just ended). */
export type VideoChatsEvent = { type: 'ui.refresh' };

/**
 * "My video chats" (seed 001 §7 tile grids, decision 0029): the guest's past video chats, newest
 * first, in the tile grid kit's list (`videoChats.list`, grid type `videoChats`, whose grid or list
 * mode the `tileGrids` domain keeps). Started by its route with the session, it asks for the
 * first page at once; a visitor's list asks nothing.
 */
export const videoChatsMachine = setup({
  types: {
    context: {} as VideoChatsContext,
    input: {} as DomainInput,
    events: {} as VideoChatsEvent,
  },
  actors: { list: videoChatsListMachine },
}).createMachine({
  id: 'videoChats',
  context: ({ input }) => ({ request: serviceRequestOf(input), loggedIn: input.guest.isLoggedIn }),
  on: { 'ui.refresh': { actions: sendTo('list', { type: 'ui.refresh' as const }) } },
  invoke: {
    id: 'list',
    systemId: VIDEO_CHATS_LIST,
    src: 'list',
    // A visitor has no past chats: the list waits without a query (the page asks to log in).
    input: ({ context }) => ({
      ...(context.loggedIn ? { query: { request: context.request } } : {}),
      limit: VIDEO_CHATS_PAGE,
      paging: 'offset' as const,
      gridType: 'videoChats',
    }),
  },
});
