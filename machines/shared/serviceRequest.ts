import type { Language } from './languages.ts';
import type { SessionFacts } from './domainEvents.ts';

/** What a content domain's REST and query-service calls carry: where, in which language, as whom. */
export interface ServiceRequest {
  restBaseUrl: string;
  queryServiceUrl: string;
  ver: string;
  language: Language;
  /** The session's token (null before a session exists). */
  accessToken: string | null;
}

/** The request facts of a session, from a domain's input. */
export const serviceRequestOf = (
  event: Pick<SessionFacts, 'config' | 'session' | 'request'>,
): ServiceRequest => ({
  restBaseUrl: event.config.restBaseUrl,
  queryServiceUrl: event.config.queryServiceUrl,
  ver: event.request.ver,
  language: event.request.language,
  accessToken: event.session.accessToken,
});
