import type { RewardsEvent } from './rewards.machine.ts';
import type { DailyBonusEvent } from '../dailyBonus/dailyBonus.machine.ts';
import type { GameAttemptsEvent } from '../gameAttempts/gameAttempts.machine.ts';
import type { SpecialEventsEvent } from '../specialEvents/specialEvents.machine.ts';
import type { BonusCodeEvent } from '../bonusCode/bonusCode.machine.ts';
import type { BenefitsEvent } from '../benefits/benefits.machine.ts';

/** The events the rewards domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    rewards: RewardsEvent;
    /** Its children, each under an id of its own (machines/dailyBonus, gameAttempts, specialEvents,
     * bonusCode, benefits). */
    dailyBonus: DailyBonusEvent;
    gameAttempts: GameAttemptsEvent;
    specialEvents: SpecialEventsEvent;
    bonusCode: BonusCodeEvent;
    benefits: BenefitsEvent;
  }
}
