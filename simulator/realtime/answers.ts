import type { ClientFrame, ServerFrame, ServerFrameOf } from '../../services/realtime/frames.ts';
import { createCatalogue } from '../catalogue/index.ts';
import { pictureUrl } from '../catalogue/pictures.ts';
import { findAlbumPicture } from '../content/catalog.ts';
import { ActorsRepository } from '../messenger/actors.ts';
import type { Channel } from '../store/channels.ts';
import type { Store } from '../store/index.ts';
import type { FavoriteTargetType } from '../store/favorites.ts';
import type { RealtimeData } from './data.ts';
import type { Connection, RealtimeHub, SocketGuest } from './hub.ts';
import { storeGuestMessage } from './messaging.ts';

export interface AnswerEnv {
  hub: RealtimeHub;
  data: RealtimeData;
  store: Store;
  now: () => number;
}

const PINNED = {
  actor: ['FavoriteActorPinned', 'FavoriteActorUnpinned'],
  album: ['FavoriteAlbumPinned', 'FavoriteAlbumUnpinned'],
  sedcards: ['FavoriteSedcardsAlbumPinned', 'FavoriteSedcardsAlbumUnpinned'],
  picture: ['FavoritePicturePinned', 'FavoritePictureUnpinned'],
} as const satisfies Record<FavoriteTargetType, readonly [string, string]>;

/** The `ackSession` for a guest socket: the guest id and the seconds its session has left. */
export function ackSessionFor(env: AnswerEnv, guest: SocketGuest): ServerFrame {
  const session = env.store.sessions.findByToken(guest.accessToken);
  const expiresIn = session ? env.store.sessions.expiresIn(session) : 1;
  return { type: 'ackSession', guestId: guest.accountId, expiresIn };
}

/**
 * Answers one valid frame of an accepted guest socket. Answers go to the asking socket; changes
 * other tabs must see (balance, channels, favourites) go to every socket of the guest. Frames
 * without an answer here are accepted silently.
 */
