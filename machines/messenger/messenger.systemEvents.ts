import type { MessengerEvent } from './messenger.machine.ts';
import type { ConversionChatEvent } from '../conversionChat/conversionChat.machine.ts';

/** The events the messenger domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    messenger: MessengerEvent;
    /** Its child (machines/conversionChat): the conversion chat's offer and answer. */
    'messenger.conversionChat': ConversionChatEvent;
  }
}
