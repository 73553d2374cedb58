import { describe, expect, it } from 'vitest';
import { demoActorProfileServices } from '../../src/engine/testing/demo/actorProfile.ts';
import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import { liveShowEntryOf, type LiveShowFacts } from './liveShowEntry.selectors.ts';

async function demoActor(online: boolean): Promise<LiveShowFacts['actor']> {
  const { actor } = await demoActorProfileServices().loadActorProfile(
    { request: demoSessionFacts().request, actorName: 'lana', loggedIn: true },
    new AbortController().signal,
  );
  return {
    ...actor,
    isLivePreviewEnabled: true,
    chatButtons: { ...actor.chatButtons, isActorOnline: online, isBannedCountry: false },
  };
}

const facts = (actor: LiveShowFacts['actor'], more: Partial<LiveShowFacts> = {}) => ({
  actor,
  chosenInProfile: null,
  fromUrl: null,
  chatActorId: null,
  ...more,
});

describe("her live-show page's entry", () => {
  it('runs the chat chosen on her profile, else the one the address names', async () => {
    const actor = await demoActor(true);
    expect(liveShowEntryOf(facts(actor, { chosenInProfile: 'single' }))).toMatchObject({
      button: { type: 'single', available: true },
      running: 'single',
    });
    expect(liveShowEntryOf(facts(actor, { fromUrl: 'preview' })).running).toBe('preview');
    expect(
      liveShowEntryOf(facts(actor, { chosenInProfile: 'video', fromUrl: 'preview' })).running,
    ).toBe('video');
  });

  it('offers the buttons when nothing (or no chat type) is chosen', async () => {
    const actor = await demoActor(true);
    expect(liveShowEntryOf(facts(actor))).toEqual({ button: null, running: null });
    expect(liveShowEntryOf(facts(actor, { fromUrl: 'dance' }))).toEqual({
      button: null,
      running: null,
    });
  });

  it('while she is offline names the chosen chat without running it, unless a chat with her is on', async () => {
    const actor = await demoActor(false);
    expect(liveShowEntryOf(facts(actor, { fromUrl: 'video' }))).toMatchObject({
      button: { type: 'video', available: false },
      running: null,
    });
    // A chat with another performer keeps nothing here.
    expect(
      liveShowEntryOf(facts(actor, { fromUrl: 'video', chatActorId: actor.id + 1 })).running,
    ).toBeNull();
    // Hers, under way or just ended: its panel stays, so the guest reads why it ended.
    expect(liveShowEntryOf(facts(actor, { fromUrl: 'video', chatActorId: actor.id })).running).toBe(
      'video',
    );
  });
});
