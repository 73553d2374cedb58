import type { EventObject, MachineContext, ParameterizedObject } from 'xstate';
import { toSystem } from '../shared/domainEvents.ts';
import type { LoginAction } from '../payTour/payTour.types.ts';
import type { Money } from '../shared/money.ts';
import type {
  GateAnswerEvent,
  GateAskEvent,
  GateBox,
  GateClient,
  GateResumedEvent,
  ResumableClient,
} from './gating.machine.ts';
import type { GuardedAction, RestrictionReason } from './gating.ts';

/**
 * Who asks, for what, under which ticket. With `openFlow` (the default) a refusal opens what
 * stands in the way in the pay tour and the asker hears `gate.resumed` when it ends; without it
 * the asker shows its own box for the answer's reason (the feed's signup box, say).
 */
type GateClientSpec = { ticket: string; action: GuardedAction } & (
  { replyTo: ResumableClient; openFlow?: true } | { replyTo: GateClient; openFlow: false }
);

/**
 * What an ask carries beyond the client's own fields: a price, a visitor's login action, the
 * asker's boxes for a reason (opened instead of the bare flow), the platform's refusal.
 */
interface GateAskExtras {
  price?: Money;
  loginAction?: LoginAction;
  boxes?: Partial<Record<RestrictionReason, GateBox>>;
  refused?: RestrictionReason;
}

type EventArgs = { event: EventObject };

const isAnswer = (event: EventObject): event is GateAnswerEvent => event.type === 'gate.answer';
const isResumed = (event: EventObject): event is GateResumedEvent => event.type === 'gate.resumed';

function askOf(spec: GateClientSpec, extras: GateAskExtras): GateAskEvent {
  const fields = {
    type: 'gate.ask' as const,
    action: spec.action,
    ticket: spec.ticket,
    ...(extras.price ? { price: extras.price } : {}),
    ...(extras.refused ? { refused: extras.refused } : {}),
  };
  if (spec.openFlow === false) return { ...fields, replyTo: spec.replyTo, openFlow: false };
  return {
    ...fields,
    replyTo: spec.replyTo,
    openFlow: true,
    ...(extras.loginAction ? { loginAction: extras.loginAction } : {}),
    ...(extras.boxes ? { boxes: extras.boxes } : {}),
  };
}

/**
 * One domain's way of asking the gate (machines/gating): the ask, and the guards that read the
 * gate's answer and the end of the flow it opened, each for this client's ticket only. Every
 * guarded domain asks and resumes through one of these, so none writes its own `gate.ask` or
 * ticket matching. The guards read the event, so they serve as named guards in `setup` or
 * inline; the ask makes an action.
 *
 * @example
 * const vote = gateClient({ ticket: 'contests.vote', replyTo: 'contests', action: 'favorite' });
 * setup({
 *   actions: { askToVote: vote.ask() },
 *   guards: { voteAllowed: vote.allowed, voteFlowOpened: vote.refusedWithFlow, … },
 * })
 */
export function gateClient(spec: GateClientSpec) {
  const ours = (event: { ticket: string | null }) => event.ticket === spec.ticket;
  return {
    ticket: spec.ticket,
    /**
     * The ask, as is (its answer comes back as `gate.answer` with the ticket). A function, so the
     * action is typed by the `setup` it is named in.
     */
    ask: <TContext extends MachineContext, TEvent extends EventObject>() =>
      toSystem<'gating', TContext, TEvent>('gating', askOf(spec, {})),
    /**
     * The ask with what the machine knows only then (a price, a visitor's login action); null
     * asks nothing.
     */
    askWith: <
      TContext extends MachineContext,
      TEvent extends EventObject,
      TParams extends ParameterizedObject['params'] | undefined = undefined,
    >(
      extras: (args: { context: TContext; event: TEvent }, params: TParams) => GateAskExtras | null,
    ) =>
      toSystem<'gating', TContext, TEvent, TParams>('gating', (args, params) => {
        const made = extras(args, params);
        return made === null ? [] : [askOf(spec, made)];
      }),
    /** Our answer: go ahead. */
    allowed: ({ event }: EventArgs) => isAnswer(event) && ours(event) && event.allowed,
    /** Our answer: refused, and the gate opened (or names) what stands in the way. */
    refusedWithFlow: ({ event }: EventArgs) =>
      isAnswer(event) && ours(event) && !event.allowed && event.open !== null,
    /** Our answer, whatever it says (the last of a guard list: refused with nothing to open). */
    answered: ({ event }: EventArgs) => isAnswer(event) && ours(event),
    /** The flow the gate opened for us ended well: carry on (ask again). */
    resumed: ({ event }: EventArgs) => isResumed(event) && ours(event) && event.success,
    /** The flow the gate opened for us ended, well or not (the last of a guard list). */
    flowEnded: ({ event }: EventArgs) => isResumed(event) && ours(event),
  };
}
