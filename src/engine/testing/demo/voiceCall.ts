import { VOICECALL_STARTED } from '../../../../machines/voiceCall/voiceCall.types.ts';
import type { VoiceCallServices } from '../../features/voiceCall.ts';

/** The demo starts every call (no pushes follow: it stays calling). */
export function demoVoiceCallServices(): VoiceCallServices {
  return {
    startCall: ({ actorId }) =>
      Promise.resolve({
        resultCode: VOICECALL_STARTED,
        voicecallIdHash: `demo-${actorId ?? 0}`,
        dialIn: { phoneNumber: '+49 900 000 000', pin: '0000' },
      }),
  };
}
