import { describe, expect, it } from 'vitest';
import type { SupportReportSubmission } from '../../../services/support/reportUpload.ts';
import { decodeLog } from '../log/jsonl.ts';
import { ReportDraft } from './draft.ts';
import { reportEnvelopeSchema } from './envelope.ts';
import { playReportSession, SESSION_TOKEN, startReportSession } from './testing/appSession.ts';
import { createReportUploader } from './uploader.ts';
import { testLogHeader } from '../testing/logHeader.ts';

async function uploaderFor(page = `http://127.0.0.1:8080/en/?access_token=${SESSION_TOKEN}&x=1`) {
  const session = await startReportSession();
  await playReportSession(session);
  const sent: SupportReportSubmission[] = [];
  const draft = new ReportDraft();
  const upload = createReportUploader({
    exportLog: () => session.engine.exportLog(),
    post: (submission) => {
      sent.push(submission);
      return Promise.resolve({ reportId: 'R-7K3M-9Q' });
    },
    pageUrl: () => page,
    draft,
  });
  return { session, sent, draft, upload };
}

describe('the report upload', () => {
  it('posts the redacted log with its envelope to the config’s supportReportUrl', async () => {
    const { session, sent, draft, upload } = await uploaderFor();
    draft.set(
      `It froze. My mail is demo@example.com, token ${SESSION_TOKEN}, card 4111111111111111`,
    );
    const receipt = await upload(
      { includeMessages: true, language: 'de' },
      new AbortController().signal,
    );
    expect(receipt).toEqual({ reportId: 'R-7K3M-9Q' });
    const [submission] = sent;
    expect(submission?.url).toBe('http://127.0.0.1:8080/support/reports');
    const envelope = reportEnvelopeSchema.parse(submission?.envelope);
    expect(envelope.language).toBe('de');
    expect(envelope.includeMessages).toBe(true);
    expect(envelope.appVersion).toBe('test');
    expect(envelope.pageUrl).toBe('http://127.0.0.1:8080/en/?access_token=redacted-secret-1&x=1');
    // The description keeps its words; the guest's address gets the log's pseudonym.
    expect(envelope.description).toMatch(
      /^It froze\. My mail is guest-[0-9a-f]{4}@redacted\.invalid/,
    );
    expect(envelope.description).not.toContain(SESSION_TOKEN);
    expect(envelope.description).not.toContain('4111111111111111');
    expect(submission?.jsonl).toContain(envelope.description.match(/guest-[0-9a-f]{4}/)![0]);
    expect(envelope.summary.records).toBe(decodeLog(submission!.jsonl).records.length);
    // Taken once: a retry without a new description sends none.
    await upload({ includeMessages: false, language: 'en' }, new AbortController().signal);
    expect(sent[1]?.envelope.description).toBe('');
    session.engine.stop();
  });

  it('never records the description in the log', async () => {
    const { session, sent, draft, upload } = await uploaderFor();
    draft.set('a very particular sentence');
    await upload({ includeMessages: true, language: 'en' }, new AbortController().signal);
    expect(JSON.stringify(session.engine.exportLog())).not.toContain('particular');
    expect(sent[0]?.jsonl).not.toContain('particular');
    session.engine.stop();
  });

  it('fails clearly when the config names no inbox', async () => {
    const draft = new ReportDraft();
    const upload = createReportUploader({
      exportLog: () => ({ header: testLogHeader(), records: [] }),
      post: () => Promise.resolve({ reportId: 'R-0000-00' }),
      pageUrl: () => '/en/',
      draft,
    });
    await expect(
      upload({ includeMessages: false, language: 'en' }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'no_report_url' });
  });
});
