import type { RequestInput } from '../shared/session.types.ts';

/** The request the conversion chat's tests (unit and model) start it with. */
export const conversionChatRequest: RequestInput = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};
