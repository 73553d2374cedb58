import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
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
const graph = modelMachine(reportMachine);
const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const model = createTestModel(graph, { events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);

function systemUnderTest() {
  const uploads: {
    resolve: (v: typeof receipt) => void;
    reject: (e: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const actor = createActor(
    reportMachine.provide({
      actors: {
        upload: fromPromise(
          ({ signal }) =>
            new Promise<typeof receipt>((resolve, reject) =>
              uploads.push({ resolve, reject, signal }),
            ),
        ),
      },
    }),
  ).start();
  // Uploads still running: closing the dialog aborts one, settling ends one.
  const running = () => uploads.filter((upload) => !upload.signal.aborted);
  const settle = (outcome: { output: typeof receipt } | { error: unknown }) => {
    const upload = running()[0]!;
    uploads.splice(uploads.indexOf(upload), 1);
    if ('output' in outcome) upload.resolve(outcome.output);
    else upload.reject(outcome.error);
  };
  return { actor, running, settle };
}

describe('report model', () => {
  it(`runs ${paths.length} generated paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const { actor, running, settle } = systemUnderTest();
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        if (event.type === 'xstate.done.actor.upload') settle({ output: receipt });
        else if (event.type === 'xstate.error.actor.upload') settle({ error: event.error });
        else actor.send(event as ReportEvent);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      const snapshot = actor.getSnapshot();
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const phase = selectReportPhase(snapshot);
      expect(selectReportOpen(snapshot), route).toBe(phase !== 'closed');
      expect(running().length, route).toBe(phase === 'sending' ? 1 : 0);
      // Sent shows an id; a dialog opened afresh shows none from before.
      if (phase === 'sent') expect(selectReportId(snapshot), route).toBe(receipt.reportId);
      if (phase === 'editing')
        expect(snapshot.context, route).toEqual({ reportId: null, failure: null });
      if (phase === 'failed') expect(snapshot.context.failure, route).toEqual(failure);
      actor.stop();
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('report', graph, paths))).toEqual([]);
  });
});
