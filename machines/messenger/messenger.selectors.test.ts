import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectConversationRows, type ConversationRow } from './messenger.selectors.ts';
import type { Message, OutgoingMessage } from './messenger.types.ts';

type Snapshot = Parameters<typeof selectConversationRows>[0];
type Conversation = { channelId: number; channel: null; messages: Message[] };

const snapshot = (conversation: Conversation, outgoing: OutgoingMessage[]) =>
  ({ context: { conversation, outgoing } }) as unknown as Snapshot;

const message = (id: number, clientMessageId?: string): Message => ({
  id,
  clientMessageId,
  senderType: clientMessageId ? 'guest' : 'actor',
  messageType: 'text',
  data: { text: `m${id}` },
  includedGifts: [],
  created: '2026-11-22T10:00:00.000Z',
  price: { value: 0, currency: 'EUR' },
});

const sent = (clientMessageId: string, channelId: number, messageId: number | null) =>
  ({
    clientMessageId,
    channelId,
    messageType: 'text',
    data: { text: clientMessageId },
    includedGifts: [],
    price: { value: 0, currency: 'EUR' },
    created: null,
    freeShow: false,
    status: messageId === null ? 'pending' : 'sent',
    reason: null,
    messageId,
  }) satisfies OutgoingMessage;

/** The rows by their plain definition: every stored message, then own messages not stored. */
function plainRows(conversation: Conversation, outgoing: OutgoingMessage[]): ConversationRow[] {
  const mine = outgoing.filter((m) => m.channelId === conversation.channelId);
  const ownOf = (m: Message) => mine.find((o) => o.clientMessageId === m.clientMessageId) ?? null;
  return [
    ...conversation.messages.map((m) => ({
      kind: 'message' as const,
      key: `m${m.id}`,
      message: m,
      outgoing: m.clientMessageId ? ownOf(m) : null,
    })),
    ...mine
      .filter(
        (o) =>
          !conversation.messages.some(
            (m) => m.clientMessageId === o.clientMessageId || m.id === o.messageId,
          ),
      )
      .map((o) => ({ kind: 'outgoing' as const, key: `o${o.clientMessageId}`, message: o })),
  ];
}

/** A step of an open messenger: a pushed message, a send, its ack, a changed message, a switch. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('push' as const), own: fc.boolean() }),
  fc.record({ kind: fc.constant('send' as const) }),
  fc.record({ kind: fc.constant('ack' as const) }),
  fc.record({ kind: fc.constant('edit' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('switch' as const), channelId: fc.constantFrom(1, 2) }),
);

describe('selectConversationRows', () => {
  it('equals its plain definition after any pushes, sends, acks, edits and switches', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let nextId = 1;
        let conversation: Conversation = { channelId: 1, channel: null, messages: [] };
        let outgoing: OutgoingMessage[] = [];
        for (const s of steps) {
          if (s.kind === 'push') {
            const pending = outgoing.find((o) => o.messageId === null);
            const id = nextId++;
            const clientId = s.own && pending ? pending.clientMessageId : undefined;
            conversation = {
              ...conversation,
              messages: [...conversation.messages, message(id, clientId)],
            };
          } else if (s.kind === 'send') {
            outgoing = [...outgoing, sent(`c${nextId++}`, conversation.channelId, null)];
          } else if (s.kind === 'ack') {
            const index = outgoing.findIndex((o) => o.messageId === null);
            if (index >= 0)
              outgoing = outgoing.map((o, i) =>
                i === index ? { ...o, messageId: 10_000 + i } : o,
              );
          } else if (s.kind === 'edit' && conversation.messages.length > 0) {
            const at = s.at % conversation.messages.length;
            const messages = conversation.messages.slice();
            messages[at] = { ...messages[at]!, data: { text: 'edited' } };
            conversation = { ...conversation, messages };
          } else if (s.kind === 'switch') {
            conversation = { channelId: s.channelId, channel: null, messages: [] };
          }
          expect(selectConversationRows(snapshot(conversation, outgoing))).toEqual(
            plainRows(conversation, outgoing),
          );
        }
      }),
    );
  });

  it('reuses the rows of earlier messages when a push appends one', () => {
    const first = { channelId: 1, channel: null, messages: [message(1), message(2)] };
    const outgoing: OutgoingMessage[] = [];
    const before = selectConversationRows(snapshot(first, outgoing));
    const after = selectConversationRows(
      snapshot({ ...first, messages: [...first.messages, message(3)] }, outgoing),
    );
    expect(after.map((row) => row.key)).toEqual(['m1', 'm2', 'm3']);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });
});
