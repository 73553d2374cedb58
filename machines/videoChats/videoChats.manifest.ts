import { defineDomain } from '../app/domainManifest.ts';

/** The guest's past video chats (decision 0029). */
export const videoChatsManifest = defineDomain({
  id: 'videoChats',
  lazy: true,
  routes: ['myVideoChats'],
});
