import { describe, expect, it } from 'vitest';
import { createPayPage, parseLoginAction, type PayPageWindow } from './page.ts';

function fakeWindow(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const win: PayPageWindow = {
    location: { href, origin: url.origin, search: url.search, assign: () => {} },
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' },
    localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
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
