import { describe, expect, it } from 'vitest';
import { actOf } from '../payTour/payTour.loginAct.ts';
import type { FeedIntent } from './feed.events.ts';
import { feedActOf, intentOfAct, purchaseIntentOf } from './feed.gate.ts';

/** The act as the pay tour hands it back after the reload: stored, read back, to carry out. */
const handedBack = (act: unknown, shouldOpen = true) => ({
  type: 'payTour.actTaken' as const,
  act: actOf(JSON.parse(JSON.stringify(act))),
  shouldOpen,
});

describe('feed intents kept over a reload', () => {
  const intents: FeedIntent[] = [
    { type: 'ui.like', postId: '1' },
    { type: 'ui.unlike', postId: '1' },
    { type: 'ui.buy', postId: '2' },
    { type: 'ui.tip', postId: '3', coins: 50 },
    { type: 'ui.comment', postId: '4', text: 'lovely', replyTo: null },
    { type: 'ui.comment', postId: '4', text: 'and again', replyTo: 'c9' },
    { type: 'ui.filterChosen', filter: 'LIKED' },
    { type: 'ui.followsChosen', follows: true },
  ];

  it.each(intents)('hands $type back as it was pressed', (intent) => {
    const act = feedActOf('lanalove', intent);
    expect(act).toMatchObject({ client: 'feed', name: intent.type, target: 'feed:lanalove' });
    expect(intentOfAct(handedBack(act))).toEqual(intent);
  });

  it('names the mixed feed and a model’s feed apart', () => {
    expect(feedActOf(null, { type: 'ui.buy', postId: '2' }).target).toBe('feed');
    expect(feedActOf('mia', { type: 'ui.buy', postId: '2' }).target).toBe('feed:mia');
  });

  it('carries out nothing that is only to be shown, none, or not a well-formed feed intent', () => {
    const tip = feedActOf(null, { type: 'ui.tip', postId: '3', coins: 50 });
    expect(intentOfAct(handedBack(tip, false))).toBeNull();
    expect(intentOfAct({ type: 'payTour.actTaken', act: null, shouldOpen: false })).toBeNull();
    const broken = [
      { ...tip, data: { postId: '3', coins: -5 } },
      { ...tip, data: { postId: '3', coins: 1.5 } },
      { ...tip, data: { postId: '3', coins: '50' } },
      { ...tip, data: { coins: 50 } },
      { ...tip, name: 'ui.deleteComment' },
      { ...tip, name: 'ui.filterChosen', data: { filter: 'TEXT_POSTS' } },
      { ...tip, name: 'ui.followsChosen', data: { follows: false } },
      { ...tip, name: 'ui.comment', data: { postId: '4', text: '' } },
    ];
    for (const act of broken) expect(intentOfAct(handedBack(act)), JSON.stringify(act)).toBeNull();
  });

  it('asks the gate again for a refused purchase only', () => {
    expect(purchaseIntentOf({ kind: 'buy', postId: '2' })).toEqual({ type: 'ui.buy', postId: '2' });
    expect(purchaseIntentOf({ kind: 'tip', postId: '3', coins: 10 })).toEqual({
      type: 'ui.tip',
      postId: '3',
      coins: 10,
    });
    expect(purchaseIntentOf({ kind: 'like', postId: '1' })).toBeNull();
  });
});
