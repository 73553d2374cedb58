import { describe, expect, it } from 'vitest';
import { resumeAfterLogin } from '../../machines/payTour/payTour.act.ts';
import {
  createPayPage,
  LOGIN_ACTION_TTL_MS,
  parseLoginAction,
  type PayPageWindow,
} from './page.ts';

/** A storage area over a map (what the page keeps, readable by the test). */
function fakeStorage(kept = new Map<string, string>()) {
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

function fakeWindow(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const win: PayPageWindow = {
    location: { href, origin: url.origin, search: url.search, assign: () => {} },
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' },
    localStorage: fakeStorage(),
    sessionStorage: fakeStorage(),
    document: { cookie: '', body: { style: { overflow: '' } } },
    self: 1,
    top: 1,
    scrollTo: () => {},
    history: { state: { k: 1 }, replaceState: (_data, _unused, next) => replaced.push(next ?? '') },
  };
  return { win, replaced };
}

describe('the pay page read at start', () => {
  it('gives the pay tour the credentials of the URL, then cleans them from the address bar', () => {
    const { win, replaced } = fakeWindow(
      'https://cams.example/en/?pwdresetUserId=3&pwdresetKey=k9&vxpFlow=signup&externalToken=e1&signupEmail=a%40b.de&signupName=Anna#top',
    );
    const facts = createPayPage(win).readPage();
    expect(facts.search).toContain('pwdresetKey=k9');
    expect(facts.search).toContain('externalToken=e1');
    expect(replaced).toEqual(['https://cams.example/en/?pwdresetUserId=3&vxpFlow=signup#top']);
  });

  it('leaves an address without credentials alone', () => {
    const { win, replaced } = fakeWindow('https://cams.example/en/?vxpFlow=signup');
    createPayPage(win).readPage();
    expect(replaced).toEqual([]);
  });
});

describe('the stored login action', () => {
  it("reads a heart's pin kept over the login's reload, and nothing it does not know", () => {
    const pin = { type: 'favoritePin', params: { targetType: 'actor', targetId: 7 } };
    expect(parseLoginAction(JSON.stringify(pin))).toEqual(pin);
    expect(parseLoginAction(JSON.stringify({ type: 'unknownAction', params: {} }))).toBeNull();
    expect(parseLoginAction('{not json')).toBeNull();
  });
});

describe('the login action kept over the login', () => {
  const at = Date.parse('2026-11-28T20:00:00.000Z');
  const buy = resumeAfterLogin({
    client: 'content',
    name: 'buy',
    target: 'video:12',
    data: { price: 4.99 },
  });

  it('keeps an act in the tab’s session and a flow in localStorage, each stamped with its qmDate', () => {
    const { win } = fakeWindow('https://cams.example/en/');
    let now = at;
    const page = createPayPage(win, () => now);
    page.storeLoginAction(buy);
    const session = win.sessionStorage as ReturnType<typeof fakeStorage>;
    const local = win.localStorage as ReturnType<typeof fakeStorage>;
    expect(JSON.parse(session.kept.get('onLoginAction') ?? '')).toEqual({
      type: 'resumeAct',
      params: { ...buy.params, qmDate: '2026-11-28T20:00:00.000Z' },
    });
    expect(local.kept.size).toBe(0);
    now += 60_000;
    expect(page.readPage().loginAction).toEqual({
      type: 'resumeAct',
      params: { ...buy.params, qmDate: '2026-11-28T20:00:00.000Z' },
    });
    // One action at a time: a flow stored later replaces the act.
    page.storeLoginAction({ type: 'openFlow', params: { flow: 'vipabo' } });
    expect(session.kept.size).toBe(0);
    expect(page.readPage().loginAction?.type).toBe('openFlow');
    page.storeLoginAction(null);
    expect(local.kept.size + session.kept.size).toBe(0);
  });

  it('drops a record 30 minutes after its qmDate, and removes it', () => {
    const { win } = fakeWindow('https://cams.example/en/');
    let now = at;
    const page = createPayPage(win, () => now);
    page.storeLoginAction(buy);
    now = at + LOGIN_ACTION_TTL_MS;
    expect(page.readPage().loginAction?.type).toBe('resumeAct');
    now += 1;
    expect(page.readPage().loginAction).toBeNull();
    expect((win.sessionStorage as ReturnType<typeof fakeStorage>).kept.size).toBe(0);
  });

  it('is bounded: a record past 4 KB is not stored, a malformed act not read', () => {
    const { win } = fakeWindow('https://cams.example/en/');
    const page = createPayPage(win, () => at);
    page.storeLoginAction(
      resumeAfterLogin({
        client: 'content',
        name: 'comment',
        target: 'video:12',
        data: { text: 'x'.repeat(5000) },
      }),
    );
    expect(page.readPage().loginAction).toBeNull();
    const stamped = (act: unknown) =>
      JSON.stringify({ type: 'resumeAct', params: { act, qmDate: new Date(at).toISOString() } });
    expect(parseLoginAction(stamped(buy.params.act), at)?.type).toBe('resumeAct');
    expect(parseLoginAction(stamped({ client: 'content', name: 'buy' }), at)).toBeNull();
    expect(
      parseLoginAction(
        stamped({ client: 'content', name: 'buy', target: 'v', data: { a: {} } }),
        at,
      ),
    ).toBeNull();
    expect(
      parseLoginAction(stamped({ client: 'content', name: 'buy', target: 'v'.repeat(201) }), at),
    ).toBeNull();
  });
});

describe('the address read for the pay tour (decision 0032)', () => {
  it('reads redirect_token once and cleans it from the address bar', () => {
    const { win, replaced } = fakeWindow('https://cams.example/en/?redirect_token=rt-1&a=2');
    expect(createPayPage(win).readPage().redirectToken).toBe('rt-1');
    expect(replaced).toEqual(['https://cams.example/en/?a=2']);
    expect(createPayPage(fakeWindow('https://cams.example/en/').win).readPage().redirectToken).toBe(
      null,
    );
  });

  it('testdevice marks the tab for its session; testdevice=0 takes the mark off', () => {
    const { win } = fakeWindow('https://cams.example/en/?testdevice=1');
    const page = createPayPage(win);
    expect(page.readPage().testDevice).toBe(true);
    // A later page of the same tab, without the parameter, is still the test device.
    win.location = { ...win.location, search: '', href: 'https://cams.example/en/cams/' };
    expect(page.readPage().testDevice).toBe(true);
    win.location = { ...win.location, search: '?testdevice=0' };
    expect(page.readPage().testDevice).toBe(false);
    expect(createPayPage(fakeWindow('https://cams.example/en/').win).readPage().testDevice).toBe(
      false,
    );
  });
});
