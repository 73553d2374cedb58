import type { FreeShowFacts, PresenceFacts } from '../presence/presence.machine.ts';
import { presenceOf, withPresence } from '../presence/presence.selectors.ts';
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
  const index = channelAt(list, channel.id)?.index ?? -1;
  if (index < 0) return fitsView(channel, view) ? [channel, ...list] : [...list];
  if (!fitsView(channel, view) && view !== 'unread') return list.filter((c) => c.id !== channel.id);
  // One entry changes: the others stay the same objects (a copy of the references, no callback
  // per entry), so the checkpoint hash and the selectors' caches reuse them.
  const next = list.slice();
  next[index] = channel;
  return next;
}

/** The channel with this id and where it stands in the list; null when it is not listed. */
function channelAt(
  list: readonly Channel[],
  channelId: number,
): { index: number; channel: Channel } | null {
  for (let index = 0; index < list.length; index++) {
    const channel = list[index];
    if (channel?.id === channelId) return { index, channel };
  }
  return null;
}

/**
 * The list with `patch` applied to every channel that matches; the same list when none does (an
 * online change for an actor without a channel changes nothing).
 */
export function patchChannels(
  list: readonly Channel[],
  match: (channel: Channel) => boolean,
  patch: Partial<Channel>,
): Channel[] {
  let next: Channel[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const channel = list[i];
    if (channel === undefined || !match(channel)) continue;
    next ??= list.slice();
    next[i] = { ...channel, ...patch };
  }
  return next ?? (list as Channel[]);
}

/** `patchChannels` for the one channel with this id (a free show, a selection). */
export function patchChannel(
  list: readonly Channel[],
  channelId: number,
  patch: Partial<Channel>,
): Channel[] {
  const found = channelAt(list, channelId);
  if (!found) return list as Channel[];
  const next = list.slice();
  next[found.index] = { ...found.channel, ...patch };
  return next;
}

/** The channel that takes the place of `channelId` when it leaves the list: the next, else the one before. */
export function neighbourOf(list: readonly Channel[], channelId: number): number | null {
  const index = list.findIndex((c) => c.id === channelId);
  if (index < 0) return null;
  return list[index + 1]?.id ?? list[index - 1]?.id ?? null;
}

/** A new message moves its channel to the top (the list is newest first). */
export function touchChannel(list: readonly Channel[], message: Message, channelId: number) {
  const found = channelAt(list, channelId);
  if (!found) return [...list];
  const { index, channel } = found;
  const touched: Channel[] = [
    { ...channel, lastMessageId: message.id, lastMessageAt: message.created },
  ];
  // Copies of the references around it (`concat` and `slice` copy in one go; `copyWithin` on a
  // JS array is ten times slower, `filter` calls back per entry).
  return touched.concat(list.slice(0, index), list.slice(index + 1));
}

/** History and pushed messages of one channel, in order, each once (by id). */
export function mergeMessages(a: readonly Message[], b: readonly Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const message of [...a, ...b]) byId.set(message.id, message);
  return [...byId.values()].sort((x, y) => (comesBefore(x, y) ? -1 : 1));
}

/**
 * A pushed message into a conversation `mergeMessages` made (in order, each once): the result of
 * `mergeMessages(list, [message])`. It is almost always the newest, and then it goes on the end
 * without sorting the conversation again (a long one holds thousands).
 */
export function appendMessage(list: readonly Message[], message: Message): Message[] {
  const last = list[list.length - 1];
  if ((!last || comesBefore(last, message)) && !list.some((m) => m.id === message.id))
    return [...list, message];
  return mergeMessages(list, [message]);
}

/** The conversation's order: by creation time, then by id. */
function comesBefore(x: Message, y: Message): boolean {
  return x.created === y.created ? x.id < y.id : x.created < y.created;
}

export function patchOutgoing(
  list: readonly OutgoingMessage[],
  clientMessageId: string,
  patch: Partial<OutgoingMessage>,
): OutgoingMessage[] {
  return list.map((m) => (m.clientMessageId === clientMessageId ? { ...m, ...patch } : m));
}

/**
 * The listed channels with their actors' presence as the pushes said it (the presence domain owns
 * it, issue 52 §2; a channel's own `isActorOnline` and `freeChat` stand until a push names her or
 * her channel): the online view keeps only those online. The same array when no push changes any.
 */
export function channelsWithPresence(
  channels: readonly Channel[],
  presence: PresenceFacts,
  freeShows: FreeShowFacts,
  view: ChannelView,
): readonly Channel[] {
  const online = withPresence(channels, presence, 'isActorOnline', (channel) => channel.actorId);
  const shown = withPresence(online, freeShows, 'freeChat', (channel) => channel.id);
  if (shown === channels || view !== 'online') return shown;
  return shown.filter((channel) => channel.isActorOnline);
}

const channelIds = new WeakMap<readonly Channel[], Map<number, number>>();

/**
 * The id of the guest's channel with an actor among the listed ones, or null: what a view that
 * shows her by actor (her tile) needs to find a free-show push, which names only the channel. One
 * index per list, built on the first ask, so every tile that asks after a change costs a lookup.
 *
 * @example
 * channelIdOfActor([{ id: 2101, actorId: 3101, … }], 3101); // 2101
 */
export function channelIdOfActor(channels: readonly Channel[], actorId: number): number | null {
  let index = channelIds.get(channels);
  if (!index) {
    index = new Map(channels.map((channel) => [channel.actorId, channel.id]));
    channelIds.set(channels, index);
  }
  return index.get(actorId) ?? null;
}

/**
 * The guest's channel with an actor, from the messenger's snapshot (a view's selector). Typed by
 * the snapshot's shape, not the machine, so a page that shows tiles loads no messenger code.
 */
export const selectChannelIdOfActor = (
  snapshot: { readonly context: { readonly channels: readonly Channel[] } },
  actorId: number,
): number | null => channelIdOfActor(snapshot.context.channels, actorId);

/** Recommended actors less those a push said went offline (they were listed online). */
export function stillOnline<T extends { actorId: number }>(
  actors: readonly T[],
  presence: PresenceFacts,
): readonly T[] {
  const kept = actors.filter((actor) => presenceOf(presence, actor.actorId) !== false);
  return kept.length === actors.length ? actors : kept;
}
