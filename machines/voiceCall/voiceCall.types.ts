import type { ServiceRequest } from '../shared/serviceRequest.ts';

/** The one result code on which an anonymous voice call starts (seed 000 §5, §7). */
export const VOICECALL_STARTED = 2000;

/**
 * Our meanings of the other result codes of `startAnonymousVoicecallChat` (decision 0015: the
 * spec names only 2000). Any code not listed is shown as it is, with a retry.
 */
const VOICECALL_CODES = {
  4001: 'sessionInvalid',
  4002: 'needsCredit',
  4003: 'actorUnavailable',
  4004: 'notOffered',
  4009: 'alreadyRunning',
  5000: 'serviceDown',
} as const;
type VoicecallCodeMeaning = (typeof VOICECALL_CODES)[keyof typeof VOICECALL_CODES];

/** What a failed start means to the guest: a known meaning, an unknown code, or no answer. */
export type VoicecallFailure = VoicecallCodeMeaning | 'unknownCode' | 'noAnswer';

export function failureOfCode(code: number | null): VoicecallFailure {
  if (code === null) return 'noAnswer';
  return code in VOICECALL_CODES
    ? VOICECALL_CODES[code as keyof typeof VOICECALL_CODES]
    : 'unknownCode';
}

/** Who the call is with. */
export interface VoiceCallActor {
  id: number;
  name: string;
}

/** Where the guest dials in anonymously: the number and the PIN that connects her. */
export interface DialIn {
  phoneNumber: string;
  pin: string;
}

/** What the content service answered to `startAnonymousVoicecallChat`. */
export interface VoicecallStartReply {
  resultCode: number;
  /** The call's id hash (its `voicecallStart`/`voicecallStop` pushes carry it); with 2000 only. */
  voicecallIdHash: string | null;
  dialIn: DialIn | null;
}

/**
 * The call's input: the session's request (its access token is the call's, decision 0015) and
 * her id. The service refuses a call without her id or the session's token.
 */
export interface VoicecallStartInput {
  request: ServiceRequest;
  actorId: number | null;
}
