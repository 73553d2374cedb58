import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServiceError } from '../../services/http/serviceError.ts';
import { nationalNumber, pinCallMachine } from './pinCall.machine.ts';
import { selectPinCall } from './pinCall.selectors.ts';
import { PIN_ERROR_CODES, pinErrorCode } from './pinCall.types.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { failureError } from '../../src/testing/failureError.ts';

const service = {
  queryServiceUrl: 'http://x/graphql/query',
  language: 'en',
  ver: 't',
  accessToken: 't',
};

function start(verify: (pin: string) => Promise<unknown>) {
  const started: unknown[] = [];
  const verifying: unknown[] = [];
  const actor = createActor(
    pinCallMachine.provide({
      actors: {
        startVerification: fromPromise(({ input }: { input: { phone: { type: string } } }) => {
          started.push(input.phone);
          return Promise.resolve({ id: 'p1', pinLength: input.phone.type === 'mobile' ? 6 : 5 });
        }) as never,
        verifyPin: fromPromise(({ input }: { input: { pin: string } }) => {
          verifying.push(input);
          return verify(input.pin);
        }) as never,
      },
      actions: { announceVerified: () => {} },
    }),
    { input: { service } },
  ).start();
  return { actor, started, verifying };
}

describe('pin call machine', () => {
  it('knows the ten codes, and anything else is unknown', () => {
    expect(Object.keys(PIN_ERROR_CODES)).toHaveLength(10);
    expect(pinErrorCode('8')).toBe(8);
    expect(pinErrorCode(3)).toBe(3);
    for (const other of ['0', '11', 'INTERNAL', undefined, null, '2.5'])
      expect(pinErrorCode(other)).toBe(10);
  });

  it('sends the national number without the trunk zero and asks for as many digits as the reply says', async () => {
    expect(nationalNumber('0170 / 123-45 67')).toBe('1701234567');
    const { actor, started } = start(async () => Promise.reject(new ServiceError('8')));
    actor.send({
      type: 'ui.pinStart',
      countryCode: 'de',
      preCode: '0049',
      number: '0301 234567',
      kind: 'fixed',
    });
    await flushMacrotasks();
    expect(started).toEqual([
      { countryCode: 'DE', preCode: '49', number: '301234567', type: 'fixed' },
    ]);
    expect(selectPinCall(actor.getSnapshot())).toMatchObject({
      step: 'code',
      pinLength: 5,
      error: null,
    });
    actor.send({ type: 'ui.pinSubmit', pin: '123456' });
    expect(selectPinCall(actor.getSnapshot())).toMatchObject({ error: 'incomplete' });
  });

  it('stays on the code after a wrong one (8) and goes back to the number after the attempt limit (9)', async () => {
    const codes = ['8', '9'];
    const { actor } = start(async () => Promise.reject(failureError({ code: codes.shift() })));
    actor.send({
      type: 'ui.pinStart',
      countryCode: 'DE',
      preCode: '49',
      number: '1701234567',
      kind: 'mobile',
    });
    await flushMacrotasks();
    actor.send({ type: 'ui.pinSubmit', pin: '000000' });
    await flushMacrotasks();
    expect(selectPinCall(actor.getSnapshot())).toMatchObject({
      step: 'code',
      error: 'invalidCode',
    });
    actor.send({ type: 'ui.pinSubmit', pin: '111111' });
    await flushMacrotasks();
    expect(selectPinCall(actor.getSnapshot())).toEqual({
      step: 'phone',
      busy: false,
      error: 'attemptLimitReached',
    });
  });

  it('verifies the typed code with the started verification and the phone’s kind', async () => {
    const { actor, verifying } = start(async () => Promise.reject(failureError({ code: '8' })));
    actor.send({
      type: 'ui.pinStart',
      countryCode: 'DE',
      preCode: '49',
      number: '0301 234567',
      kind: 'fixed',
    });
    await flushMacrotasks();
    actor.send({ type: 'ui.pinSubmit', pin: ' 12345 ' });
    expect(selectPinCall(actor.getSnapshot())).toMatchObject({ step: 'code', busy: true });
    await flushMacrotasks();
    actor.send({ type: 'ui.pinSubmit', pin: '54321' });
    expect(verifying).toEqual([
      { service, id: 'p1', type: 'fixed', pin: '12345' },
      { service, id: 'p1', type: 'fixed', pin: '54321' },
    ]);
  });

  it('refuses a number that cannot be one before any call (1)', () => {
    const { actor, started } = start(() => Promise.resolve({}));
    actor.send({
      type: 'ui.pinStart',
      countryCode: 'DE',
      preCode: '49',
      number: '12',
      kind: 'mobile',
    });
    expect(started).toEqual([]);
    expect(selectPinCall(actor.getSnapshot())).toMatchObject({
      step: 'phone',
      error: 'invalidPhoneNumber',
    });
  });
});
