import { describe, expect, it } from 'vitest';
import {
  CALLER_DISPLAY_FLAGS,
  DISPLAY_FLAGS,
  PAY_CLIENT_FLOW_ROUTES,
  PAY_CLIENT_FLOWS,
  PAY_CLIENT_ROUTE_FLOWS,
} from './payClient.ts';

describe('the payment client contract lists', () => {
  it('opens each flow on the route of the contract’s Flows table (pay-client.md)', () => {
    // Transcribed from the contract, one row per flow name: a changed route shows here.
    expect(PAY_CLIENT_FLOW_ROUTES).toEqual({
      login: '/login',
      moneycharge: '/payment',
      trialmoneycharge: '/payment',
      limit: '/limit',
      oneclick: '/comfort',
      autorecharge: '/autorecharge',
      vipabo: '/abo',
      trialvipabo: '/abo',
      vxabo: '/vxabo',
      vxtvabo: '/abo',
      changecc: '/payment',
      changels: '/payment',
      settings: '/user/settings',
      vxsettings: '/user/settings',
      pwdreset: '/passwordreset',
      pwdlost: '/password',
      avs: '/avs',
      promocode: '/promocode',
      scratchcard: '/promocode',
      carrier: '/carrier',
      opcompensation: '/opcompensation',
    });
    expect(PAY_CLIENT_FLOWS).toEqual(Object.keys(PAY_CLIENT_FLOW_ROUTES));
    expect(PAY_CLIENT_ROUTE_FLOWS).toEqual({
      signup: { flow: 'login', route: '/signup' },
      voicecall: { flow: 'moneycharge', route: '/voicecall' },
    });
  });

  it('lets a caller set every display flag but the page-owned parentInFrame', () => {
    expect(CALLER_DISPLAY_FLAGS).toEqual(DISPLAY_FLAGS.filter((f) => f !== 'parentInFrame'));
    expect(CALLER_DISPLAY_FLAGS).toHaveLength(13);
    expect(CALLER_DISPLAY_FLAGS).toContain('hideClose');
  });
});
