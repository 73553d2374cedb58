import { defineDomain } from '../app/domainManifest.ts';

/** Channels and messages, with the conversion chat (`messenger.conversionChat`). */
export const messengerManifest = defineDomain({
  id: 'messenger',
  lazy: true,
  askedFor: 'member',
  owns: {
    messenger: [
      'channels',
      'channelUpdate',
      'channelArchived',
      'incomingMessage',
      'messageAck',
      'messageRejected',
      'allChannelsSeen',
      'messengerContentChange',
    ],
  },
  gateClients: ['messenger'],
  routes: ['messenger'],
});
