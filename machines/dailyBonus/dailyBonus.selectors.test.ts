import { describe, expect, it } from 'vitest';
import { dailyBonusEventView } from './dailyBonus.selectors.ts';

const event = (over: Partial<Parameters<typeof dailyBonusEventView>[0]> = {}) => ({
  backgroundImage: null,
  redirect: null,
  hidesPage: false,
  mysteriousTomorrow: false,
  ...over,
});

describe('dailyBonusEventView', () => {
  it('shows the page as it is without an event', () => {
    expect(dailyBonusEventView(event())).toEqual({
      background: null,
      redirect: null,
      hidden: false,
    });
  });

  it('takes a site path or an https URL as background and redirect', () => {
    expect(
      dailyBonusEventView(
        event({ backgroundImage: '/media/bg.svg', redirect: '/en/events/halloween/' }),
      ),
    ).toEqual({
      background: '/media/bg.svg',
      redirect: { kind: 'internal', path: '/en/events/halloween/' },
      hidden: false,
    });
    expect(
      dailyBonusEventView(
        event({ backgroundImage: 'https://cdn.example/bg.jpg', redirect: 'https://x.example/e' }),
      ),
    ).toMatchObject({
      background: 'https://cdn.example/bg.jpg',
      redirect: { kind: 'external', href: 'https://x.example/e' },
    });
  });

  it('drops values that could break out of CSS or a link', () => {
    const view = dailyBonusEventView(
      event({
        backgroundImage: '/bg.svg") ; background: red',
        redirect: 'javascript:alert(1)',
      }),
    );
    expect(view).toEqual({ background: null, redirect: null, hidden: false });
    expect(dailyBonusEventView(event({ redirect: '//evil.example/' })).redirect).toBeNull();
    expect(
      dailyBonusEventView(event({ backgroundImage: 'http://plain.example/a.png' })).background,
    ).toBeNull();
  });

  it('hides the page when the event says so', () => {
    expect(dailyBonusEventView(event({ hidesPage: true, redirect: '/en/' })).hidden).toBe(true);
  });
});
