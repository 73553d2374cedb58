import { describe, expect, it } from 'vitest';
import { demoActorProfileServices } from '../../src/engine/testing/demo/actorProfile.ts';
import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import { liveChatTypeOf, privateChatOf } from '../liveChat/liveChat.types.ts';
import { chatButtonsOf } from './actorProfile.selectors.ts';
import type { ChatButtonConfig } from './actorProfile.types.ts';

async function demoConfig(): Promise<ChatButtonConfig> {
  const { actor } = await demoActorProfileServices().loadActorProfile(
    { request: demoSessionFacts().request, actorName: 'lana', loggedIn: true },
    new AbortController().signal,
  );
  return { ...actor.chatButtons, isActorOnline: true, isBannedCountry: false };
}

const availability = (config: ChatButtonConfig, livePreview = true) =>
  Object.fromEntries(
    chatButtonsOf(config, { isLivePreviewEnabled: livePreview }).map((button) => [
      button.type,
      button.available,
    ]),
  );

describe('chat buttons', () => {
  it('offer the mobile video call and the voice call each by its own flag', async () => {
    const config = await demoConfig();
    const neither = { ...config, isOnlineMobileVideocall: false, isVoiceCallAvailable: false };
    expect(availability(neither)).toMatchObject({ videoCall: false, voiceCall: false });
    expect(availability({ ...neither, isOnlineMobileVideocall: true })).toMatchObject({
      videoCall: true,
      voiceCall: false,
    });
    expect(availability({ ...neither, isVoiceCallAvailable: true })).toMatchObject({
      videoCall: false,
      voiceCall: true,
    });
    // Offline or from a banned country: no chat at all.
    const all = { ...config, isOnlineMobileVideocall: true, isVoiceCallAvailable: true };
    expect(Object.values(availability({ ...all, isActorOnline: false }))).not.toContain(true);
    expect(Object.values(availability({ ...all, isBannedCountry: true }))).not.toContain(true);
  });

  it('offer her live preview, free, only while her profile says it is enabled', async () => {
    const config = await demoConfig();
    expect(availability(config, true)).toMatchObject({ preview: true });
    expect(availability(config, false)).toMatchObject({ preview: false });
    expect(availability({ ...config, isActorOnline: false }, true)).toMatchObject({
      preview: false,
    });
    const preview = chatButtonsOf(config, { isLivePreviewEnabled: true }).find(
      (button) => button.type === 'preview',
    );
    expect(preview?.pricePerMinute).toBeNull();
  });

  it('start the chat type of seed 000 §3 for each live chat button', () => {
    const paid = { freeChat: false, isInPrivateChat: false };
    expect(liveChatTypeOf('video', paid)).toBe('LIVECHAT');
    expect(liveChatTypeOf('video', { ...paid, freeChat: true })).toBe('FREECHAT');
    expect(liveChatTypeOf('single', paid)).toBe('LIVECHAT');
    expect(liveChatTypeOf('singlec2c', paid)).toBe('LIVECHAT');
    expect(liveChatTypeOf('voyeur', paid)).toBe('VOYEUR_CHAT');
    // She is in a private chat with another guest: her voyeurs watch that.
    expect(liveChatTypeOf('voyeur', { ...paid, isInPrivateChat: true })).toBe(
      'VOYEUR_PRIVATE_CHAT',
    );
    expect(privateChatOf('single')).toBe('single');
    expect(privateChatOf('singlec2c')).toBe('singlec2c');
    expect(privateChatOf('video')).toBeNull();
    expect(liveChatTypeOf('ticketShow', paid)).toBe('LIVESHOW');
    expect(liveChatTypeOf('videoCall', paid)).toBe('VIDEO_CALL');
    expect(liveChatTypeOf('preview', paid)).toBe('LIVE_PREVIEW');
  });
});
