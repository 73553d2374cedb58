import { beforeAll, describe, expect, it } from 'vitest';
import {
  calendarBox,
  fiveDaysBox,
  specialTopUpBox,
  tagRewardBox,
} from '../../../machines/rewards/rewardBoxes.ts';
import type { ModalId } from '../../../machines/modals/modals.catalog.ts';
import { todayOffer } from '../../../machines/rewards/fixtures.testing.ts';
import { LANGUAGES } from '../../../src/routes/index.ts';
import { initI18n, type Texts } from '../../../src/i18n/index.ts';
import { boxAction, isOffer, type BoxActionContext } from './boxActions.ts';
import { boxFacts, countdownEnd } from './boxFacts.ts';

const guest: BoxActionContext = {
  language: 'en',
  loggedIn: true,
  qmdate: null,
  canPlayPreview: false,
};

describe('box buttons', () => {
  it('the calendar editions open the advent calendar, keeping a test date', () => {
    for (const id of ['calendar-2022', 'calendar-2023'] as const) {
      expect(boxAction(id, {}, guest)).toEqual({
        kind: 'go',
        path: '/en/magazine/advent-calendar/',
      });
      expect(boxAction(id, {}, { ...guest, qmdate: '2023-12-05', language: 'de' })).toEqual({
        kind: 'go',
        path: expect.stringMatching(/^\/de\/.+\/\?qmdate=2023-12-05$/) as unknown,
      });
    }
  });

  it("five-days-bonus goes to the daily bonus page to collect today's bonus", () => {
    expect(boxAction('five-days-bonus', {}, guest)).toEqual({
      kind: 'go',
      path: '/en/daily-bonus/',
    });
  });

  it("actor-gift-calendar opens the performer's calendar; a visitor logs in first", () => {
    expect(boxAction('actor-gift-calendar', { actorName: 'Lena' }, guest)).toEqual({
      kind: 'go',
      path: '/en/amateur/lena/gift-calendar/',
    });
    expect(
      boxAction('actor-gift-calendar', { actorName: 'Lena' }, { ...guest, loggedIn: false }),
    ).toEqual({ kind: 'flow', flow: 'login' });
    // No performer named: the note is confirmed, nothing else.
    expect(boxAction('actor-gift-calendar', {}, guest)).toEqual({ kind: 'confirm' });
    expect(boxAction('actor-gift-calendar', { actorName: 42 }, guest)).toEqual({
      kind: 'confirm',
    });
  });

  it('fifteen-minutes-preview plays the preview behind it, else goes to the videos', () => {
    expect(boxAction('fifteen-minutes-preview', {}, { ...guest, canPlayPreview: true })).toEqual({
      kind: 'playPreview',
    });
    expect(boxAction('fifteen-minutes-preview', {}, guest)).toEqual({
      kind: 'go',
      path: '/en/videos/',
    });
  });

  it('offers hand over to their flow and can be put off; notes only confirm', () => {
    expect(boxAction('specialTopUp', {}, guest)).toEqual({ kind: 'flow', flow: 'moneycharge' });
    expect(boxAction('conversion-chat', {}, guest)).toEqual({
      kind: 'flow',
      flow: 'trialmoneycharge',
    });
    expect(isOffer(boxAction('vip30', {}, guest))).toBe(true);
    for (const id of ['tag-reward-basic', 'vxcoin-info', 'remove-photos'] as const)
      expect(boxAction(id, {}, guest)).toEqual({ kind: 'confirm' });
  });
});

describe('box facts', () => {
  let i18next: Texts;
  beforeAll(() => {
    i18next = initI18n('en');
  });

  const boxes = {
    tag: tagRewardBox(22, {
      points: 55,
      rewards: [
        { id: 1, type: 'freeSpins', value: 3, requiredPoints: 20, redeemed: false },
        { id: 2, type: 'videoVoucher', value: 2, requiredPoints: 50, redeemed: false },
      ],
    })!,
    door: calendarBox(2023, 10, { type: 'bonus', value: 5, title: 'Door 10' })!,
    topUp: specialTopUpBox({
      ...todayOffer,
      offer: 'TopUpPercent',
      effect: { name: 'topUpBonus', value: 30, unit: '%', code: null },
    })!,
    day: fiveDaysBox(3)!,
  };

  it.each(LANGUAGES)('say what was won, the bonus and the day in words (%s)', (language) => {
    const t = i18next.getFixedT(language);
    const say = (box: { id: string; props?: Record<string, unknown> }) =>
      boxFacts(box.id as ModalId, box.props ?? {}).map((fact) => t(fact.key, fact.values));
    const texts = [boxes.tag, boxes.door, boxes.topUp, boxes.day].map(say);
    for (const [text] of texts) {
      expect(text).toBeDefined();
      expect(text).not.toMatch(/rewards\.|\$t\(|\{\{/);
    }
    expect(texts[0]![0]).toMatch(/50/);
    expect(texts[0]![0]).toMatch(/2 ×/);
    expect(texts[1]![0]).toMatch(/10.*2023|2023.*10/);
    expect(texts[2]![0]).toMatch(/30 %/);
    expect(texts[3]![0]).toMatch(/3.*5/);
    expect(say({ id: 'remove-photos', props: { count: 1 } })[0]).toMatch(/^1 /);
    expect(say({ id: 'remove-photos', props: { count: 3 } })[0]).toMatch(/^3 /);
  });

  it('every fact is a text the catalog has (plural keys by their count)', () => {
    const facts = [
      ...Object.values(boxes).flatMap((box) => boxFacts(box.id as ModalId, box.props ?? {})),
      ...boxFacts('remove-photos', { count: 2 }),
    ];
    for (const fact of facts) expect(i18next.exists(fact.key, fact.values), fact.key).toBe(true);
  });

  it('the English words of a reward type', () => {
    const t = i18next.getFixedT('en');
    const [fact] = boxFacts('tag-reward-pro', boxes.tag.props!);
    expect(t(fact!.key, fact!.values)).toBe('Unlocked at 50 points: 2 × Video voucher.');
  });

  it('props of another shape say nothing, and a count only on remove-photos', () => {
    expect(boxFacts('specialTopUp', { detail: { key: 'incentives.later', values: {} } })).toEqual(
      [],
    );
    expect(
      boxFacts('specialTopUp', { detail: { key: 'rewards.boxes.x', values: { a: {} } } }),
    ).toEqual([]);
    expect(boxFacts('vip30', { count: 3 })).toEqual([]);
    expect(countdownEnd({ endsAt: 1_767_268_800_000 })).toBe(1_767_268_800_000);
    expect(countdownEnd({ endsAt: '90' })).toBeNull();
    expect(countdownEnd({ seconds: 90 })).toBeNull();
  });
});
