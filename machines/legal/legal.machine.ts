import { assign, setup } from 'xstate';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { LegalFetch, LegalRequest, LegalText, LegalType } from './legal.types.ts';

export type LegalEvent = { type: 'legal.show'; types: LegalType[] } | { type: 'ui.retry' };

export interface LegalContext {
  request: LegalRequest;
  /** Texts loaded so far by type (in the session's language). */
  texts: Partial<Record<LegalType, LegalText>>;
  /** The types the shown page needs. */
  wanted: LegalType[];
}

const missing = (context: LegalContext): LegalType[] =>
  context.wanted.filter((type) => context.texts[type] === undefined);

/**
 * The legal texts (seed 000 §3, §7; seed 001 §7 `legalTexts`): terms (GTC), data protection (PP)
 * and the imprint (IMP), loaded by type when a page shows them and kept for the session; each
 * carries its download address, in the language of the session the domain was started with.
 */
export const legalMachine = setup({
  types: {
    context: {} as LegalContext,
    events: {} as LegalEvent,
    input: {} as DomainInput,
    tags: {} as 'loading',
  },
  actors: {
    fetchTexts: placeholderCall<LegalText[], LegalFetch>('legal.fetchTexts'),
  },
  actions: {
    want: assign((_, params: { types: LegalType[] }) => ({ wanted: params.types })),
    storeTexts: assign(({ context }, params: { texts: LegalText[] }) => ({
      texts: {
        ...context.texts,
        ...Object.fromEntries(params.texts.map((text) => [text.type, text])),
      },
    })),
  },
  guards: {
    allLoaded: ({ context }) => missing(context).length === 0,
  },
}).createMachine({
  id: 'legal',
  context: ({ input }) => ({ request: serviceRequestOf(input), texts: {}, wanted: [] }),
  initial: 'idle',
  on: {
    'legal.show': {
      target: '.checking',
      actions: { type: 'want', params: ({ event }) => ({ types: event.types }) },
    },
  },
  states: {
    idle: {},
    /** Whether the wanted texts are here or are asked for. */
    checking: {
      always: [{ guard: 'allLoaded', target: 'loaded' }, { target: 'loading' }],
    },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'fetchTexts',
        src: 'fetchTexts',
        input: ({ context }) => ({ request: context.request, types: missing(context) }),
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
