import {
  pinErrorCode,
  type PinStartInput,
  type PinStarted,
  type PinVerification,
  type PinVerificationType,
} from '../../machines/pinCall/pinCall.types.ts';
import { graphqlRequest, type GraphqlContext } from '../graphql/client.ts';
import { guestGraphql } from '../graphql/tada.ts';
import { messageOf, ServiceError } from '../http/serviceError.ts';
import { pinStartedSchema, pinVerificationSchema } from './accountSchemas.ts';

export const START_VERIFICATION =
  guestGraphql(`mutation StartVerification($countryCode: String!, $preCode: String!, $number: String!, $type: String!) {
  pinCall { startVerification(countryCode: $countryCode, preCode: $preCode, number: $number, type: $type) { id pinLength } }
}`);

export const VERIFY_PIN =
  guestGraphql(`mutation VerifyPin($id: ID!, $type: String!, $pin: String!) {
  pinCall { verifyPin(id: $id, type: $type, pin: $pin) { id type verified countryCode preCode number e123 pinLength } }
}`);

/**
 * The guest service's pin call (seed 000 §7, GraphQL with the session as bearer). A failure is a
 * `ServiceError` whose code is one of the ten pin-call codes ('1'…'10', seed 000 §8), read from
 * the first GraphQL error, else '10' (unknown): network and reply errors are unknown too.
 *
 * @example
 * const { id, pinLength } = await pinCall.start(ctx, { countryCode: 'DE', preCode: '49', number: '1701234567', type: 'mobile' });
 */
export function createPinCallApi(fetchImpl: typeof fetch) {
  const asPinError = (error: unknown): never => {
    const code = error instanceof ServiceError ? error.code : undefined;
    const message = messageOf(error);
    throw new ServiceError(String(pinErrorCode(code)), message);
  };
  return {
    start: async (
      context: GraphqlContext,
      input: PinStartInput,
      signal?: AbortSignal,
    ): Promise<PinStarted> => {
      try {
        const data = await graphqlRequest(
          fetchImpl,
          context,
          START_VERIFICATION,
          { ...input },
          pinStartedSchema,
          signal ? { signal } : {},
        );
        return data.pinCall.startVerification;
      } catch (error) {
        return asPinError(error);
      }
    },
    verify: async (
      context: GraphqlContext,
      input: { id: string; type: PinVerificationType; pin: string },
      signal?: AbortSignal,
    ): Promise<PinVerification> => {
      try {
        const data = await graphqlRequest(
          fetchImpl,
          context,
          VERIFY_PIN,
          { ...input },
          pinVerificationSchema,
          signal ? { signal } : {},
        );
        return data.pinCall.verifyPin;
      } catch (error) {
        return asPinError(error);
      }
    },
  };
}
