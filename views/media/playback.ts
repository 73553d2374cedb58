import type Hls from 'hls.js/light';

/**
 * How the one player (HlsPlayer.tsx) plays a source in this browser, decided before any player
 * code is loaded:
 *
 * - `element`: the `<video>` element plays the address itself: a progressive file (a feed clip's
 *   webm or mp4), or an HLS playlist where the element says it can (`canPlayType` of the HLS type
 *   is 'maybe' or 'probably': Safari and iOS, recent Chrome and Chromium, Android).
 * - `hlsjs`: hls.js (its light build, loaded on demand) plays the playlist through Media Source
 *   Extensions, where the element cannot but MSE is there (Firefox, older Chrome).
 * - `unsupported`: neither; the player reports it (`player.failed`, detail `unsupported`) and says
 *   so, with no retry that could not help.
 *
 * hls.js's README recommends the opposite order (hls.js wherever MSE is there) because a browser
 * may answer 'maybe' and still fail on some assets (it names Chrome 147). The streams here are
 * H.264/AAC in MPEG-TS, which Chromium 156 plays natively, live and on demand
 * (docs/performance.md, "The player without hls.js"); for a source the element still refuses,
 * the player falls back to hls.js once (see {@link fallbackAfterElementError}).
 */
type PlaybackWay = 'element' | 'hlsjs' | 'unsupported';

/** What the browser offers for a source that is a playlist. */
export interface PlaybackAbilities {
  /** The media element plays HLS itself (`canPlayType` answers anything but ''). */
  hlsInElement: boolean;
  /** Media Source Extensions (`MediaSource`, or Safari's `ManagedMediaSource`) are there. */
  mediaSource: boolean;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A progressive file plays natively; every other source is taken for an HLS stream (a playlist's
 * address need not end in `.m3u8`).
 */
const isProgressive = (src: string) => /\.(?:webm|mp4|m4v|ogv|mov)(?:[?#]|$)/i.test(src);

/** The way to play `src` with what this browser offers. */
export function playbackWay(src: string, abilities: PlaybackAbilities): PlaybackWay {
  if (isProgressive(src) || abilities.hlsInElement) return 'element';
  return abilities.mediaSource ? 'hlsjs' : 'unsupported';
}

/**
 * After the element failed on a playlist it chose to play itself (a browser that answered 'maybe'
 * but cannot play this asset): hls.js, once, where MSE is there; else the failure stands.
 */
export function fallbackAfterElementError(
  src: string,
  abilities: PlaybackAbilities,
): 'hlsjs' | null {
  return !isProgressive(src) && abilities.hlsInElement && abilities.mediaSource ? 'hlsjs' : null;
}

/** The abilities of the browser `element` lives in. */
export function abilitiesOf(element: HTMLVideoElement): PlaybackAbilities {
  // Either constructor, as hls.js's own check (`getMediaSource`) looks for them.
  const view = element.ownerDocument.defaultView as {
    MediaSource?: unknown;
    ManagedMediaSource?: unknown;
  } | null;
  return {
    hlsInElement: element.canPlayType(HLS_TYPE) !== '',
    mediaSource: Boolean(view && (view.MediaSource ?? view.ManagedMediaSource)),
  };
}

/**
 * hls.js's light build (no subtitles, alternate audio or DRM, which no stream here has: about
 * 70 kB gzip less than the full build), fetched once, on the first source that needs it.
 */
let hlsModule: Promise<typeof Hls> | null = null;
export function loadHls() {
  if (!hlsModule) {
    const loading = import('hls.js/light').then((module) => module.default);
    // A failed fetch (offline) is not kept: the next attempt (retry) fetches again.
    loading.catch(() => {
      if (hlsModule === loading) hlsModule = null;
    });
    hlsModule = loading;
  }
  return hlsModule;
}
