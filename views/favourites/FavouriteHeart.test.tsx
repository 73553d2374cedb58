import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { readyWith, visitorReady } from '../../machines/avs/avs.testing.ts';
import { favouritesMachine } from '../../machines/favourites/favourites.machine.ts';
import type { FavouriteTarget } from '../../machines/favourites/favourites.types.ts';
import { EngineProvider, type EngineHandle } from '../../src/engine/react.tsx';
import { initI18n } from '../../src/i18n/index.ts';
import { markupText } from '../testing/markupText.ts';
import { FavouriteHeart } from './FavouriteHeart.tsx';

// Rendered on the server (no DOM, effects do not run): what a heart shows for the favourites
// machine's state, on the real machine.

const lana: FavouriteTarget = { targetType: 'actor', targetId: 7 };

function render(favourites: AnyActorRef | null, variant: 'tile' | 'header' = 'tile'): string {
  const started = favourites ? ['favourites'] : [];
  const app = {
    getSnapshot: () => ({ context: { started, pending: {}, failed: [] } }),
    subscribe: () => ({ unsubscribe: () => undefined }),
  } as unknown as AnyActorRef;
  const all: Record<string, AnyActorRef> = favourites ? { app, favourites } : { app };
  const engine: EngineHandle = { send: () => undefined, get: (id) => all[id] };
  return renderToString(
    <EngineProvider engine={engine}>
      <FavouriteHeart target={lana} name="LanaLove" variant={variant} />
    </EngineProvider>,
  );
}

const button = (html: string) => /<button[^>]*>/.exec(html)?.[0] ?? '';

function member() {
  const actor = createActor(favouritesMachine).start();
  actor.send(readyWith());
  return actor;
}

beforeEach(() => {
  initI18n('en');
});

describe('the favourite heart', () => {
  it('waits, pressed by nothing, until the favourites run and know her pins', () => {
    const tag = button(render(null));
    expect(tag).toContain('aria-label="Add LanaLove to favourites"');
    expect(tag).toContain('aria-pressed="false"');
    expect(tag).toContain('disabled=""');
    expect(button(render(member()))).toContain('disabled=""');
  });

  it('is an empty toggle for a visitor, which takes the press (the gate asks her to log in)', () => {
    const visitor = createActor(favouritesMachine).start();
    visitor.send(visitorReady);
    const tag = button(render(visitor));
    expect(tag).toContain('aria-pressed="false"');
    expect(tag).not.toContain('disabled');
  });

  it('is filled and named for the unpin when she is pinned', () => {
    const actor = member();
    actor.send({
      type: 'push.FavoriteActors',
      actors: [{ id: 7, name: 'LanaLove', isOnline: true, avatarUrl: null }],
    });
    const tag = button(render(actor));
    expect(tag).toContain('aria-label="Remove LanaLove from favourites"');
    expect(tag).toContain('aria-pressed="true"');
    expect(tag).not.toContain('disabled');
  });

  it('says so when a pin was not confirmed in time', () => {
    vi.useFakeTimers();
    try {
      const actor = member();
      actor.send({ type: 'push.FavoriteActors', actors: [] });
      actor.send({ type: 'ui.pin', ...lana });
      expect(button(render(actor))).toContain('aria-busy="true"');
      vi.advanceTimersByTime(10_000);
      const html = render(actor);
      expect(button(html)).toContain('aria-pressed="false"');
      expect(markupText(html)).toContain('Not added: the server did not answer. Try again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the retry when the favourites could not be loaded, said in the header', () => {
    vi.useFakeTimers();
    try {
      const actor = member();
      vi.advanceTimersByTime(10_000);
      const tile = render(actor);
      expect(button(tile)).toContain('aria-label="Your favourites could not be loaded: try again"');
      expect(button(tile)).not.toContain('aria-pressed');
      expect(markupText(tile)).not.toContain('Your favourites could not be loaded.');
      expect(markupText(render(actor, 'header'))).toContain('Your favourites could not be loaded.');
    } finally {
      vi.useRealTimers();
    }
  });
});
