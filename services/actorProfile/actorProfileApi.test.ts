import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { actorProfileSchema } from './actorProfileApi.ts';

const euro = (value: number) => ({ value, currency: 'EUR' });
/** Her chat button config as a backend that knows nothing of decision 0018 sends it. */
const buttons = {
  actorId: 7,
  actorLink: '/en/amateur/lanalove/',
  isActorOnline: true,
  freeChat: false,
  voucherChatMinutes: 0,
  prices: {
    freeMessages: 0,
    message: euro(0.99),
    single: euro(3.99),
    singlec2c: euro(4.99),
    video: euro(2.99),
    voucherChatMinutes: 0,
    voyeur: euro(1.49),
    ticketShow: euro(9.99),
  },
  multiChatPrice: euro(2.99),
  singleC2CChatPrice: euro(4.99),
  isVoyeurChatAvailable: true,
  isCurrentlyTicketShow: false,
  isVoiceCallAvailable: false,
  isOnlineMobileVideocall: false,
  isBannedCountry: false,
};
const chatButtons = actorProfileSchema.def.shape.chatButtons;

describe('the chat button config at the edge', () => {
  it('reads a missing isInPrivateChat (our own field) as no private chat running', () => {
    expect(z.parse(chatButtons, buttons).isInPrivateChat).toBe(false);
    expect(z.parse(chatButtons, { ...buttons, isInPrivateChat: true }).isInPrivateChat).toBe(true);
  });

  it('still refuses a wrong type', () => {
    expect(z.safeParse(chatButtons, { ...buttons, isInPrivateChat: 'yes' }).success).toBe(false);
  });
});