export function answerFrame(
  env: AnswerEnv,
  connection: Connection,
  guest: SocketGuest,
  frame: ClientFrame,
): void {
  const { hub, data } = env;
  const id = guest.accountId;
  const reply = (answer: ServerFrame) => void hub.send(connection, answer);

  switch (frame.type) {
    case 'requestSession':
      return reply(ackSessionFor(env, guest));
    case 'ping': {
      if (hub.faultsOf(id).silencePongs) return;
      const session = env.store.sessions.findByToken(guest.accessToken);
      return reply({ type: 'pong', ttl: session ? env.store.sessions.expiresIn(session) : 0 });
    }
    case 'requestNavbarNotifications':
      return reply({
        type: 'navbarNotifications',
        notifications: data.notifications.newest(id, frame.newest),
      });
    case 'requestFloatingNotifications':
      return reply({
        type: 'floatingNotifications',
        notifications: data.notifications.newest(id, frame.newest),
      });
    case 'markNotificationRead':
      data.notifications.markRead(id, frame.notificationId);
      return;
    case 'markNotificationSeen':
      data.notifications.markSeen(id, frame.notificationId);
      return;
    case 'removeNotification':
      data.notifications.remove(id, frame.notificationId);
      return;
    case 'loadChannels': {
      const all = data.channels.list(id, 'all');
      const page = all.slice(frame.offset, frame.offset + frame.limit);
      for (const answer of channelFrames(page, frame.offset, all.length, null)) reply(answer);
      return;
    }
    case 'filterChannels': {
      const channels = data.channels.list(id, frame.filterType);
      for (const answer of channelFrames(channels, 0, channels.length, frame.filterType)) {
        reply(answer);
      }
      return;
    }
    case 'loadOnlineChannels': {
      const channels = data.channels.list(id, frame.online ? 'online' : 'all');
      for (const answer of channelFrames(channels, 0, channels.length, null)) reply(answer);
      return;
    }
    case 'selectChannel': {
      const channel = data.channels.markRead(id, frame.channelId);
      if (channel) hub.push(id, { type: 'channelUpdate', channel });
      return;
    }
    case 'archiveChannel': {
      const channel = data.channels.setArchived(id, frame.channelId, frame.status);
      if (channel) {
        hub.push(id, { type: 'channelArchived', channelId: channel.id, status: frame.status });
      }
      return;
    }
    case 'setAllChannelsSeen':
      data.channels.setAllSeen(id);
      hub.push(id, { type: 'allChannelsSeen' });
      return;
    case 'sendMessage':
      return answerSendMessage(env, connection, guest, frame);
    case 'canOneClick': {
      const account = data.accounts.findById(id);
      const oneClick = account?.state.oneClick ?? { enabled: false, amounts: [] };
      const amounts = oneClick.enabled ? oneClick.amounts.filter((amount) => amount > 0) : [];
      return reply({ type: 'canOneClickResult', canOneClick: amounts.length > 0, amounts });
    }
    case 'requestFavoriteActors':
      return reply(favoritesFrame(env, id));
    case 'setActorNotification': {
      // Kept only for a pinned favourite; every tab of the guest gets the list with the answer.
      const { actorId, medium, enabled } = frame;
      const accepted = data.favorites.setNotification(id, actorId, medium, enabled);
      hub.push(id, {
        ...favoritesFrame(env, id),
        notificationAnswer: { actorId, medium, enabled, accepted },
      });
      return;
    }
    case 'favoritePin':
    case 'favoriteUnpin': {
      const pin = frame.type === 'favoritePin';
      // A picture is pinned only if the catalogue has it; refused: nothing stored, no push (the
      // client takes its optimistic pin back when no confirmation comes).
      if (pin && frame.targetType === 'picture' && !pictureExists(env, frame.targetId)) return;
      if (pin) data.favorites.pin(id, frame.targetType, frame.targetId);
      else data.favorites.unpin(id, frame.targetType, frame.targetId);
      const type = PINNED[frame.targetType][pin ? 0 : 1];
      hub.push(id, { type, targetId: frame.targetId });
      return;
    }
    case 'sendSignupEmail':
      return reply({
        type: 'sendSignupEmailResult',
        success: /^[^@\s]+@[^@\s]+$/.test(frame.email),
      });
    case 'startLiveChat':
    case 'sendLiveChatMessage':
    case 'sendLiveChatToy':
    case 'stopLiveChat':
    case 'chargeOneClick':
      // The live chat simulator (simulator/liveChat) and the payment client's one-click charge
      // (simulator/payClient/oneClick.ts) answer them.
      return hub.emitClientFrame({ accountId: id, frame });
    default:
      // refreshEmailProperties, passwordChanged, removeStatusBar: accepted; later issues
      // answer them.
      return;
  }
}

function answerSendMessage(
  env: AnswerEnv,
  connection: Connection,
  guest: SocketGuest,
  frame: Extract<ClientFrame, { type: 'sendMessage' }>,
): void {
  const { hub } = env;
  const id = guest.accountId;
  const outcome = storeGuestMessage(env.data, id, frame, env.now());
  hub.countSendMessage(id, frame.clientMessageId, outcome.kind);
  if (outcome.kind === 'rejected') {
    void hub.send(connection, {
      type: 'messageRejected',
      clientMessageId: frame.clientMessageId,
      reason: outcome.reason,
    });
    return;
  }
  void hub.send(connection, outcome.ack);
  if (outcome.kind === 'duplicate') return;
  if (outcome.charged) hub.pushBalance(id, { isPayment: false });
  if (outcome.boughtGifts) hub.push(id, { type: 'giftsUpdate', boughtGifts: outcome.boughtGifts });
  hub.push(id, { type: 'channelUpdate', channel: outcome.channel });
  // The guest's other tabs see the message too; the sending tab has its ack.
  const message = {
    type: 'incomingMessage',
    channelId: outcome.channel.id,
    message: outcome.stored.message,
  } as const;
  for (const other of hub.socketsOf(id)) if (other !== connection) void hub.send(other, message);
  hub.emitGuestMessage({
    accountId: id,
    channel: outcome.channel,
    message: outcome.stored.message,
  });
}

