import type { Channel, ChannelView, Message, OutgoingMessage } from './messenger.types.ts';

/** The `filterType` a `channels` frame carries for the list it answers (null: load and online). */
export function filterTypeOf(view: ChannelView): string | null {
  return view === 'all' || view === 'online' ? null : view;
}

/** Whether a channel belongs in a list view (used when a push adds or changes one). */
export function fitsView(channel: Channel, view: ChannelView): boolean {
  switch (view) {
    case 'archived':
      return channel.archived;
    case 'blocked':
      return channel.blocked && !channel.archived;
    case 'unread':
      return !channel.archived && (channel.unread || channel.unreadCount > 0);
    case 'online':
      return !channel.archived && channel.isActorOnline;
    default:
      return !channel.archived;
  }
}

/**
 * The list after a `channels` frame: offset 0 starts it again (first load, filter, resync after a
 * reconnect), a later offset appends a page; a channel already listed is replaced, never doubled.
 * The online view keeps only online actors, whatever list answered.
 */
export function mergeChannels(
  current: readonly Channel[],
  page: readonly Channel[],
  offset: number,
  view: ChannelView,
): Channel[] {
  const incoming = view === 'online' ? page.filter((c) => fitsView(c, view)) : page;
  if (offset === 0) return [...incoming];
  const ids = new Set(incoming.map((c) => c.id));
  return [...current.filter((c) => !ids.has(c.id)), ...incoming];
}

/** A whole channel from `channelUpdate`: replaced in place, added on top when new and it fits. */
export function upsertChannel(list: readonly Channel[], channel: Channel, view: ChannelView) {
  const index = list.findIndex((c) => c.id === channel.id);
  if (index < 0) return fitsView(channel, view) ? [channel, ...list] : [...list];
  if (!fitsView(channel, view) && view !== 'unread') return list.filter((c) => c.id !== channel.id);
  return list.map((c) => (c.id === channel.id ? channel : c));
}

export function patchChannels(
  list: readonly Channel[],
  match: (channel: Channel) => boolean,
  patch: Partial<Channel>,
): Channel[] {
  return list.map((c) => (match(c) ? { ...c, ...patch } : c));
}

/** The channel that takes the place of `channelId` when it leaves the list: the next, else the one before. */
export function neighbourOf(list: readonly Channel[], channelId: number): number | null {
  const index = list.findIndex((c) => c.id === channelId);
  if (index < 0) return null;
  return list[index + 1]?.id ?? list[index - 1]?.id ?? null;
}

/** A new message moves its channel to the top (the list is newest first). */
export function touchChannel(list: readonly Channel[], message: Message, channelId: number) {
  const channel = list.find((c) => c.id === channelId);
  if (!channel) return [...list];
  const touched = { ...channel, lastMessageId: message.id, lastMessageAt: message.created };
  return [touched, ...list.filter((c) => c.id !== channelId)];
}

/** History and pushed messages of one channel, in order, each once (by id). */
export function mergeMessages(a: readonly Message[], b: readonly Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const message of [...a, ...b]) byId.set(message.id, message);
  return [...byId.values()].sort((x, y) =>
    x.created === y.created ? x.id - y.id : x.created < y.created ? -1 : 1,
  );
}

export function patchOutgoing(
  list: readonly OutgoingMessage[],
  clientMessageId: string,
  patch: Partial<OutgoingMessage>,
): OutgoingMessage[] {
  return list.map((m) => (m.clientMessageId === clientMessageId ? { ...m, ...patch } : m));
}
