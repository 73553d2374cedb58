import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import { camRequestOf, type ChatShowTile } from './cams.types.ts';
import type { ChatTicketsInput } from './chatTickets.machine.ts';

/** What `cams` spawns its tickets child with in the tests: the demo session's request. */
export const ticketsInput: ChatTicketsInput = { request: camRequestOf(demoSessionFacts()) };

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
