import { describe, expect, it } from 'vitest';
import { encodeLog } from '../log/jsonl.ts';
import type { EventLog, LogRecord } from '../log/records.ts';
import { detect, isCardNumber, isIban } from './detectors.ts';
import { redactLog, redactLogDetailed, redactRecordForDisplay } from './redact.ts';
import { testLogHeader } from '../testing/logHeader.ts';

const TOKEN = 'Zk3xQ9vL2mN8pR4tW7yB1cD5fG6hJ0kA';

type RecordBody = LogRecord extends infer R
  ? R extends LogRecord
    ? Omit<R, 'seq' | 't'>
    : never
  : never;

function logOf(records: RecordBody[], header: Partial<EventLog['header']> = {}) {
  return {
    header: testLogHeader(header),
    records: records.map((record, seq) => ({ ...record, seq, t: seq * 10 })),
  };
}

const sessionAndGuest = logOf([
  {
    kind: 'io',
    source: 'session.load',
    call: 0,
    outcome: { ok: true, output: { accessToken: TOKEN, guestId: 1001, expiresIn: 60 } },
  },
  {
    kind: 'io',
    source: 'guest.load',
    call: 1,
    outcome: {
      ok: true,
      output: { id: 1001, name: 'DemoDan', email: 'Demo@Example.com', isLoggedIn: true },
    },
  },
  {
    kind: 'input',
    to: 'realtime',
    event: {
      type: 'realtime.send',
      frame: { type: 'sendMessage', clientMessageId: 'c1', data: { text: 'meet me at 8' } },
    },
  },
  {
    kind: 'io',
    source: 'guest.balance',
    call: 2,
    outcome: {
      ok: false,
      error: { message: `GET /rest/v1/x?language=en&access_token=${TOKEN} failed`, code: 'x' },
    },
  },
  {
    kind: 'push',
    source: 'realtime.socket',
    event: {
      type: 'push.FavoriteActors',
      actors: [{ id: 3101, name: 'LisaLive', isOnline: true }],
      about: `contact demo@example.com or +49 170 1234567, card 4111 1111 1111 1111`,
    },
  },
]);

describe('redactLog', () => {
  it('removes the token everywhere, also from URLs in error messages', () => {
    const text = encodeLog(redactLog(sessionAndGuest, { includeMessages: false }));
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('redacted-secret-1');
    expect(text).toContain('access_token=redacted-secret-1 failed');
  });

  it("pseudonymizes the guest's name and e-mail stably, in any case, and keeps actor names", () => {
    const log = redactLog(sessionAndGuest, { includeMessages: false });
    const guest = (log.records[1] as { outcome: { output: { name: string; email: string } } })
      .outcome.output;
    expect(guest.name).toMatch(/^Guest [0-9a-f]{4}$/);
    expect(guest.email).toMatch(/^guest-[0-9a-f]{4}@redacted\.invalid$/);
    const text = encodeLog(log);
    expect(text).not.toMatch(/demo@example\.com/i);
    expect(text).not.toContain('DemoDan');
    // The lower-case copy in the free text (`about`) gets the same pseudonym as the field.
    expect(text.split(guest.email).length - 1).toBe(2);
    expect(text).toContain('LisaLive');
    expect(text).not.toContain('1234567');
    expect(text).not.toContain('4111 1111 1111 1111');
  });

  it('replaces message texts by bullets of the same length unless the guest includes them', () => {
    const without = redactLog(sessionAndGuest, { includeMessages: false });
    // Still a string of 12, white space kept: the machine that reads it decides as before.
    expect(JSON.stringify(without.records[2])).toContain('"text":"•••• •• •• •"');
    const withTexts = redactLog(sessionAndGuest, { includeMessages: true });
    expect(JSON.stringify(withTexts.records[2])).toContain('meet me at 8');
  });

  it('drops description fields and removes payment data even from included messages', () => {
    const log = logOf([
      {
        kind: 'input',
        to: 'report',
        event: { type: 'ui.reportSubmitted', description: 'my card 4111111111111111' },
      },
      {
        kind: 'push',
        source: 'realtime.socket',
        event: {
          type: 'push.incomingMessage',
          message: { data: { text: 'IBAN DE89 3704 0044 0532 0130 00, cvv: 123' } },
        },
      },
    ]);
    const text = encodeLog(redactLog(log, { includeMessages: true }));
    expect(text).not.toContain('description');
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('DE89 3704');
    expect(text).not.toContain('cvv: 123');
  });

  it('keeps the structure replay needs and reports what changed', () => {
    const outcome = redactLogDetailed(sessionAndGuest, { includeMessages: false });
    expect(outcome.log.records.map((r) => [r.seq, r.t, r.kind])).toEqual(
      sessionAndGuest.records.map((r) => [r.seq, r.t, r.kind]),
    );
    expect(outcome.firstChangedSeq).toBe(0);
    expect(outcome.counts).toMatchObject({ messageText: 1, personName: 1 });
    expect(outcome.counts.secret).toBeGreaterThanOrEqual(2);
  });

  it('is stable for one salt, different across salts, and keeps its readable marks', () => {
    const a = redactLog(sessionAndGuest, { includeMessages: false, salt: 'a' });
    const b = redactLog(sessionAndGuest, { includeMessages: false, salt: 'b' });
    expect(redactLog(sessionAndGuest, { includeMessages: false, salt: 'a' })).toEqual(a);
    expect(encodeLog(a)).not.toEqual(encodeLog(b));
    // Placeholders and pseudonyms are never taken for new findings; masks of phone and card
    // numbers keep a number's shape, so a second pass masks them again (and leaks nothing).
    const again = encodeLog(redactLog(a, { includeMessages: false, salt: 'a' }));
    for (const mark of ['redacted-secret-1', 'Guest ', '@redacted.invalid', '••••'])
      expect(again).toContain(mark);
  });

  it('keeps the shape a machine reads: digits stay digits, numbers stay numbers', () => {
    const log = logOf([
      { kind: 'input', to: 'pinCall', event: { type: 'ui.pinSubmit', pin: '123456' } },
      {
        kind: 'input',
        to: 'pinCall',
        event: { type: 'ui.pinStart', preCode: '49', number: '0170 1234567' },
      },
      {
        kind: 'io',
        source: 'x',
        call: 0,
        outcome: { ok: true, output: { pan: 4111111111111111 } },
      },
      {
        kind: 'input',
        to: 'profile',
        event: {
          type: 'ui.profileSubmit',
          fields: { email: 'not-an-address', firstName: 'x'.repeat(51) },
        },
      },
    ]);
    const [pin, phone, card, profile] = redactLog(log, { includeMessages: false }).records as {
      event?: Record<string, never>;
      outcome?: { output: { pan: unknown } };
    }[];
    expect(pin?.event?.pin).toMatch(/^\d{6}$/);
    expect(pin?.event?.pin).not.toBe('123456');
    expect(phone?.event?.number).toMatch(/^0\d{3} \d{7}$/);
    expect(phone?.event?.number).not.toBe('0170 1234567');
    const pan = card?.outcome?.output.pan;
    expect(typeof pan).toBe('number');
    expect(String(pan)).toHaveLength(16);
    expect(pan).not.toBe(4111111111111111);
    const fields = (profile?.event as unknown as { fields: Record<string, string> }).fields;
    // An address that is not valid stays invalid; a name too long for the form stays too long.
    expect(fields.email).not.toContain('@');
    expect(fields.email).toHaveLength('not-an-address'.length);
    expect(fields.firstName).toHaveLength(51);
  });

  it('leaves a log without personal data as it was', () => {
    const plain = logOf([
      { kind: 'input', to: 'shell', event: { type: 'ui.menuToggled', menu: 'search' } },
      { kind: 'env', to: 'shell', event: { type: 'env.viewportResized', width: 1024 } },
      { kind: 'checkpoint', hash: '07b51d0ffabe97' },
    ]);
    const outcome = redactLogDetailed(plain, { includeMessages: false });
    expect(outcome.log).toEqual(plain);
    expect(outcome.firstChangedSeq).toBeNull();
  });
});

