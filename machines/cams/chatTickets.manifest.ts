import { defineDomain } from '../app/domainManifest.ts';

/**
 * The chat show tickets (issue 50 §5): a lazy domain of its own, not a child of the cams, so the
 * start page's cam strips load without it. The ticket views ask for it (`useDomainWanted`); a
 * press or an invitation before it runs is kept at the root and starts it.
 */
export const chatTicketsManifest = defineDomain({
  id: 'chatTickets',
  lazy: true,
  owns: {
    chatTickets: ['privateTicketShowInvitation'],
  },
  gateClients: ['chatTickets'],
});
