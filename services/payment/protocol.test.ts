import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPayUrl, decodeMessage, encodeMessage, payLanguage } from './protocol.ts';

describe('encodeMessage', () => {
  it('writes the exact strings of the contract: type, isAction, then the payload', () => {
    expect(
      encodeMessage({
        type: 'modalbox-update-params',
        options: { flow: 'moneycharge', paytype: '' },
      }),
    ).toBe(
      '{"type":"modalbox-update-params","isAction":false,"options":{"flow":"moneycharge","paytype":""}}',
    );
    expect(
      encodeMessage({ type: 'modalbox-additional-info', options: { ref: '', ruri: 'http://a/' } }),
    ).toBe(
      '{"type":"modalbox-additional-info","isAction":false,"options":{"ref":"","ruri":"http://a/"}}',
    );
    expect(encodeMessage({ type: 'modalbox-change-route', route: '/payment' })).toBe(
      '{"type":"modalbox-change-route","isAction":false,"route":"/payment"}',
    );
    expect(encodeMessage({ type: 'modalbox-change-route' })).toBe(
      '{"type":"modalbox-change-route","isAction":false}',
    );
    expect(encodeMessage({ type: 'modalbox-init-session', token: null })).toBe(
      '{"type":"modalbox-init-session","isAction":false,"token":null}',
    );
    expect(encodeMessage({ type: 'modalbox-is-visible' })).toBe(
      '{"type":"modalbox-is-visible","isAction":false}',
    );
    expect(encodeMessage({ type: 'modalbox-action-getbalance' })).toBe(
      '{"type":"modalbox-action-getbalance","isAction":true}',
    );
    expect(encodeMessage({ type: 'modalbox-action-logout', params: { clearToken: true } })).toBe(
      '{"type":"modalbox-action-logout","isAction":true,"params":{"clearToken":true}}',
    );
  });
});

describe('buildPayUrl', () => {
  it('writes every key of the contract, upper-case lang, display flags, no fragment on the iframe', () => {
    const url = buildPayUrl({
      payBaseUrl: 'http://localhost:8081/',
      language: 'de',
      flow: 'vipabo',
      target: 'iframe',
      params: {
        pfm: 1502,
        pfmsub: 'x',
        w: 'w1',
        ws: 'ws1',
        wt: 'wt1',
        gk_cid: 'g',
        adtv: 'a',
        sub: 's',
        option: 'o',
        pc: 'PROMO',
        tt: 'TT_1',
        host: 'Lisa',
        ruri: 'http://127.0.0.1/en/',
        successUrl: 'http://127.0.0.1/en/',
        agbUrl: 'http://127.0.0.1/en/terms-of-service/',
        privacyUrl: 'http://127.0.0.1/en/data-protection/',
      },
      enableTab: false,
      display: { showLogo: 1 },
    });
    expect(
      url.startsWith('http://localhost:8081/VXPAY-V3/?environment=lp&flow=vipabo&lang=DE&'),
    ).toBe(true);
    expect(url).not.toContain('#');
    const query = new URL(url).searchParams;
    for (const key of [
      'pfm',
      'pfmsub',
      'w',
      'ws',
      'wt',
      'gk_cid',
      'adtv',
      'sub',
      'option',
      'pc',
      'tt',
      'host',
      'ruri',
      'successUrl',
      'agbUrl',
      'privacyUrl',
    ])
      expect(query.has(key), key).toBe(true);
    expect(query.get('enableTab')).toBe('0');
    expect(query.get('mc[showLogo]')).toBe('1');
    expect(query.get('mc[login]')).toBe('1');
    expect(query.get('mc[parentInFrame]')).toBe('0');
    expect(query.get('mc[hideClose]')).toBe('0');
    expect([...query.keys()].filter((key) => key.startsWith('mc['))).toHaveLength(14);
  });

  it('defaults to lp and moneycharge, and a tab URL ends in #/ with its flow params', () => {
    const url = buildPayUrl({
      payBaseUrl: 'https://pay.example',
      language: 'es',
      target: 'tab',
      flowParams: { flow: 'moneycharge', paytype: '' },
      enableTab: true,
    });
    expect(url.endsWith('#/')).toBe(true);
    const query = new URL(url).searchParams;
    expect(query.get('environment')).toBe('lp');
    expect(query.get('flow')).toBe('moneycharge');
    expect(query.get('lang')).toBe('EN');
    expect(JSON.parse(query.get('flowParams')!)).toEqual({ flow: 'moneycharge', paytype: '' });
    expect(query.has('tt')).toBe(false);
  });

  it('maps languages to DE, EN and NL only', () => {
    expect(['de', 'en', 'nl', 'es', 'fr', 'DE'].map(payLanguage)).toEqual([
      'DE',
      'EN',
      'NL',
      'EN',
      'EN',
      'DE',
    ]);
  });
});

