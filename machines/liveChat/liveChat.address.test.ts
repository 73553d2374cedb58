import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { routeLife } from '../app/routeEvents.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { resolveRoute } from '../shell/shell.route.ts';
import { liveChatMachine } from './liveChat.machine.ts';
import { selectAddressedChat } from './liveChat.selectors.ts';

/** What the root tells the live chat as the guest enters `path?search` (machines/app/routeEvents.ts). */
const toldOn = (path: string, search: string) =>
  routeLife(resolveRoute(path, search))
    .enter.filter((delivery) => delivery.to === 'liveChat')
    .map((delivery) => delivery.event);

const leftFrom = (path: string, search: string) =>
  routeLife(resolveRoute(path, search))
    .leave.filter((delivery) => delivery.to === 'liveChat')
    .map((delivery) => delivery.event);

describe("her live-show page's ?chat= reaches the live chat with the route (issue 50 §2)", () => {
  it('is told on her live-show page only, with the chat the address names', () => {
    expect(toldOn('/en/amateur/lana/live-show/', '?chat=video&utm=x')).toEqual([
      {
        type: 'route.entered',
        name: 'actorLiveShow',
        params: { actorName: 'lana' },
        query: { chat: 'video' },
      },
    ]);
    expect(toldOn('/en/amateur/lana/', '?chat=video')).toEqual([]);
  });

  it('holds the chat while her page shows it, and none once it is left or names none', () => {
    const chat = createActor(liveChatMachine, {
      input: demoDomainInput('liveChat', { isLoggedIn: true }),
    }).start();
    expect(selectAddressedChat(chat.getSnapshot())).toBeNull();
    for (const event of toldOn('/en/amateur/lana/live-show/', '?chat=single')) chat.send(event);
    expect(selectAddressedChat(chat.getSnapshot())).toBe('single');
    for (const event of leftFrom('/en/amateur/lana/live-show/', '?chat=single')) chat.send(event);
    expect(selectAddressedChat(chat.getSnapshot())).toBeNull();
    for (const event of toldOn('/en/amateur/mia/live-show/', '?chat=video')) chat.send(event);
    for (const event of toldOn('/en/amateur/mia/live-show/', '')) chat.send(event);
    expect(selectAddressedChat(chat.getSnapshot())).toBeNull();
  });
});
