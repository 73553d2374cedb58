import { pendingOwnerMachine } from '../pendingOwner/pendingOwner.machine.ts';

/** Scaffold: the notifications domain's statechart replaces this stand-in (it keeps what it receives). */
export const notificationsMachine = pendingOwnerMachine;
