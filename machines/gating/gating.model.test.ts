import { expect } from 'vitest';
import { assign, createActor, setup, type AnyActorRef, type EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import type { PathRuntime } from '../../src/testing/recordedRun.ts';
import { gatingMachine, type GateAskEvent, type GatingContext } from './gating.machine.ts';

/** Model-based test: every transition of the gate's statechart, on the real machine. */
const ask = (ticket: string, openFlow: boolean): GateAskEvent => ({
  type: 'gate.ask',
  action: 'favorite',
  replyTo: 'content',
  ticket,
  openFlow,
});
const events = [
  ask('quiet', false),
  ask('open', true),
  { type: 'payTour.result', flow: 'login', success: true },
  { type: 'payTour.result', flow: 'login', success: false },
  // Standing asks: answered at once, again only when the facts change the answer.
  { type: 'gate.watch', action: 'favorite', replyTo: 'content', ticket: 'standing' },
  { type: 'gate.unwatch', replyTo: 'content', ticket: 'standing' },
  { type: 'gate.factsChanged' },
];
/**
 * The traversal has no system to read the facts from: its `answer` stands in for a visitor with
 * login on (every ask refused with the login flow), which is what the real run's owners say.
 */
const stand = {
  answer: assign(({ context }: { context: GatingContext }, params: { ask: GateAskEvent }) =>
    params.ask.openFlow
      ? {
          waiting: [
            ...context.waiting,
            {
              action: params.ask.action,
              replyTo: params.ask.replyTo,
              ticket: params.ask.ticket ?? null,
            },
          ],
        }
      : {},
  ) as never,
};

/**
 * The real run's system holds stand-ins for the owners the gate reads (a returning visitor, no age check,
 * login on) and recorders for the actors it tells (the asker `content` and the pay tour).
 */
let told = { content: [] as EventObject[], payTour: [] as EventObject[] };
const recorder = (id: keyof typeof told) =>
  setup({}).createMachine({ on: { '*': { actions: ({ event }) => void told[id].push(event) } } });
const owner = (context: object) => setup({ types: { context: {} } }).createMachine({ context });
function registerOwners(runtime: PathRuntime): void {
  const system = runtime.engine.actor.system as unknown as {
    get(id: string): AnyActorRef | undefined;
    _set(id: string, ref: AnyActorRef): void;
  };
  if (system.get('content')) return;
  told = { content: [], payTour: [] };
  const stands = {
    guest: owner({ guest: null, hasAccountCookie: true }),
    avs: owner({ forceAvs: false }),
    bootstrap: owner({ config: { loginEnabled: true } }),
    content: recorder('content'),
    payTour: recorder('payTour'),
  };
  for (const [id, logic] of Object.entries(stands)) system._set(id, createActor(logic).start());
}

defineModelSuite(gatingMachine, {
  events,
  stand,
  runner: {
    drive: (_event, runtime) => {
      registerOwners(runtime);
      return false;
    },
  },
  invariants: (snapshot, { route, path }) => {
    const steps = path.steps.map((step) => step.event as EventObject);
    const asks = steps.filter((e): e is GateAskEvent => e.type === 'gate.ask');
    // Every ask is answered, refused: a visitor must log in first.
    const answers = told.content.filter(
      (e) => e.type === 'gate.answer' && !('ticket' in e && e.ticket === 'standing'),
    );
    expect(answers, route).toEqual(
      asks.map(
        (a) =>
          expect.objectContaining({
            ticket: a.ticket,
            allowed: false,
            reason: 'needLogin',
          }) as unknown,
      ),
    );
    // Only asks with `openFlow` open the login flow in the pay tour.
    expect(told.payTour, route).toEqual(
      asks
        .filter((a) => a.openFlow)
        .map(() => ({ type: 'payTour.open', flow: 'login', replyTo: 'gating' })),
    );
    // A standing ask is answered once while the facts stay (factsChanged with the same
    // facts tells nothing); it stands until unwatched.
    const standing = told.content.filter(
      (e) => e.type === 'gate.answer' && 'ticket' in e && e.ticket === 'standing',
    );
    expect(standing.length, route).toBe(steps.filter((e) => e.type === 'gate.watch').length);
    const lastWatch = steps.findLastIndex((e) => e.type === 'gate.watch');
    const lastUnwatch = steps.findLastIndex((e) => e.type === 'gate.unwatch');
    expect(snapshot.context.watches.length, route).toBe(lastWatch > lastUnwatch ? 1 : 0);
    // The flow open means someone waits; its end resumes each waiting asker with its outcome.
    expect(snapshot.value === 'flowOpen', route).toBe(snapshot.context.waiting.length > 0);
    const last = steps.at(-1);
    if (last?.type === 'payTour.result' && path.steps.at(-1)?.state.value === 'flowOpen') {
      const resumed = told.content.filter((e) => e.type === 'gate.resumed');
      expect(resumed.at(-1), route).toMatchObject({
        ticket: 'open',
        success: (last as unknown as { success: boolean }).success,
      });
    }
  },
});
