import type { SnapshotFrom } from 'xstate';
import type { voiceCallMachine } from './voiceCall.machine.ts';
import {
  failureOfCode,
  type DialIn,
  type VoiceCallActor,
  type VoicecallFailure,
} from './voiceCall.types.ts';

export type VoiceCallSnapshot = SnapshotFrom<typeof voiceCallMachine>;

/** What the voice-call view shows, one shape per state. */
export type VoiceCallView =
  | { status: 'idle' }
  | { status: 'starting' | 'paying'; actor: VoiceCallActor | null }
  | { status: 'calling' | 'active'; actor: VoiceCallActor | null; dialIn: DialIn | null }
  | { status: 'ended'; actor: VoiceCallActor | null }
  | {
      status: 'failed';
      actor: VoiceCallActor | null;
      code: number | null;
      failure: VoicecallFailure;
      /** The code says the call needs credit: the pay tour's voice flow is offered. */
      canPay: boolean;
    };

export function selectVoiceCallView(snapshot: VoiceCallSnapshot): VoiceCallView {
  const { actor, dialIn, code } = snapshot.context;
  if (snapshot.matches('starting')) return { status: 'starting', actor };
  if (snapshot.matches('paying')) return { status: 'paying', actor };
  if (snapshot.matches('calling')) return { status: 'calling', actor, dialIn };
  if (snapshot.matches('active')) return { status: 'active', actor, dialIn };
  if (snapshot.matches('ended')) return { status: 'ended', actor };
  if (snapshot.matches('failed'))
    return {
      status: 'failed',
      actor,
      code,
      failure: failureOfCode(code),
      canPay: snapshot.can({ type: 'ui.voiceCallPay' }),
    };
  return { status: 'idle' };
}

/** A call is dialled or connected. */
export const selectInCall = (snapshot: VoiceCallSnapshot): boolean => snapshot.hasTag('inCall');
