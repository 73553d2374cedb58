import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportEvent } from '../../machines/report/report.types.ts';
import { EngineProvider, type EngineHandle } from '../../src/engine/react.tsx';
import { initI18n } from '../../src/i18n/index.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { failureReason } from './reportFailure.ts';
import { demoView, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { markupText as text } from '../testing/markupText.ts';
import { failureError } from '../../src/testing/failureError.ts';

// Rendered on the server (no DOM here): what the dialog shows in each state of the report
// machine, on the real app system (the demo engine) whose report upload answers as told.

async function reportIn(events: ReportEvent[], upload: 'ok' | 'fail' | 'hang' = 'ok') {
  const demo = await demoView({
    services: (services) => ({
      ...services,
      uploadReport: async () => {
        if (upload === 'hang') await new Promise(() => {});
        if (upload === 'fail') throw failureError({ message: 'log_too_large', code: 'http_413' });
        return { reportId: 'R-7K3M-9Q' };
      },
    }),
  });
  for (const event of events) demo.engine.send('report', event);
  await demo.settle();
  return demo;
}

async function render(demo: DemoView, path = '/en/'): Promise<string> {
  if (path !== '/en/') {
    demo.engine.send('shell', { type: 'ui.routeChanged', path, search: '' });
    await demo.settle();
  }
  return demo.render(<ReportDialog />);
}

afterEach(stopDemoViews);

const submitted: ReportEvent = {
  type: 'ui.reportSubmitted',
  consent: true,
  includeMessages: false,
  language: 'en',
  descriptionLength: 0,
};

beforeEach(() => {
  initI18n('en');
});

describe('the report dialog', () => {
  it('is an empty labelled dialog until the guest opens it', async () => {
    const html = await render(await reportIn([]));
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="report-dialog-title"[^>]*><\/dialog>/);
    // Views rendered without a report actor (an engine of another screen's test) show none.
    const none: EngineHandle = { send: () => undefined, get: () => undefined };
    expect(
      renderToString(
        <EngineProvider engine={none}>
          <ReportDialog />
        </EngineProvider>,
      ),
    ).toBe('');
  });

  it('says what is sent, wants consent, and offers Send and Download', async () => {
    const html = await render(await reportIn([{ type: 'ui.reportOpened' }]));
    const words = text(html);
    expect(words).toContain('What will be sent');
    expect(words).toContain('passwords, access tokens, session ids and payment data');
    expect(words).toContain('Replaced by pseudonyms: your name, e-mail addresses');
    expect(words).toContain('The app version (');
    expect(words).toContain('your language (English)');
    expect(html).toMatch(/<textarea[^>]*maxLength="1000"/);
    expect(html).toMatch(/<input type="checkbox" required=""/);
    expect(words).toContain('Include the texts of my messages');
    // Send waits for consent.
    expect(html).toMatch(/<button type="submit" class="button button-primary" disabled=""/);
  });

  it('shows progress while sending and the id once sent', async () => {
    const sending = await render(await reportIn([{ type: 'ui.reportOpened' }, submitted], 'hang'));
    expect(sending).toMatch(/role="status"><progress aria-label="Sending the report…"/);
    expect(sending).toContain('aria-busy="true"');
    expect(sending).toMatch(/<button type="submit" class="button button-primary" disabled=""/);
    const sent = await render(await reportIn([{ type: 'ui.reportOpened' }, submitted]));
    expect(text(sent)).toContain('Thank you, your report was sent');
    expect(sent).toMatch(/data-testid="report-id"[^>]*>R-7K3M-9Q</);
    expect(text(sent)).toContain('Copy report id');
  });

  it('explains a failure plainly and offers to try again', async () => {
    const html = await render(await reportIn([{ type: 'ui.reportOpened' }, submitted], 'fail'));
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('The report is too large to send.');
    expect(text(html)).toContain('Nothing was lost');
    expect(text(html)).toContain('Try again');
  });

  it('speaks the language of the page', async () => {
    initI18n('de');
    const html = await render(await reportIn([{ type: 'ui.reportOpened' }]), '/de/');
    expect(text(html)).toContain('Problem melden');
    expect(text(html)).toContain('deine Sprache (Deutsch)');
  });
});

describe('failureReason', () => {
  it('puts upload failures in plain categories', () => {
    expect(failureReason({ message: '', code: 'network' })).toBe('network');
    expect(failureReason({ message: '', code: 'http_413' })).toBe('tooLarge');
    expect(failureReason({ message: '', code: 'http_422' })).toBe('rejected');
    expect(failureReason({ message: '', code: 'http_503' })).toBe('unavailable');
    expect(failureReason({ message: '', code: 'no_report_url' })).toBe('notConfigured');
    expect(failureReason({ message: 'boom' })).toBe('other');
  });
});
