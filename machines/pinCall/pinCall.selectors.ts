import type { SnapshotFrom } from 'xstate';
import type { pinCallMachine } from './pinCall.machine.ts';
import { PIN_ERROR_CODES, type PinErrorName } from './pinCall.types.ts';

type PinCallSnapshot = SnapshotFrom<typeof pinCallMachine>;

export type PinCallView =
  | { step: 'phone'; busy: boolean; error: PinErrorName | null }
  | {
      step: 'code';
      busy: boolean;
      pinLength: number;
      phone: string;
      error: PinErrorName | 'incomplete' | null;
    }
  | { step: 'verified'; phone: string };

/** What the phone-verification section shows; the error is the name of one of the ten codes. */
export function selectPinCall(snapshot: PinCallSnapshot): PinCallView {
  const { context } = snapshot;
  const error = context.errorCode === null ? null : PIN_ERROR_CODES[context.errorCode];
  const phone = context.phone ? `+${context.phone.preCode} ${context.phone.number}` : '';
  if (snapshot.hasTag('verified'))
    return { step: 'verified', phone: context.verification?.e123 ?? phone };
  if (snapshot.matches('entering') || snapshot.matches('verifying'))
    return {
      step: 'code',
      busy: snapshot.hasTag('busy'),
      pinLength: context.started?.pinLength ?? 0,
      phone,
      error: snapshot.matches({ entering: 'invalid' })
        ? 'incomplete'
        : snapshot.matches({ entering: 'failed' })
          ? error
          : null,
    };
  return {
    step: 'phone',
    busy: snapshot.hasTag('busy'),
    error: snapshot.matches({ phone: 'editing' }) || snapshot.matches('starting') ? null : error,
  };
}
