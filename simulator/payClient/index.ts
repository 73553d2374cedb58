import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { policyOf, type SimulatorContext } from '../context.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Store } from '../store/index.ts';
import { PayClientService } from './service.ts';

export const PAY_CLIENT_DIR = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(PAY_CLIENT_DIR, '..', '..');

const services = new WeakMap<Store, PayClientService>();

/** Tests: use this service (say, with a manual scheduler) for the simulator of `store`. */
export function providePayClientService(store: Store, service: PayClientService): void {
  services.set(store, service);
}

/** Where the demo passwords and the redeemable codes are. */
export const PAY_CLIENT_FIXTURES = {
  credentialsPath: join(REPO, 'fixtures', 'payClientCredentials.json'),
  codesPath: join(REPO, 'fixtures', 'payClientCodes.json'),
};

/**
 * The one payment-client service of a running simulator (both origins use it: the pay origin for
 * the frame's calls, the app origin for `vxpay/onsuccess`).
 */
export function payClientService(ctx: SimulatorContext, hub: RealtimeHub): PayClientService {
  let service = services.get(ctx.store);
  if (!service) {
    service = new PayClientService({
      store: ctx.store,
      hub,
      ...PAY_CLIENT_FIXTURES,
      demoSecrets: policyOf(ctx).demoSecrets,
    });
    services.set(ctx.store, service);
  }
  return service;
}
