import type { RequestInput } from '../shared/session.types.ts';

/** The conversion chat's system id: a child of the messenger, which runs for logged-in guests. */
export const CONVERSION_CHAT = 'messenger.conversionChat';

/** What `POST conversionChat` says for the guest: the conversion chat taken or declined. */
export type ConversionChatAction = 'enable' | 'disable';

export interface ConversionChatInput {
  request: RequestInput;
  action: ConversionChatAction;
}

/** What the messenger starts the conversion chat with, once the guest is known. */
export interface ConversionChatMachineInput {
  request: RequestInput;
  /** The guest state's `conversionChatCountdownEnd` (ISO time), null when none is offered. */
  countdownEnd: string | null;
}
