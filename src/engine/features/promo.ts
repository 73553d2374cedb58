import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import {
  promoMachine,
  type PROMO,
  type PromoCheck,
} from '../../../machines/incentives/promo.machine.ts';
import { createPromoApi } from '../../../services/incentives/promoApi.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The split tests' promo offers' wiring (machines/incentives/promo.machine.ts, a child of the
 * incentives): its live service, and its machine provided with it, which the incentives' wiring
 * runs.
 */
export interface PromoServices {
  /** The codes of `codes` the guest has not redeemed yet. */
  promoCheckCodes: IoRun<string[], PromoCheck>;
}

/** The promo offers' actor by system id, as the views read it. */
export interface PromoSnapshots {
  [PROMO]: SnapshotFrom<ReturnType<typeof promoMachine>>;
}

export function promoActor(wiring: Wiring, services: PromoServices | null) {
  return provide(promoMachine(), {
    actors: { checkCodes: wiring.call('promo.checkCodes', services?.promoCheckCodes) },
  });
}

export function livePromoServices(deps: LiveDeps): PromoServices {
  const promo = createPromoApi(deps.fetch);
  return { promoCheckCodes: (input, signal) => promo.openCodes(input, signal) };
}
