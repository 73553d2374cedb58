/** A notification as the realtime contract carries it (seed 000 §3). */
export interface Notification {
  id: number;
  type: number;
  unread: boolean;
  unseen: boolean;
  created: string;
  title: string;
  text: string;
  link: string | null;
}

/** Seed 000 §3: notification types not shown on phones. */
export const MOBILE_HIDDEN_TYPES: readonly number[] = [6, 7, 13, 14, 15, 22];

/** Seed 000 §9: the lists ask for the newest 5. */
export const NOTIFICATIONS_NEWEST = 5;
