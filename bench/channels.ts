import { channel as messengerChannel } from '../machines/messenger/messenger.testing.ts';
import type { Channel } from '../machines/messenger/messenger.types.ts';

/**
 * Channel `index` of the benches' messenger list (ids from 10 000, actors from 5 000): the
 * messenger tests' channel with fields that vary along the list.
 */
export function channel(index: number, patch: Partial<Channel> = {}): Channel {
  return messengerChannel(10_000 + index, {
    actorId: 5_000 + index,
    unread: index % 3 === 0,
    unreadCount: index % 3 === 0 ? 2 : 0,
    isActorOnline: index % 2 === 0,
    lastMessageId: index,
    previewPictureUrl: `https://pics.example/actor/${5_000 + index}.jpg`,
    actorName: `Actor ${index}`,
    actorAge: 20 + (index % 30),
    lastMessageAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString(),
    ...patch,
  });
}

/** The benches' messenger list: `count` channels, every other actor online. */
export function channelList(count: number): Channel[] {
  return Array.from({ length: count }, (_, i) => channel(i));
}
