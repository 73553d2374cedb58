import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { AppContext } from '../machines/app/app.machine.ts';
import { ROOT_SYSTEM_ID } from '../src/engine/anchor.ts';
import { EngineClock } from '../src/engine/clock.ts';
import { deliverTo } from '../src/engine/domains/deliver.ts';
import { startDomainsOnDemand } from '../src/engine/domains/registry.ts';
import { deliverStreamEvent } from '../src/engine/io.ts';
import { demoGuest } from '../src/engine/testing/demoGuestStates.ts';
import { demoAppServices, type Fact } from '../src/engine/testing/demoServices.ts';
import { appInputFromHeader, createAppLogic } from '../src/engine/system.ts';
import type { Wiring } from '../src/engine/wiring.ts';

/**
 * The wiring of a bare XState system: each service is a plain `fromPromise` or `fromCallback`
 * actor that runs it, with no broker, no record and no call or stream numbers. A stream's events
 * go where the engine sends them (`deliverStreamEvent`, the same one-hop route), so the machines
 * do the same work as under the engine.
 */
const bareWiring: Wiring = {
  mode: 'live',
  call: (source, run) =>
    fromPromise(({ input, signal }) =>
      run ? run(input, signal) : Promise.reject(new Error(`no service wired for '${source}'`)),
    ),
  stream: <TEvent extends EventObject, TInput, TCommand extends EventObject>(
    _source: string,
    subscribe:
      | ((args: {
          input: TInput;
          emit: (event: TEvent) => void;
          receive: (listener: (command: EventObject) => void) => void;
        }) => () => void)
      | undefined,
    options?: { route?: Parameters<typeof deliverStreamEvent>[1] },
  ) =>
    fromCallback<TCommand, TInput>(({ input, sendBack, receive, system }) =>
      subscribe?.({
        input,
        emit: (event) => deliverStreamEvent(system, options?.route, sendBack, event),
        receive,
      }),
    ),
  annotate: () => {},
};

const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The bench's floor: the same app logic (`createAppLogic`, the same demo services) as a bare
 * XState actor on a logical clock, settled as `startDemoEngine` settles the engine (bootstrap
 * done, socket live, the lazy domains the guest needs started). `send` delivers by system id as
 * the engine does; `advance` moves the clock, firing due timers.
 */
export async function startBareApp() {
  const clock = new EngineClock(0);
  const demo = demoAppServices({ guest: demoGuest });
  const actor = createActor(createAppLogic(bareWiring, demo.services), {
    systemId: ROOT_SYSTEM_ID,
    clock,
    input: appInputFromHeader({ url: '/en/' }),
  });
  actor.start();
  const send = (to: string, event: EventObject) => deliverTo(actor.system, to, event);
  const stopDomains = startDomainsOnDemand({ actor, send });
  const advance = (ms: number) => clock.advanceTo(clock.now() + ms);
  for (let i = 0; i < 20; i++) {
    advance(10);
    await settle();
  }
  const asked = () =>
    Object.keys((actor.getSnapshot() as { context: AppContext }).context.pending).length;
  for (let i = 0; i < 500 && asked() > 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  for (let i = 0; i < 5; i++) {
    advance(10);
    await settle();
  }
  return {
    actor,
    send,
    advance,
    push: (event: Fact) => demo.push(event),
    stop: () => {
      stopDomains();
      actor.stop();
    },
  };
}
