import type { SnapshotFrom } from 'xstate';
import type { modalsMachine, OpenModal } from './modals.machine.ts';

type ModalsSnapshot = SnapshotFrom<ReturnType<typeof modalsMachine>>;

/** The modal box in the container, or null. */
export const selectOpenModal = (snapshot: ModalsSnapshot): OpenModal | null =>
  snapshot.hasTag('open') ? snapshot.context.current : null;

export const selectScrollBlocked = (snapshot: ModalsSnapshot): boolean =>
  snapshot.hasTag('scrollBlocked');

export const selectAboveCookieBanner = (snapshot: ModalsSnapshot): boolean =>
  snapshot.hasTag('open') && snapshot.context.current?.options.aboveCookieBanner === true;

export const selectExitIntentArmed = (snapshot: ModalsSnapshot): boolean =>
  snapshot.matches({ exitIntent: 'armed' });

export const selectRefusedModal = (snapshot: ModalsSnapshot) => snapshot.context.refused;
