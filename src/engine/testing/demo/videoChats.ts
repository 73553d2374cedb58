import type { VideoChatsServices } from '../../features/videoChats.ts';

/** Without the simulator: two past chats with demo performers. */
export function demoVideoChatsServices(): VideoChatsServices {
  const items = [1, 2].map((id) => ({
    id: `demo-${id}`,
    actorId: id,
    actorName: `Demo${id}`,
    profileLink: `/en/amateur/demo${id}/`,
    picture: {
      w320: `/demo/actor/${id}/w320.svg`,
      w640: `/demo/actor/${id}/w640.svg`,
      w1280: `/demo/actor/${id}/w1280.svg`,
    },
    startedAt: '2026-11-27T20:00:00.000Z',
    minutes: id * 2,
    amount: { value: id * 3.98, currency: 'EUR' },
  }));
  return { fetchVideoChats: () => Promise.resolve({ items, total: items.length }) };
}
