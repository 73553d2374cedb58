import { defineDomain } from '../app/domainManifest.ts';

/** A live chat with an actor, with its toy control (`liveChat.toys`). */
export const liveChatManifest = defineDomain({
  id: 'liveChat',
  lazy: true,
  owns: {
    liveChat: [
      'liveChatStarted',
      'liveChatMessage',
      'liveChatBilled',
      'liveChatToyQueued',
      'liveChatToyStarted',
      'liveChatToyDone',
      'liveChatToyRejected',
    ],
  },
  gateClients: ['liveChat'],
  // The chat her live-show page's address names (`?chat=`): an opened link runs it there.
  addressKeys: ['chat'],
});
