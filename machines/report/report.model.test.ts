import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { reportMachine } from './report.machine.ts';
import { selectReportId, selectReportOpen, selectReportPhase } from './report.selectors.ts';
import type { ReportEvent } from './report.types.ts';

/**
 * Model-based test of the report dialog: every transition of its statechart, taken on the real
 * machine whose upload the path settles (done or error).
 */
const submitted = (consent: boolean): ReportEvent => ({
  type: 'ui.reportSubmitted',
  consent,
  includeMessages: false,
  language: 'en',
  descriptionLength: 0,
});
const receipt = { reportId: 'R-7K3M-9Q' };
const failure = { message: 'down', code: 'http_503' };
const events = [
  { type: 'ui.reportOpened' },
  { type: 'ui.reportClosed' },
  submitted(true),
  submitted(false),
  { type: 'xstate.done.actor.upload', output: receipt },
  { type: 'xstate.error.actor.upload', error: failure },
];

/**
 * Each path runs on the real machine in a recording engine, its upload settled as the path says;
 * a failing path leaves its log in reports/model-failures (`npm run replay -- <file>`).
 */
defineModelSuite(reportMachine(), {
  events,
  invariants: (snapshot, { route, inFlight }) => {
    const phase = selectReportPhase(snapshot);
    expect(selectReportOpen(snapshot), route).toBe(phase !== 'closed');
    // Closing the dialog aborts the upload; settling ends it: one runs exactly while sending.
    expect(inFlight(), route).toEqual(phase === 'sending' ? ['upload'] : []);
    // Sent shows an id; a dialog opened afresh shows none from before.
    if (phase === 'sent') expect(selectReportId(snapshot), route).toBe(receipt.reportId);
    if (phase === 'editing')
      expect(snapshot.context, route).toEqual({ reportId: null, failure: null });
    if (phase === 'failed') expect(snapshot.context.failure, route).toEqual(failure);
  },
});
