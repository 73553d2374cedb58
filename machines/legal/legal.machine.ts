import { assign, setup } from 'xstate';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import type { AppReadyEvent } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { LegalFetch, LegalRequest, LegalText, LegalType } from './legal.types.ts';

export type LegalEvent =
  AppReadyEvent | { type: 'legal.show'; types: LegalType[] } | { type: 'ui.retry' };

export interface LegalContext {
  request: LegalRequest | null;
  /** Texts loaded so far by type (in the session's language). */
  texts: Partial<Record<LegalType, LegalText>>;
  /** The types the shown page needs. */
  wanted: LegalType[];
}

const missing = (context: LegalContext): LegalType[] =>
  context.wanted.filter((type) => context.texts[type] === undefined);

const storeRequest = {
  type: 'storeRequest',
  params: ({ event }: { event: AppReadyEvent }) => ({ request: serviceRequestOf(event) }),
} as const;

/**
 * The legal texts (seed 000 §3, §7; seed 001 §7 `legalTexts`): terms (GTC), data protection (PP)
 * and the imprint (IMP), loaded by type when a page shows them and kept for the session; each
 * carries its download address. A new session (another language or guest) loads them again.
 */
export const legalMachine = setup({
  types: {
    context: {} as LegalContext,
    events: {} as LegalEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState infers the type from this value (else {})
    input: {} as { owner?: string } | undefined,
    tags: {} as 'loading',
  },
  actors: {
    fetchTexts: placeholderCall<LegalText[], LegalFetch>('legal.fetchTexts'),
  },
  actions: {
    storeRequest: assign((_, params: { request: LegalRequest }) => ({
      request: params.request,
      texts: {},
    })),
    want: assign((_, params: { types: LegalType[] }) => ({ wanted: params.types })),
    storeTexts: assign(({ context }, params: { texts: LegalText[] }) => ({
      texts: {
        ...context.texts,
        ...Object.fromEntries(params.texts.map((text) => [text.type, text])),
      },
    })),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    allLoaded: ({ context }) => missing(context).length === 0,
  },
}).createMachine({
  id: 'legal',
  context: { request: null, texts: {}, wanted: [] },
  initial: 'idle',
  on: {
    'app.ready': { target: '.checking', actions: storeRequest },
    'legal.show': {
      target: '.checking',
      actions: { type: 'want', params: ({ event }) => ({ types: event.types }) },
    },
  },
  states: {
    idle: {},
    /** Whether the wanted texts are here, can be asked for, or wait for the session. */
    checking: {
      always: [
        { guard: 'allLoaded', target: 'loaded' },
        { guard: 'hasRequest', target: 'loading' },
        { target: 'idle' },
      ],
    },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'fetchTexts',
        src: 'fetchTexts',
        input: ({ context }) => ({ request: context.request!, types: missing(context) }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeTexts', params: ({ event }) => ({ texts: event.output }) },
        },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: { on: { 'ui.retry': 'checking' } },
  },
});
