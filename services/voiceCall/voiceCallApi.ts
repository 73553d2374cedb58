import * as z from 'zod/mini';
import type {
  VoicecallStartInput,
  VoicecallStartReply,
} from '../../machines/voiceCall/voiceCall.types.ts';
import { restRequest } from '../http/rest.ts';
import { ServiceError } from '../http/serviceError.ts';

/** The content service's answer to `startAnonymousVoicecallChat` (simulator/README.md). */
const voicecallStartReplySchema = z.object({
  resultCode: z.int(),
  voicecallIdHash: z.nullable(z.string().check(z.minLength(1))),
  dialIn: z.nullable(
    z.object({
      phoneNumber: z.string().check(z.minLength(1)),
      pin: z.string().check(z.minLength(1)),
    }),
  ),
});

/**
 * The content service's `startAnonymousVoicecallChat(accessToken, actorId)` (seed 000 §7): a POST
 * with her id; the access token is the session's, on the URL as on every REST call (decision
 * 0015). The reply's result code decides (2000: started); the machine reads it.
 */
export function createVoiceCallApi(fetchImpl: typeof fetch) {
  return {
    async start(input: VoicecallStartInput, signal?: AbortSignal): Promise<VoicecallStartReply> {
      const { request, actorId } = input;
      if (request.accessToken === null || actorId === null)
        throw new ServiceError('no_session', 'A voice call needs a session and an actor');
      return restRequest(
        fetchImpl,
        {
          restBaseUrl: request.restBaseUrl,
          ver: request.ver,
          language: request.language,
          accessToken: request.accessToken,
        },
        { method: 'POST', path: 'startAnonymousVoicecallChat', params: { actorId } },
        voicecallStartReplySchema,
        signal,
      );
    },
  };
}
