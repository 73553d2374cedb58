import type { PastVideoChat } from './videoChats.types.ts';

/** A past video chat with performer `id`, the fixture of the machine and model tests. */
export const pastVideoChat = (id: number): PastVideoChat => ({
  id: `c${id}`,
  actorId: id,
  actorName: `Performer${id}`,
  profileLink: `/en/amateur/performer${id}/`,
  picture: { w320: '/a.jpg', w640: '/b.jpg', w1280: '/c.jpg' },
  startedAt: '2026-11-27T20:00:00.000Z',
  minutes: 3,
  amount: { value: 5.97, currency: 'EUR' },
});