describe('decodeMessage', () => {
  const data = { success: true, flow: 'moneycharge', availableMoney: 10 };
  const cases: [unknown, unknown][] = [
    ['{"type":"modalbox-content-loaded"}', { type: 'pay.contentLoaded' }],
    ['modalbox-content-loaded', { type: 'pay.contentLoaded' }],
    ['{"type":"modalbox-iframe-ready"}', { type: 'pay.iframeReady' }],
    ['modalbox-iframe-ready', { type: 'pay.iframeReady' }],
    ['{"type":"modalbox-view-ready"}', { type: 'pay.viewReady' }],
    ['modalbox-view-ready', { type: 'pay.viewReady' }],
    ['transfer_token:TT_abc', { type: 'pay.transferToken', token: 'TT_abc' }],
    [
      '{"type":"modalbox-transfer-token","token":"TT_x"}',
      { type: 'pay.transferToken', token: 'TT_x' },
    ],
    [JSON.stringify({ type: 'modalbox-success', data }), { type: 'pay.success', data }],
    ['modalbox-success', { type: 'pay.success', data: null }],
    [
      JSON.stringify({ type: 'modalbox-iframe-close', data: { success: false } }),
      { type: 'pay.closed', data: { success: false } },
    ],
    ['modalbox-iframe-close', { type: 'pay.closed', data: null }],
    [
      JSON.stringify({
        type: 'modalbox-hook',
        data: { hook: 'flowChanged', prevFlow: 'login', flow: 'moneycharge' },
      }),
      {
        type: 'pay.hook',
        hook: 'flowChanged',
        data: { hook: 'flowChanged', prevFlow: 'login', flow: 'moneycharge' },
      },
    ],
    [
      JSON.stringify({
        type: 'modalbox-response-getbalance',
        data: { balance: 5, currency: 'EUR' },
      }),
      { type: 'pay.response', action: 'getbalance', data: { balance: 5, currency: 'EUR' } },
    ],
    ['modalbox-response-isLoggedIn', { type: 'pay.response', action: 'isLoggedIn', data: null }],
    [
      JSON.stringify({ type: 'modalbox-scrollto', data: { top: 120 } }),
      { type: 'pay.scrollTo', top: 120 },
    ],
    [
      JSON.stringify({ type: 'modalbox-logout', data: { x: 1 } }),
      { type: 'pay.loggedOut', data: { x: 1 } },
    ],
    ['modalbox-logout', { type: 'pay.loggedOut', data: null }],
    ['{"type":"modalbox-signup"}', { type: 'pay.signup' }],
    ['modalbox-signup', { type: 'pay.signup' }],
    ['{"type":"modalbox-countdownfinished"}', { type: 'pay.countdownFinished' }],
    ['modalbox-countdownfinished', { type: 'pay.countdownFinished' }],
    [
      'redirect:http://127.0.0.1:8080/en/',
      { type: 'pay.redirect', url: 'http://127.0.0.1:8080/en/' },
    ],
  ];
  it.each(cases)('accepts %s', (input, message) => {
    expect(decodeMessage(input)).toEqual({ ok: true, message });
  });

  const junk: [unknown, string][] = [
    [42, 'not-a-string'],
    [null, 'not-a-string'],
    [{ type: 'modalbox-success' }, 'not-a-string'],
    ['hello', 'not-json'],
    ['{"type":', 'not-json'],
    ['[1,2]', 'no-type'],
    ['{"kind":"x"}', 'no-type'],
    ['{"type":7}', 'no-type'],
    ['{"type":"modalbox-whatever"}', 'unknown-type'],
    ['modalbox-nothing', 'unknown-type'],
    ['transfer_token:', 'empty-token'],
    ['{"type":"modalbox-transfer-token"}', 'empty-token'],
    ['redirect:', 'empty-redirect'],
    ['{"type":"modalbox-hook","data":{}}', 'hook-without-name'],
    ['modalbox-hook', 'hook-without-name'],
    ['{"type":"modalbox-scrollto","data":{"top":"x"}}', 'scrollto-without-top'],
  ];
  it.each(junk)('rejects %j as %s', (input, kind) => {
    const result = decodeMessage(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.kind).toBe(kind);
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (input) => {
        const result = decodeMessage(input);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(decodeMessage(cyclic).ok).toBe(false);
  });
});
