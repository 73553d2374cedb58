import type { SnapshotFrom } from 'xstate';
import type { videoChatsMachine } from './videoChats.machine.ts';

/** A visitor has no past chats to show: the page asks to log in. */
export const selectVideoChatsVisitor = (snapshot: SnapshotFrom<typeof videoChatsMachine>) =>
  !snapshot.context.loggedIn;