/** A `channels` frame stays well under the contract's 64 KB (the client refuses larger ones). */
export const CHANNELS_FRAME_BUDGET = 56 * 1024;

/**
 * The `channels` answer for a list, split into as many frames as it takes to keep each under
 * `CHANNELS_FRAME_BUDGET` bytes: each frame carries the offset of its first channel and the same
 * total, so the client places every slice (500 channels take about five frames). An empty list
 * is one frame.
 */
export function channelFrames(
  channels: readonly Channel[],
  offset: number,
  total: number,
  filterType: ServerFrameOf<'channels'>['filterType'],
): ServerFrameOf<'channels'>[] {
  const frames: ServerFrameOf<'channels'>[] = [];
  const envelope = Buffer.byteLength(
    JSON.stringify({ type: 'channels', channels: [], offset: offset + total, total, filterType }),
  );
  let slice: Channel[] = [];
  let start = offset;
  let bytes = envelope;
  const flush = () => {
    frames.push({ type: 'channels', channels: slice, offset: start, total, filterType });
    start += slice.length;
    slice = [];
    bytes = envelope;
  };
  for (const channel of channels) {
    const size = Buffer.byteLength(JSON.stringify(channel)) + 1;
    if (slice.length > 0 && bytes + size > CHANNELS_FRAME_BUDGET) flush();
    slice.push(channel);
    bytes += size;
  }
  if (slice.length > 0 || frames.length === 0) flush();
  return frames;
}

/**
 * The guest's favourites (`FavoriteActors`, with our extensions of docs/realtime-extensions.md):
 * her favourite actors with their notifications, and her other pins by type.
 */
/** An album picture of the catalogue (`albumPictureId`: album id × 1000 + its number). */
const pictureExists = (env: AnswerEnv, pictureId: number): boolean =>
  findAlbumPicture(createCatalogue(env.store.db, env.now), pictureId) !== undefined;

export function favoritesFrame(env: AnswerEnv, accountId: number): ServerFrameOf<'FavoriteActors'> {
  const { favorites } = env.data;
  return {
    type: 'FavoriteActors',
    actors: favoriteActors(env, accountId).map((actor) => ({
      ...actor,
      notifications: favorites.notifications(accountId, actor.id),
    })),
    pins: {
      album: favorites.list(accountId, 'album'),
      sedcards: favorites.list(accountId, 'sedcards'),
      picture: favorites.list(accountId, 'picture'),
    },
    notificationAnswer: undefined,
  };
}

/**
 * The guest's favourite actors as the catalogue has them now (name, online state, her w320
 * portrait as on her tiles): an
 * actor pinned from her profile may have no channel with anyone. An id the catalogue does not
 * know falls back to a channel with her.
 */
function favoriteActors(env: AnswerEnv, accountId: number) {
  const catalogue = new ActorsRepository(env.store.db, env.now);
  const channels = env.data.channels
    .list(accountId, 'archived')
    .concat(env.data.channels.list(accountId, 'all'));
  return env.data.favorites.list(accountId, 'actor').map((actorId) => {
    const actor = catalogue.find(actorId);
    if (actor)
      return {
        id: actorId,
        name: actor.name,
        isOnline: actor.isOnline,
        avatarUrl: pictureUrl('actor', actorId, 320),
      };
    const channel =
      channels.find((candidate) => candidate.actorId === actorId) ??
      env.data.channels.listByActor(actorId)[0]?.channel;
    return {
      id: actorId,
      name: channel?.actorName ?? `Actor ${actorId}`,
      isOnline: channel?.isActorOnline ?? false,
      avatarUrl: channel?.previewPictureUrl ?? null,
    };
  });
}
