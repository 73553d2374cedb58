import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatMoney } from '../../machines/shared/money.ts';
import type { ServerFrame } from '../../services/realtime/frames.ts';
import type { Channel } from '../store/channels.ts';
import { ACTOR_ANSWERS, imageUrl } from './catalog.ts';
import { GENERATED_CHANNELS, generatedChannel } from './generated.ts';

/**
 * The push-to-paint load for the messenger: `rate` pushes a second for `seconds`, to the `vip`
 * guest (whose 500 channels it names): in every ten pushes four actor messages, three channel
 * updates, two balance changes and one actor going online or offline. Deterministic, so the
 * committed `fixtures/scenarios/messenger-load.jsonl` is exactly what this writes.
 *
 * Regenerate: `npx tsx simulator/messenger/load-scenario.ts` (writes the fixture).
 */
const LOAD_SCENARIO = 'messenger-load';
const START = Date.parse('2026-01-01T20:00:00.000Z');
const VIP_BALANCE = 480;

function channelAt(index: number, unreadCount: number, lastMessageId: number, at: number): Channel {
  const generated = generatedChannel(index);
  return {
    id: generated.id,
    actorId: generated.actor.id,
    unread: unreadCount > 0,
    unreadCount,
    archived: false,
    blocked: false,
    isActorOnline: generated.actor.isOnline,
    multiChatPrice: null,
    canVoyeurChat: index % 5 === 0,
    freeMessagesAmount: generated.freeMessagesAmount,
    messagePrice: { value: generated.actor.messagePrice, currency: 'EUR' },
    isMessagingFree: generated.isMessagingFree,
    subject: generated.subject,
    lastMessageId,
    previewPictureUrl: imageUrl('actor', generated.actor.id),
    actorName: generated.actor.name,
    actorAge: generated.actor.age,
    freeChat: false,
    lastMessageAt: new Date(START + at).toISOString(),
  };
}

function messengerLoadLines(rate = 100, seconds = 10): { at: number; frame: ServerFrame }[] {
  const lines: { at: number; frame: ServerFrame }[] = [];
  const unread = new Map<number, number>();
  let messageId = 5_000_000;
  let balanceCents = VIP_BALANCE * 100;
  const recent: number[] = [];
  const lastIds = new Map<number, number>();
  // Channels of non-archived, non-blocked generated rows, walked in a fixed stride.
  const usable = Array.from({ length: GENERATED_CHANNELS }, (_, i) => i).filter((i) => {
    const channel = generatedChannel(i);
    return !channel.archived && !channel.blocked;
  });
  const total = rate * seconds;
  for (let n = 0; n < total; n += 1) {
    const at = Math.floor((n * 1000) / rate);
    const index = usable[(n * 37) % usable.length] ?? 1;
    const slot = n % 10;
    let frame: ServerFrame;
    if (slot < 4) {
      messageId += 1;
      unread.set(index, (unread.get(index) ?? 0) + 1);
      recent[slot] = index;
      lastIds.set(index, messageId);
      frame = {
        type: 'incomingMessage',
        channelId: generatedChannel(index).id,
        message: {
          id: messageId,
          senderType: 'actor',
          messageType: 'text',
          data: { text: ACTOR_ANSWERS[n % ACTOR_ANSWERS.length] ?? 'Hi!' },
          includedGifts: [],
          created: new Date(START + at).toISOString(),
          price: { value: 0, currency: 'EUR' },
        },
      };
    } else if (slot < 7) {
      // The channels of the messages just sent (slots 1 to 3) move up with their unread count.
      const previous = recent[slot - 3] ?? index;
      frame = {
        type: 'channelUpdate',
        channel: channelAt(
          previous,
          unread.get(previous) ?? 1,
          lastIds.get(previous) ?? messageId,
          at,
        ),
      };
    } else if (slot < 9) {
      balanceCents -= 199;
      if (balanceCents < 0) balanceCents += VIP_BALANCE * 100;
      const balance = balanceCents / 100;
      frame = {
        type: 'guestBalance',
        balance,
        balanceFormatted: formatMoney({ value: balance, currency: 'EUR' }),
        isPayingCustomer: true,
        isPayment: false,
      };
    } else {
      const actorId = generatedChannel(index).actor.id;
      frame = { type: n % 20 === 9 ? 'actorOnline' : 'actorOffline', actorId };
    }
    lines.push({ at, frame });
  }
  return lines;
}

export function messengerLoadJsonl(rate = 100, seconds = 10): string {
  return messengerLoadLines(rate, seconds)
    .map((line) => JSON.stringify(line))
    .join('\n')
    .concat('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = join(
    import.meta.dirname,
    '..',
    '..',
    'fixtures',
    'scenarios',
    `${LOAD_SCENARIO}.jsonl`,
  );
  writeFileSync(target, messengerLoadJsonl());
  console.log(`wrote ${target}`);
}
