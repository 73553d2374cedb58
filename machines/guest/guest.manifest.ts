import { defineDomain } from '../app/domainManifest.ts';

/** Who the guest is: balance, vouchers, abos, status bar. */
export const guestManifest = defineDomain({
  id: 'guest',
  lazy: false,
  starts: 'session',
  owns: {
    guest: [
      'guestBalance',
      'vouchers',
      'giftsUpdate',
      'chatEnd',
      'voicecallStart',
      'voicecallStop',
      'dataProtection',
      'guestLocked',
      'vipAboUpdate',
      'vxtvAboUpdate',
      'pageReload',
      'guestEmailVerified',
      'loyaltyPointsChanged',
      'bonusCodeRedeemed',
      'statusBar',
      'sendSignupEmailResult',
    ],
  },
});
