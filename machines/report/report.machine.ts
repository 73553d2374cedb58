import { assertEvent, assign, setup } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  REPORT_DESCRIPTION_MAX,
  type ReportContext,
  type ReportEvent,
  type ReportReceipt,
  type ReportUploadInput,
} from './report.types.ts';
import { failureOf, type Failure } from '../shared/failure.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

type ReportTag = 'open' | 'busy';

/**
 * The "Report a problem" dialog: closed, editing, sending (the upload of the redacted log),
 * sent (with the report id) or failed (with the reason; the guest retries, nothing is lost since
 * the form keeps what was typed). Nothing is sent without the guest's consent.
 */
export const reportMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as ReportContext,
      events: {} as ReportEvent,
      tags: {} as ReportTag,
    },
    actors: {
      upload: placeholderCall<ReportReceipt, ReportUploadInput>('upload'),
    },
    actions: {
      forget: assign({ reportId: null, failure: null }),
      keepReceipt: assign((_, params: ReportReceipt) => ({ reportId: params.reportId })),
      keepFailure: assign((_, params: { failure: Failure }) => ({ failure: params.failure })),
    },
    guards: {
      isSendable: ({ event }) => {
        assertEvent(event, 'ui.reportSubmitted');
        return event.consent && event.descriptionLength <= REPORT_DESCRIPTION_MAX;
      },
    },
  }).createMachine({
    id: 'report',
    context: { reportId: null, failure: null },
    initial: 'closed',
    states: {
      closed: {
        on: { 'ui.reportOpened': { target: 'editing', actions: 'forget' } },
      },
      editing: {
        tags: ['open'],
        on: {
          'ui.reportSubmitted': { guard: 'isSendable', target: 'sending' },
          'ui.reportClosed': 'closed',
        },
      },
      sending: {
        tags: ['open', 'busy'],
        invoke: {
          id: 'upload',
          src: 'upload',
          input: ({ event }) => {
            assertEvent(event, 'ui.reportSubmitted');
            return { includeMessages: event.includeMessages, language: event.language };
          },
          onDone: {
            target: 'sent',
            actions: { type: 'keepReceipt', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: {
              type: 'keepFailure',
              params: ({ event }) => ({ failure: failureOf(event.error) }),
            },
          },
        },
        // Closing gives up the upload (it is aborted); the guest may open and send again.
        on: { 'ui.reportClosed': 'closed' },
      },
      sent: {
        tags: ['open'],
        on: { 'ui.reportClosed': 'closed' },
      },
      failed: {
        tags: ['open'],
        on: {
          'ui.reportSubmitted': { guard: 'isSendable', target: 'sending', actions: 'forget' },
          'ui.reportClosed': 'closed',
        },
      },
    },
  }),
);
