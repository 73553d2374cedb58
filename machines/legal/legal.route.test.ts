import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { toldOf } from '../app/routeTold.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { legalMachine } from './legal.machine.ts';
import { selectLegalStatus, selectLegalText } from './legal.selectors.ts';
import type { LegalFetch, LegalText, LegalType } from './legal.types.ts';

const text = (type: LegalType): LegalText => ({
  id: type.length,
  type,
  title: type,
  version: '1',
  validFrom: '2026-01-01',
  sections: [],
  downloadUrl: `/rest/v1/asset/legal-text/download/${type}`,
});

/** The legal texts over a service that answers every type it is asked for. */
function start() {
  const asked: LegalType[][] = [];
  const actor = createActor(
    legalMachine.provide({
      actors: {
        fetchTexts: fromPromise<LegalText[], LegalFetch>(({ input }) => {
          asked.push(input.types);
          return Promise.resolve(input.types.map(text));
        }),
      },
    }),
    { input: demoDomainInput('legal') },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, asked, settled };
}

describe('legal: the root tells the texts of their routes', () => {
  it('loads the terms with the imprint, then only the data protection’s text it lacks', async () => {
    const { actor, asked, settled } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send(toldOf('legal', '/en/terms-of-service/').entered);
    expect(selectLegalStatus(actor.getSnapshot())).toBe('loading');
    await settled();
    expect(selectLegalText('IMP')(actor.getSnapshot())?.title).toBe('IMP');
    actor.send(toldOf('legal', '/en/terms-of-service/').left);
    actor.send(toldOf('legal', '/de/datenschutz/').entered);
    await settled();
    expect(selectLegalText('PP')(actor.getSnapshot())?.title).toBe('PP');
    // Back on the terms: both are here, nothing is asked again.
    actor.send(toldOf('legal', '/en/terms-of-service/').entered);
    expect(selectLegalStatus(actor.getSnapshot())).toBe('loaded');
    expect(asked).toEqual([['GTC', 'IMP'], ['PP']]);
  });

  it('leaves the texts alone on a route that names none', () => {
    const { actor } = start();
    actor.send({ type: 'route.entered', name: 'home', params: {}, query: {} });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