describe('detectors', () => {
  it('know card numbers and IBANs by their check digits', () => {
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isCardNumber('1763769600000')).toBe(false); // a timestamp, not a card network
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('DE89370400440532013001')).toBe(false);
  });

  it('do not take dates, versions, hashes or ids for phone numbers', () => {
    for (const text of ['01.02.2026', '0.1.0', '07b51d0ffabe97', 'c-1763769600000', '2026-11-22'])
      expect(detect(text)).toEqual([]);
    expect(detect('call 0170 1234567')).toEqual([{ cls: 'phone', value: '0170 1234567' }]);
  });
});

describe('a record shown in the inspector', () => {
  const [session, guest] = sessionAndGuest.records as [LogRecord, LogRecord];

  it('shows no token, name or e-mail address, and keeps the rest', () => {
    const shown = JSON.stringify(redactRecordForDisplay(session, 'salt'));
    expect(shown).not.toContain(TOKEN);
    expect(shown).toContain('"guestId":1001');
    const person = redactRecordForDisplay(guest, 'salt');
    const text = JSON.stringify(person);
    for (const secret of ['DemoDan', 'Demo@Example.com', 'demo@example.com'])
      expect(text).not.toContain(secret);
    expect(person).toMatchObject({ kind: 'io', source: 'guest.load', seq: guest.seq });
  });

  it('gives a value the same pseudonym in every record for one salt', () => {
    const again = { ...guest, seq: 99 };
    const nameOf = (record: LogRecord) =>
      (record as { outcome: { output: { name: string } } }).outcome.output.name;
    const first = nameOf(redactRecordForDisplay(guest, 'salt'));
    expect(first).toMatch(/^Guest [0-9a-f]+$/);
    expect(nameOf(redactRecordForDisplay(again, 'salt'))).toBe(first);
    expect(nameOf(redactRecordForDisplay(guest, 'other'))).not.toBe(first);
  });

  it('replaces message texts by bullets of the same length', () => {
    const message = sessionAndGuest.records[2]!;
    expect(redactRecordForDisplay(message, 'salt')).toMatchObject({
      event: { frame: { type: 'sendMessage', data: { text: '•••• •• •• •' } } },
    });
  });
});
