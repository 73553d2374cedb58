import type { SnapshotFrom } from 'xstate';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/list/list.types.ts';
import {
  videoChatsListMachine,
  videoChatsMachine,
} from '../../../machines/videoChats/videoChats.machine.ts';
import type {
  PastVideoChat,
  VideoChatsQuery,
} from '../../../machines/videoChats/videoChats.types.ts';
import { createVideoChatsApi } from '../../../services/videoChats/videoChatsApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import { provide } from '../provide.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

/** "My video chats" (system id `videoChats`): the past chats' pages. */
export interface VideoChatsServices {
  fetchVideoChats: IoRun<FetchPageOutput<PastVideoChat>, FetchPageInput<VideoChatsQuery>>;
}

export interface VideoChatsSnapshots {
  videoChats: SnapshotFrom<typeof videoChatsMachine>;
}

function videoChatsActors(wiring: Wiring, services: VideoChatsServices | null) {
  const list = provideList(
    videoChatsListMachine,
    wiring,
    'videoChats',
    services && { fetchPage: services.fetchVideoChats },
  );
  return { videoChats: provide(videoChatsMachine, { actors: { list } }) };
}

function liveVideoChatsServices(deps: LiveDeps): VideoChatsServices {
  const api = createVideoChatsApi(deps.fetch);
  return { fetchVideoChats: (input, signal) => api.fetchPage(input, signal) };
}

/** Started by its route, `myVideoChats` (src/engine/domains/table.ts). */
export const videoChatsFeature: LazyFeature<VideoChatsServices> = {
  actors: videoChatsActors,
  live: liveVideoChatsServices,
};
