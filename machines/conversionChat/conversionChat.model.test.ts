import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { conversionChatMachine } from './conversionChat.machine.ts';
import { selectOfferEnd } from './conversionChat.selectors.ts';
import { conversionChatRequest } from './conversionChat.testing.ts';

/** Model-based test: every transition of the conversion chat, run on the real machine. */
const END = '2026-01-01T12:00:00.000Z';

defineModelSuite(conversionChatMachine, {
  input: { request: conversionChatRequest, countdownEnd: END },
  events: [
    // The clock reads a second before the end (the offer runs), at the end (over), or fails.
    { type: 'xstate.done.actor.readClock', output: Date.parse(END) - 1000 },
    { type: 'xstate.done.actor.readClock', output: Date.parse(END) },
    { type: 'xstate.error.actor.readClock', error: { message: 'no clock' } },
    { type: 'xstate.after.untilEnd.conversionChat.offer.eligible' },
    { type: 'messenger.chatEnded', exitCode: 501 },
    { type: 'messenger.chatEnded', exitCode: 201 },
    { type: 'ui.conversionChatChosen', action: 'disable' },
    { type: 'ui.conversionChatChosen', action: 'enable' },
    { type: 'xstate.done.actor.setConversionChat', output: null },
    { type: 'xstate.error.actor.setConversionChat', error: { message: 'http_503' } },
  ],
  invariants: (snapshot, { route, inFlight }) => {
    const { context } = snapshot;
    // The offer's end shows only while it runs, and it runs only with the clock read before it.
    if (snapshot.matches({ offer: 'eligible' })) {
      expect(selectOfferEnd(snapshot), route).toBe(Date.parse(END));
      expect(context.readAt, route).toBeLessThan(Date.parse(END));
    } else expect(selectOfferEnd(snapshot), route).toBeNull();
    // An answer is posted exactly while the post is on its way.
    const posting = snapshot.matches({ answer: 'posting' });
    expect(snapshot.hasTag('postingAnswer'), route).toBe(posting);
    expect(inFlight().includes('setConversionChat'), route).toBe(posting);
  },
  exceptions: {
    'conversionChat.offer.checking —always#2→ conversionChat.offer.ineligible':
      'only without an end (the unit test starts it so); the model runs with one',
  },
});
