import { assign, setup } from 'xstate';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import { legalTextsOf } from './legal.route.ts';
import type { LegalFetch, LegalRequest, LegalText, LegalType } from './legal.types.ts';

export type LegalEvent =
  /** The root: the guest entered or left a route of the legal texts (`legalTextsOf`). */
  RouteToldEvent | { type: 'ui.retry' };

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
 * carries its download address, in the language of the session the domain was started with. The
 * root tells it of its routes (`route.entered`): each route names its texts (legal.route.ts).
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
    want: assign((_, params: { types: readonly LegalType[] }) => ({ wanted: [...params.types] })),
    storeTexts: assign(({ context }, params: { texts: LegalText[] }) => ({
      texts: {
        ...context.texts,
        ...Object.fromEntries(params.texts.map((text) => [text.type, text])),
      },
    })),
  },
  guards: {
    allLoaded: ({ context }) => missing(context).length === 0,
    showsTexts: (_, params: { name: RouteToldEvent['name'] }) =>
      legalTextsOf(params.name).length > 0,
  },
}).createMachine({
  id: 'legal',
  context: ({ input }) => ({ request: serviceRequestOf(input), texts: {}, wanted: [] }),
  initial: 'idle',
  on: {
    'route.entered': {
      guard: { type: 'showsTexts', params: ({ event }) => ({ name: event.name }) },
      target: '.checking',
      actions: { type: 'want', params: ({ event }) => ({ types: legalTextsOf(event.name) }) },
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
