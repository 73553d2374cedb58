import { describe, expect, it } from 'vitest';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { clientChatId, initialContext, isCurrentStart } from './liveChat.context.ts';

const lana = { id: 7, name: 'Lana', toy: true };
const page = initialContext(demoDomainInput('liveChat', { isLoggedIn: true }));

describe("a start's name (the gate's ticket, the start frame's clientChatId)", () => {
  it("is her id and the page's count of starts", () => {
    expect(clientChatId(7, 2)).toBe('7:2');
  });

  it('matches the current start with her only', () => {
    const chat = { ...page, actor: lana, starts: 2 };
    expect(isCurrentStart(chat, '7:2')).toBe(true);
    expect(isCurrentStart(chat, '7:1')).toBe(false);
    expect(isCurrentStart(chat, null)).toBe(false);
  });

  it('matches nothing without a chat actor: no start was asked for, no id is invented', () => {
    // Not even the name an actor with id 0 would give, which "no actor" used to stand for.
    expect(isCurrentStart({ ...page, actor: null, starts: 0 }, clientChatId(0, 0))).toBe(false);
    expect(isCurrentStart({ ...page, actor: null, starts: 0 }, null)).toBe(false);
  });
});
