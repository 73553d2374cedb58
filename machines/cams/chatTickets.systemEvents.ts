import type { ChatTicketsEvent } from './chatTickets.machine.ts';

/** The events the chat tickets domain accepts, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    chatTickets: ChatTicketsEvent;
  }
}
