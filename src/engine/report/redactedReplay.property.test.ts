import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLog } from '../log/jsonl.ts';
import { ComparingReplayer } from '../redaction/comparingReplayer.ts';
import { appReplayOptions } from './appReplay.ts';
import { buildReport } from './buildReport.ts';
import { startReportSession } from './testing/appSession.ts';

/**
 * Issue 23, item 1: a redacted report replays with every checkpoint verified, whatever the guest
 * typed. Sessions of the real app system use every input a guest types or picks today: messenger
 * texts and gifts, chat messages as they come, the pin call (number and pin), profile edits,
 * bonus codes and search routes. Texts are drawn to hit each rule a machine applies: empty and
 * blank, too long, e-mail addresses valid or not, phone numbers, card numbers, pins of every length.
 */
type Step =
  | { kind: 'send'; text: string; gift: boolean }
  | { kind: 'receive'; text: string }
  | { kind: 'pinStart'; number: string; preCode: string }
  | { kind: 'pinSubmit'; pin: string }
  | { kind: 'profile'; firstName: string; lastName: string; email: string; zipCode: string }
  | { kind: 'bonusCode'; code: string }
  | { kind: 'search'; query: string }
  | { kind: 'wait'; ms: number };

const personal = fc.constantFrom(
  'mail me: dan@example.org',
  'call +49 170 1234567',
  'card 4111 1111 1111 1111',
  'IBAN DE89 3704 0044 0532 0130 00',
  'anna@example.org',
  '0170 1234567',
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '   ', ' \n '),
  personal,
  fc.string({ minLength: 45, maxLength: 60 }),
);
const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('anna@example.org', 'not-an-address', ' anna@example.org ', '', 'a@b'),
  fc.string({ maxLength: 20 }),
);
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), text, gift: fc.boolean() }),
  fc.record({ kind: fc.constant('receive' as const), text }),
  fc.record({
    kind: fc.constant('pinStart' as const),
    number: fc.oneof(
      digits(2, 16),
      fc.constantFrom('0170 1234567', '170-123 45 67', '(0)170/1234567', '12ab'),
    ),
    preCode: fc.oneof(digits(1, 5), fc.constant('')),
  }),
  fc.record({
    kind: fc.constant('pinSubmit' as const),
    pin: fc.oneof(digits(4, 8), fc.constantFrom(' 123456 ', '12 34 56', 'abcdef')),
  }),
  fc.record({
    kind: fc.constant('profile' as const),
    firstName: text,
    lastName: text,
    email,
    zipCode: fc.oneof(digits(4, 12), fc.constantFrom('', '1011 AB', '#10115')),
  }),
  fc.record({
    kind: fc.constant('bonusCode' as const),
    code: fc.oneof(fc.constantFrom('GIFTS3', 'WELCOME10', ' gifts3 ', '  '), fc.string()),
  }),
  fc.record({ kind: fc.constant('search' as const), query: text }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(500, 5_000, 51_000) }),
);

async function play(steps: Step[]) {
  const session = await startReportSession({ checkpoints: { every: 5 } });
  const { engine, time, push, flush } = session;
  engine.send('shell', { type: 'ui.routeChanged', path: '/en/messenger/', search: '' });
  await flush();
  engine.send('messenger', { type: 'ui.select', channelId: 2 });
  engine.send('shell', { type: 'ui.routeChanged', path: '/en/my-profile/', search: '' });
  engine.send('profile', { type: 'ui.profileOpened' });
  await flush();
  for (const [index, s] of steps.entries()) {
    switch (s.kind) {
      case 'send':
        if (s.gift) engine.send('messenger', { type: 'ui.addGift', giftId: 7 });
        engine.send('messenger', { type: 'ui.send', data: { text: s.text } });
        break;
      case 'receive':
        push({
          type: 'push.incomingMessage',
          channelId: 2,
          message: {
            id: 500 + index,
            senderType: 'actor',
            messageType: 'text',
            data: { text: s.text },
            includedGifts: [],
            created: '2026-11-22T12:00:00+00:00',
            price: { value: 0, currency: 'EUR' },
          },
        });
        break;
      case 'pinStart':
        engine.send('pinCall', {
          type: 'ui.pinStart',
          countryCode: 'DE',
          preCode: s.preCode,
          number: s.number,
          kind: 'mobile',
        });
        break;
      case 'pinSubmit':
        engine.send('pinCall', { type: 'ui.pinSubmit', pin: s.pin });
        break;
      case 'profile':
        engine.send('profile', { type: 'ui.profileEdit' });
        engine.send('profile', {
          type: 'ui.profileSubmit',
          fields: {
            firstName: s.firstName,
            lastName: s.lastName,
            email: s.email,
            zipCode: s.zipCode,
            city: 'Berlin',
          },
        });
        break;
      case 'bonusCode':
        engine.send('bonusCode', { type: 'ui.submit', code: s.code });
        break;
      case 'search':
        engine.send('shell', {
          type: 'ui.routeChanged',
          path: '/en/search/',
          search: `?q=${encodeURIComponent(s.query)}`,
        });
        break;
      case 'wait':
        time.advance(s.ms);
        break;
    }
    await flush();
  }
  return session;
}

describe('a redacted report of any session', () => {
  it('replays to the end with every checkpoint verified, texts included or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (steps, include) => {
          const { engine } = await play(steps);
          const report = buildReport(engine, { includeMessages: include });
          expect(report.manifest.sourceDivergence).toBeNull();
          expect(report.manifest.notComparableFrom).toBeNull();
          const replay = new ComparingReplayer(decodeLog(report.jsonl), appReplayOptions);
          const outcome = replay.runToEnd();
          expect(outcome.divergence).toBeNull();
          expect(outcome.notComparable).toBeNull();
          expect(outcome.checkpoints).toBe(report.summary.checkpoints);
          expect(report.jsonl).not.toContain('4111 1111 1111 1111');
          expect(report.jsonl).not.toContain('dan@example.org');
          engine.stop();
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
