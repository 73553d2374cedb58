import { defineDomain } from '../app/domainManifest.ts';

/** The navbar and floating notifications. */
export const notificationsManifest = defineDomain({
  id: 'notifications',
  lazy: true,
  owns: {
    notifications: ['navbarNotifications', 'floatingNotifications', 'notification'],
  },
});
