import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reportMachine } from './report.machine.ts';
import { selectReportFailure, selectReportId, selectReportPhase } from './report.selectors.ts';
import type { ReportEvent, ReportUploadInput } from './report.types.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';

const submit = (overrides: Partial<Extract<ReportEvent, { type: 'ui.reportSubmitted' }>> = {}) =>
  ({
    type: 'ui.reportSubmitted',
    consent: true,
    includeMessages: false,
    language: 'en',
    descriptionLength: 12,
    ...overrides,
  }) as const;

/** The report machine with an upload the test settles by hand. */
function start() {
  const uploads: {
    input: ReportUploadInput;
    resolve: (receipt: { reportId: string }) => void;
    reject: (error: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const actor = createActor(
    reportMachine().provide({
      actors: {
        upload: fromPromise<{ reportId: string }, ReportUploadInput>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => uploads.push({ input, resolve, reject, signal })),
        ),
      },
    }),
  ).start();
  const settle = flushMacrotasks;
  return { actor, uploads, settle, phase: () => selectReportPhase(actor.getSnapshot()) };
}

describe('report machine', () => {
  it('sends nothing without consent, then uploads with the guest’s choices and shows the id', async () => {
    const { actor, uploads, settle, phase } = start();
    expect(phase()).toBe('closed');
    actor.send({ type: 'ui.reportOpened' });
    expect(phase()).toBe('editing');
    actor.send(submit({ consent: false }));
    expect(phase()).toBe('editing');
    expect(uploads).toHaveLength(0);
    expect(actor.getSnapshot().can(submit())).toBe(true);

    actor.send(submit({ includeMessages: true, language: 'de' }));
    expect(phase()).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploads[0]?.input).toEqual({ includeMessages: true, language: 'de' });

    uploads[0]!.resolve({ reportId: 'R-7K3M-9Q' });
    await settle();
    expect(phase()).toBe('sent');
    expect(selectReportId(actor.getSnapshot())).toBe('R-7K3M-9Q');
  });

  it('refuses a description over 1000 characters', () => {
    const { actor, phase } = start();
    actor.send({ type: 'ui.reportOpened' });
    actor.send(submit({ descriptionLength: 1001 }));
    expect(phase()).toBe('editing');
    actor.send(submit({ descriptionLength: 1000 }));
    expect(phase()).toBe('sending');
  });

  it('keeps the failure, retries on the next submit, and clears the failure then', async () => {
    const { actor, uploads, settle, phase } = start();
    actor.send({ type: 'ui.reportOpened' });
    actor.send(submit());
    uploads[0]!.reject({ message: 'log_too_large', code: 'http_413' });
    await settle();
    expect(phase()).toBe('failed');
    expect(selectReportFailure(actor.getSnapshot())).toEqual({
      message: 'log_too_large',
      code: 'http_413',
    });
    actor.send(submit());
    expect(phase()).toBe('sending');
    expect(selectReportFailure(actor.getSnapshot())).toBeNull();
    uploads[1]!.resolve({ reportId: 'R-0000-00' });
    await settle();
    expect(phase()).toBe('sent');
  });

  it('aborts the upload when the guest closes the dialog while sending', () => {
    const { actor, uploads, phase } = start();
    actor.send({ type: 'ui.reportOpened' });
    actor.send(submit());
    actor.send({ type: 'ui.reportClosed' });
    expect(phase()).toBe('closed');
    expect(uploads[0]?.signal.aborted).toBe(true);
  });

  it('forgets the last report when opened again, and keeps no description in its context', async () => {
    const { actor, uploads, settle } = start();
    actor.send({ type: 'ui.reportOpened' });
    actor.send(submit());
    uploads[0]!.resolve({ reportId: 'R-7K3M-9Q' });
    await settle();
    actor.send({ type: 'ui.reportClosed' });
    actor.send({ type: 'ui.reportOpened' });
    expect(actor.getSnapshot().context).toEqual({ reportId: null, failure: null });
  });
});
