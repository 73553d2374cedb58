import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import type { EngineHandle } from './react.tsx';
import { toReplyTarget, toSystem } from '../../machines/shared/domainEvents.ts';

/**
 * Type tests: every `@ts-expect-error` below is a send the typing must refuse. If the typing
 * regresses (a send becomes untyped), the directive itself is an error and `tsc` fails.
 */
describe('sends are typed per system id', () => {
  it('refuses a wrong event for an actor between machines', () => {
    const machine = setup({
      actions: {
        right: toSystem('payTour', { type: 'payTour.open', flow: 'avs' }),
        // @ts-expect-error The guest machine takes no `payTour.open`.
        wrongActor: toSystem('guest', { type: 'payTour.open', flow: 'avs' }),
        // @ts-expect-error `vipclub` is no pay-tour flow.
        wrongField: toSystem('payTour', { type: 'payTour.open', flow: 'vipclub' }),
        // @ts-expect-error No actor has system id `nobody`.
        wrongId: toSystem('nobody', { type: 'payTour.open', flow: 'avs' }),
        // @ts-expect-error The messenger does not accept a `modals.result` reply.
        wrongReply: toReplyTarget((): 'messenger' => 'messenger', {
          type: 'modals.result',
          id: 'x',
          confirmed: true,
        }),
      },
    }).createMachine({});
    expect(machine.implementations.actions).toHaveProperty('right');
  });

  it('refuses a wrong event for an actor from a view', () => {
    const sent: unknown[] = [];
    const engine: EngineHandle = {
      send: (to, event) => sent.push([to, event.type]),
      get: () => undefined,
    };
    engine.send('messenger', { type: 'ui.setAllSeen' });
    // @ts-expect-error The shell takes no `ui.send`.
    engine.send('shell', { type: 'ui.send', data: { text: 'hi' } });
    // @ts-expect-error No actor has system id `nobody`.
    engine.send('nobody', { type: 'ui.send' });
    expect(sent).toHaveLength(3);
  });
});
