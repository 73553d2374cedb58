import { describe, expect, it } from 'vitest';
import {
  abilitiesOf,
  fallbackAfterElementError,
  playbackWay,
  type PlaybackAbilities,
} from './playback.ts';

const LIVE = '/media/tv/live/free.m3u8';
const BOUGHT = '/media/content/video/5102/full.m3u8?key=abc';
const CLIP = '/media/feed/clip-1.webm';

const safari: PlaybackAbilities = { hlsInElement: true, mediaSource: true };
const firefox: PlaybackAbilities = { hlsInElement: false, mediaSource: true };
const neither: PlaybackAbilities = { hlsInElement: false, mediaSource: false };
const oldIphone: PlaybackAbilities = { hlsInElement: true, mediaSource: false };

/** A `<video>` as `abilitiesOf` reads it: its `canPlayType` answer and its window's MSE. */
const elementWith = (answer: string, windowHas: Record<string, unknown>) =>
  ({
    canPlayType: (type: string) => (type === 'application/vnd.apple.mpegurl' ? answer : ''),
    ownerDocument: { defaultView: windowHas },
  }) as unknown as HTMLVideoElement;

describe('how the one player plays a source', () => {
  it('lets the element play a playlist itself where it says it can, with or without MSE', () => {
    expect(playbackWay(LIVE, safari)).toBe('element');
    expect(playbackWay(BOUGHT, oldIphone)).toBe('element');
  });

  it('loads hls.js only where the element cannot and Media Source Extensions are there', () => {
    expect(playbackWay(LIVE, firefox)).toBe('hlsjs');
    expect(playbackWay(BOUGHT, firefox)).toBe('hlsjs');
  });

  it('is unsupported where neither is there (the player fails with a clear message)', () => {
    expect(playbackWay(LIVE, neither)).toBe('unsupported');
  });

  it('plays a progressive file in the element everywhere, never through hls.js', () => {
    expect(playbackWay(CLIP, firefox)).toBe('element');
    expect(playbackWay(CLIP, neither)).toBe('element');
    expect(playbackWay('/clip.MP4?v=2', neither)).toBe('element');
  });

  it('hands a playlist the element refused to hls.js only where MSE is there', () => {
    expect(fallbackAfterElementError(LIVE, safari)).toBe('hlsjs');
    expect(fallbackAfterElementError(LIVE, oldIphone)).toBeNull();
    // A progressive file's error is the file's: hls.js would not play it either.
    expect(fallbackAfterElementError(CLIP, safari)).toBeNull();
  });
});

describe("the browser's abilities", () => {
  it("reads the element's HLS answer ('maybe', 'probably' or '') and the window's MSE", () => {
    expect(abilitiesOf(elementWith('maybe', { MediaSource: class {} }))).toEqual(safari);
    expect(abilitiesOf(elementWith('probably', {}))).toEqual(oldIphone);
    expect(abilitiesOf(elementWith('', { MediaSource: class {} }))).toEqual(firefox);
    expect(abilitiesOf(elementWith('', {}))).toEqual(neither);
  });

  it("counts Safari's ManagedMediaSource as MSE, as hls.js does", () => {
    expect(abilitiesOf(elementWith('', { ManagedMediaSource: class {} })).mediaSource).toBe(true);
  });
});
