import type { SnapshotFrom } from 'xstate';
import type { conversionChatMachine } from './conversionChat.machine.ts';

type ConversionChatSnapshot = SnapshotFrom<typeof conversionChatMachine>;

/**
 * Seed 000 §4: the end of the conversion chat's offer (ms since the epoch) while it runs, else
 * null. Views count the seconds down to it (decision 0002).
 */
export const selectOfferEnd = (snapshot: ConversionChatSnapshot): number | null =>
  snapshot.hasTag('offered') ? snapshot.context.endsAt : null;
