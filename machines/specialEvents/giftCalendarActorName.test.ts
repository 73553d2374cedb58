import { describe, expect, it } from 'vitest';
import type { EventPage } from '../rewards/rewards.types.ts';
import { giftCalendarActorName, type EventPageView } from './specialEvents.selectors.ts';

const calendarOf = (actorName: string): EventPageView => {
  const page: EventPage = {
    kind: 'giftCalendar',
    calendar: { actorId: 3101, actorName, today: '2026-11-23', days: [] },
  };
  return { status: 'idle', page, result: null, error: null };
};

describe('giftCalendarActorName', () => {
  it("shows the loaded calendar's spelling, not the lower-cased route parameter", () => {
    expect(giftCalendarActorName(calendarOf('LunaLove'), 'lunalove')).toBe('LunaLove');
  });

  it("uses a known name (a messenger channel's) while the calendar loads", () => {
    expect(
      giftCalendarActorName({ status: 'loading', error: null }, 'lunalove', ['LunaLove']),
    ).toBe('LunaLove');
  });

  it('prefers a spelled name over a calendar that only echoes the route back', () => {
    expect(giftCalendarActorName(calendarOf('lunalove'), 'lunalove', ['LunaLove'])).toBe(
      'LunaLove',
    );
  });

  it("never takes another actor's calendar or name (the page before a navigation)", () => {
    expect(giftCalendarActorName(calendarOf('MiaSunshine'), 'lunalove', ['EmmaEmber'])).toBe(
      'lunalove',
    );
  });

  it('falls back to the route parameter when nothing else is known', () => {
    expect(giftCalendarActorName({ status: 'waiting' }, 'lunalove')).toBe('lunalove');
    expect(giftCalendarActorName({ status: 'failed', error: 'x' }, 'LunaLove')).toBe('LunaLove');
  });
});
