import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ConversationRow } from '../../machines/messenger/messenger.selectors.ts';
import type { Message, OutgoingMessage } from '../../machines/messenger/messenger.types.ts';
import { bubbleParts, estimateRowHeight, textLines } from './bubbleLayout.ts';

const message = (patch: Partial<Message> = {}): Message => ({
  id: 1,
  senderType: 'actor',
  messageType: 'text',
  data: { text: 'Hello there (#1)' },
  includedGifts: [],
  created: '2026-11-22T10:00:00Z',
  price: { value: 0, currency: 'EUR' },
  ...patch,
});
const outgoing = (patch: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  clientMessageId: 'c1',
  channelId: 30001,
  messageType: 'text',
  data: { text: 'Hi' },
  includedGifts: [],
  price: { value: 1.5, currency: 'EUR' },
  created: null,
  freeShow: false,
  status: 'pending',
  reason: null,
  messageId: null,
  ...patch,
});
const stored = (m: Message, own: OutgoingMessage | null = null): ConversationRow => ({
  kind: 'message',
  key: `m${m.id}`,
  message: m,
  outgoing: own,
});

describe('bubble heights (the sizes messenger.css sets)', () => {
  it('an actor’s one-line message: paddings and one text line, no status line', () => {
    expect(bubbleParts(stored(message()))).toEqual({
      mine: false,
      text: 'Hello there (#1)',
      extra: null,
      meta: false,
      rejected: false,
    });
    expect(estimateRowHeight(stored(message()), 900)).toBe(8 + 16 + 24);
  });

  it('the guest’s paid message shows its price line; a pending one its status too', () => {
    const paid = stored(message({ senderType: 'guest', price: { value: 2, currency: 'EUR' } }));
    expect(estimateRowHeight(paid, 900)).toBe(8 + 16 + 24 + 20);
    const pending: ConversationRow = { kind: 'outgoing', key: 'oc1', message: outgoing() };
    expect(bubbleParts(pending).meta).toBe(true);
    expect(estimateRowHeight(pending, 900)).toBe(8 + 16 + 24 + 20);
  });

  it('gifts and toys add their line; a rejected message its border', () => {
    const gift = stored(message({ messageType: 'gift', includedGifts: [3], data: {} }));
    expect(estimateRowHeight(gift, 900)).toBe(8 + 16 + 20);
    const rejected: ConversationRow = {
      kind: 'outgoing',
      key: 'oc1',
      message: outgoing({ status: 'rejected', reason: 'insufficientBalance' }),
    };
    expect(bubbleParts(rejected).rejected).toBe(true);
    expect(estimateRowHeight(rejected, 900)).toBe(8 + 16 + 2 + 24 + 20);
  });

  it('knows a message again (same estimate), and estimates anew for its own copy or another width', () => {
    const m = message({ senderType: 'guest' });
    expect(estimateRowHeight(stored(m), 900)).toBe(8 + 16 + 24);
    expect(estimateRowHeight(stored(m), 900)).toBe(8 + 16 + 24);
    expect(estimateRowHeight(stored(m, outgoing({ status: 'sent' })), 900)).toBe(8 + 16 + 24 + 20);
    const long = message({ id: 2, data: { text: 'word '.repeat(20) } });
    expect(estimateRowHeight(stored(long), 1000)).toBeLessThan(
      estimateRowHeight(stored(long), 390),
    );
  });

  it('long texts and line breaks take more lines, more on a phone than on a desktop', () => {
    const long = 'word '.repeat(60);
    expect(textLines(long, 1000)).toBeGreaterThan(1);
    expect(textLines(long, 390)).toBeGreaterThan(textLines(long, 1000));
    expect(textLines('a\nb\n\nc', 1000)).toBe(4);
  });

  it('never guesses fewer lines than paragraphs, nor a height below the paddings', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.integer({ min: 200, max: 2000 }),
        (text, width) => {
          const lines = textLines(text, width);
          expect(lines).toBeGreaterThanOrEqual(text.split('\n').length);
          expect(
            estimateRowHeight(stored(message({ data: { text } })), width),
          ).toBeGreaterThanOrEqual(24);
        },
      ),
    );
  });
});
