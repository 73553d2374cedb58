import { defineDomain } from '../app/domainManifest.ts';

/** The navbar and floating notifications. */
export const notificationsManifest = defineDomain({
  id: 'notifications',
  lazy: true,
  askedFor: 'member',
  owns: {
    notifications: ['navbarNotifications', 'floatingNotifications', 'notification'],
  },
});
