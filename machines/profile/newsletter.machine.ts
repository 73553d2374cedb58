import { assertEvent, assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { NewsletterTypeId, Relation } from './profile.types.ts';

export interface NewsletterInput {
  request: RequestInput;
  guestId: number;
  email: string;
  subscribed: number[];
}

export interface NewsletterContext {
  request: RequestInput;
  guestId: number;
  email: string;
  subscribed: number[];
  /** The toggle in flight (or the one that failed, so the view can say which). */
  pending: { typeId: NewsletterTypeId; subscribe: boolean } | null;
}

export type NewsletterEvent =
  | { type: 'ui.newsletterToggle'; typeId: NewsletterTypeId; subscribe: boolean }
  | { type: 'ui.newsletterTeaserDismiss' }
  | { type: 'ui.signupEmailSend' }
  | { type: 'profile.emailChanged'; email: string }
  /** The answer to `sendSignupEmail`; its owner (guest) forwards it here. */
  | { type: 'account.signupEmailResult'; success: boolean };

/** The relation that remembers the guest has seen the newsletter teaser (seed 000 §3, other). */
const NEWSLETTER_TEASER: Relation = { predicate: 'hasSeen', object: 'newsletter' };

/**
 * Newsletter subscriptions (type ids 1024, 512, 2048, 256) with the e-mail that goes with them:
 * a subscribe or unsubscribe that fails emits false and is shown (seed 000 §8). Beside them, the
 * newsletter teaser, shown until the guest dismisses it (a relation, logged in only; a relation
 * failure emits false, so the teaser stays), and the signup e-mail sent again over realtime.
 */
export const newsletterMachine = setup({
  types: {
    input: {} as NewsletterInput,
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    tags: {} as 'busy',
  },
  actors: {
    setNewsletter: placeholderCall<
      boolean,
      {
        request: RequestInput;
        typeId: NewsletterTypeId;
        subscribe: boolean;
        userId: number;
        emailAddress: string;
      }
    >('setNewsletter'),
    hasRelation: placeholderCall<boolean, { request: RequestInput; relation: Relation }>(
      'hasRelation',
    ),
    addRelation: placeholderCall<boolean, { request: RequestInput; relation: Relation }>(
      'addRelation',
    ),
  },
  actions: {
    askToggle: assign((_, params: { typeId: NewsletterTypeId; subscribe: boolean }) => ({
      pending: params,
    })),
    /** The toggle the service took (the one in flight) is the guest's subscriptions now. */
    applyToggle: assign(({ context }) => {
      const pending = context.pending;
      if (!pending) return {};
      const others = context.subscribed.filter((id) => id !== pending.typeId);
      return {
        subscribed: pending.subscribe ? [...others, pending.typeId].sort((a, b) => b - a) : others,
        pending: null,
      };
    }),
    /** The signup e-mail again, over the realtime connection (the guest owns its answer). */
    sendSignupEmail: toSystem('realtime', ({ context }: { context: NewsletterContext }) => ({
      type: 'realtime.send',
      frame: { type: 'sendSignupEmail', email: context.email },
    })),
    keepEmail: assign((_, params: { email: string }) => ({ email: params.email })),
  },
  guards: {
    succeeded: (_, params: { ok: boolean }) => params.ok,
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({
    request: input.request,
    guestId: input.guestId,
    email: input.email,
    subscribed: input.subscribed,
    pending: null,
  }),
  type: 'parallel',
  on: {
    'profile.emailChanged': {
      actions: { type: 'keepEmail', params: ({ event }) => ({ email: event.email }) },
    },
  },
  states: {
    subscriptions: {
      initial: 'idle',
      states: {
        idle: {
          initial: 'clean',
          states: { clean: {}, saved: {}, failed: {} },
          on: {
            'ui.newsletterToggle': {
              target: 'updating',
              actions: {
                type: 'askToggle',
                params: ({ event }) => ({ typeId: event.typeId, subscribe: event.subscribe }),
              },
            },
          },
        },
        updating: {
          tags: 'busy',
          invoke: {
            id: 'setNewsletter',
            src: 'setNewsletter',
            // Entered only by a toggle: the newsletter and the choice are the event's.
            input: ({ context, event }) => {
              assertEvent(event, 'ui.newsletterToggle');
              return {
                request: context.request,
                typeId: event.typeId,
                subscribe: event.subscribe,
                userId: context.guestId,
                emailAddress: context.email,
              };
            },
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => ({ ok: event.output }) },
                target: 'idle.saved',
                actions: 'applyToggle',
              },
              { target: 'idle.failed' },
            ],
            onError: 'idle.failed',
          },
        },
      },
    },
    teaser: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'hasRelation',
            src: 'hasRelation',
            input: ({ context }) => ({ request: context.request, relation: NEWSLETTER_TEASER }),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => ({ ok: event.output }) },
                target: 'dismissed',
              },
              { target: 'shown' },
            ],
            onError: 'shown',
          },
        },
        shown: {
          initial: 'fresh',
          states: { fresh: {}, failed: {} },
          on: { 'ui.newsletterTeaserDismiss': 'dismissing' },
        },
        dismissing: {
          invoke: {
            id: 'addRelation',
            src: 'addRelation',
            input: ({ context }) => ({ request: context.request, relation: NEWSLETTER_TEASER }),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => ({ ok: event.output }) },
                target: 'dismissed',
              },
              { target: 'shown.failed' },
            ],
            onError: 'shown.failed',
          },
        },
        dismissed: {},
      },
    },
    signupEmail: {
      initial: 'idle',
      states: {
        idle: { on: { 'ui.signupEmailSend': { target: 'requested', actions: 'sendSignupEmail' } } },
        requested: {
          on: {
            'account.signupEmailResult': [
              {
                guard: { type: 'succeeded', params: ({ event }) => ({ ok: event.success }) },
                target: 'sent',
              },
              { target: 'failed' },
            ],
          },
        },
        sent: {},
        failed: {
          on: { 'ui.signupEmailSend': { target: 'requested', actions: 'sendSignupEmail' } },
        },
      },
    },
  },
});
