import { describe, expect, it } from 'vitest';
import { eventPage } from './events.ts';
import { newRewardsWorld } from './world.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const calendarName = (actorName: string, spellActor?: (name: string) => string | null) => {
  const page = eventPage(
    newRewardsWorld(),
    { kind: 'giftCalendar', actorName, qmdate: null },
    NOW,
    'demo',
    spellActor,
  );
  return page?.kind === 'giftCalendar' ? page.calendar.actorName : null;
};

describe('demo world: actor gift calendar', () => {
  it('echoes the name of an actor it does not know as the request wrote it', () => {
    expect(calendarName('SomeActor')).toBe('SomeActor');
    expect(calendarName('LanaLove')).toBe('LanaLove');
    expect(calendarName('nobodyknown')).toBe('nobodyknown');
  });

  it("spells an actor it knows its own way, whatever the link's case", () => {
    const spell = (name: string) => (name.toLowerCase() === 'lanalove' ? 'LanaLove' : null);
    expect(calendarName('lanalove', spell)).toBe('LanaLove');
    expect(calendarName('SomeActor', spell)).toBe('SomeActor');
  });

  it('keeps one calendar per actor whatever the case of the name', () => {
    const world = newRewardsWorld();
    const idOf = (actorName: string) => {
      const page = eventPage(world, { kind: 'giftCalendar', actorName, qmdate: null }, NOW, 'demo');
      return page?.kind === 'giftCalendar' ? page.calendar.actorId : null;
    };
    expect(idOf('LanaLove')).toBe(idOf('lanalove'));
  });
});
