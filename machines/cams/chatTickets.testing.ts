import type { DomainInput } from '../shared/domainEvents.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import type { ChatShowTile } from './cams.types.ts';
import { CHAT_TICKETS } from './chatTickets.types.ts';

/** What the root spawns the tickets' domain with in the tests: the demo session. */
export const ticketsInput: DomainInput = demoDomainInput(CHAT_TICKETS);

/** A chat show tile that can be bought: the tickets tests' show. */
export const buyableShow: ChatShowTile = {
  id: 41,
  actorId: 7,
  actorName: 'Lana',
  title: 'Lana live',
  start: '2026-11-25T20:00:00.000Z',
  end: '2026-11-25T21:00:00.000Z',
  price: { value: 9.99, currency: 'EUR' },
  isFree: false,
  running: false,
  isBought: false,
  canBuy: true,
  imageUrl: '/show.jpg',
};
