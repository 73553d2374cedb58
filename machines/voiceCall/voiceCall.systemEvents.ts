import type { VoiceCallEvent } from './voiceCall.machine.ts';

/** The events the voiceCall domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    voiceCall: VoiceCallEvent;
  }
}
