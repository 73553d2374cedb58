import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { voiceCallMachine } from '../../../machines/voiceCall/voiceCall.machine.ts';
import {
  type VoicecallStartInput,
  type VoicecallStartReply,
} from '../../../machines/voiceCall/voiceCall.types.ts';
import { createVoiceCallApi } from '../../../services/voiceCall/voiceCallApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/** The anonymous voice call's service (system id `voiceCall`). */
export interface VoiceCallServices {
  startCall: IoRun<VoicecallStartReply, VoicecallStartInput>;
}

export interface VoiceCallSnapshots {
  voiceCall: SnapshotFrom<typeof voiceCallMachine>;
}

function voiceCallActors(wiring: Wiring, services: VoiceCallServices | null) {
  const voiceCall = provide(voiceCallMachine, {
    actors: { startCall: wiring.call('voiceCall.startCall', services?.startCall) },
  });
  return { voiceCall };
}

function liveVoiceCallServices(deps: LiveDeps): VoiceCallServices {
  const api = createVoiceCallApi(deps.fetch);
  return { startCall: (input, signal) => api.start(input, signal) };
}

/** The voice call starts on first use: her voice-call button (src/engine/domains/table.ts). */
export const voiceCallFeature: LazyFeature<VoiceCallServices> = {
  actors: voiceCallActors,
  live: liveVoiceCallServices,
};
