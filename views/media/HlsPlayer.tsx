import { useSelector } from '@xstate/react';
// The light build: no subtitles, alternate audio or DRM, which no stream here has (about 70 kB
// gzip less than the full build).
import Hls from 'hls.js/light';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import {
  DEFAULT_VOLUME,
  type PlayerEvent,
  type playerMachine,
} from '../../machines/player/player.machine.ts';
import {
  selectPlayerAttempt,
  selectPlayerLive,
  selectPlayerSeek,
  selectPlayerSource,
  selectPlayerStatus,
  selectPlayerVolume,
  type PlayerStatus,
} from '../../machines/player/player.selectors.ts';
import { useEngine } from '../../src/engine/react.tsx';
import './media.css';

type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/**
 * A progressive file (a feed clip's webm or mp4) plays natively; every other source is taken for
 * an HLS stream and goes through hls.js (a playlist's address need not end in `.m3u8`).
 */
const isProgressive = (src: string) => /\.(?:webm|mp4|m4v|ogv|mov)(?:[?#]|$)/i.test(src);

export interface HlsPlayerProps {
  /** The system id of the player actor the domain spawned (machines/player), e.g. `tv.player`. */
  player: `${string}.player`;
  /** The video's accessible name. */
  label: string;
  poster?: string;
}

const IDLE = {
  status: 'idle' as PlayerStatus,
  src: null,
  attempt: 0,
  live: false,
  volume: DEFAULT_VOLUME,
  seek: null as ReturnType<typeof selectPlayerSeek>,
};
const read = (actor: AnyActorRef | undefined) => (snapshot: unknown) => {
  if (!actor || snapshot === undefined) return IDLE;
  const value = snapshot as PlayerSnapshot;
  return {
    status: selectPlayerStatus(value),
    src: selectPlayerSource(value),
    attempt: selectPlayerAttempt(value),
    live: selectPlayerLive(value),
    volume: selectPlayerVolume(value),
    seek: selectPlayerSeek(value),
  };
};
const same = (a: typeof IDLE | ReturnType<ReturnType<typeof read>>, b: typeof a) =>
  a.status === b.status &&
  a.src === b.src &&
  a.attempt === b.attempt &&
  a.live === b.live &&
  a.volume === b.volume &&
  a.seek === b.seek;

/**
 * The one HLS player (TV livestream, mediathek videos, live chat, feed clips): plays the source its
 * player machine holds with hls.js (or natively where Media Source Extensions are missing, and for
 * a source that is no playlist), muted and
 * inline so it may start by itself, and reports the element's changes of state to the machine
 * (playing, waiting, ended, fatal errors). Non-fatal hls.js errors are left to hls.js; a fatal
 * media error is recovered once before it counts. The machine decides what shows: loading,
 * buffering, the failure with retry, the end.
 */
export function HlsPlayer({ player, label, poster }: HlsPlayerProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const actor = engine.get(player);
  const { status, src, attempt, live, volume, seek } = useSelector(actor, read(actor), same);
  const video = useRef<HTMLVideoElement>(null);
  /** A mute the browser's autoplay rule forced, not the guest: not kept as their choice. */
  const forcedMute = useRef(false);
  /** The element plays the source itself (no hls.js): its errors are the player's. */
  const native = useRef(false);
  const statusRef = useRef(status);
  statusRef.current = status;
  const send = useCallback((event: PlayerEvent) => engine.send(player, event), [engine, player]);

  useEffect(() => {
    const element = video.current;
    if (!element || src === null) return undefined;
    let hls: Hls | null = null;
    native.current = isProgressive(src) || !Hls.isSupported();
    if (isProgressive(src)) {
      element.src = src;
    } else if (Hls.isSupported()) {
      const instance = new Hls({ enableWorker: false, liveSyncDurationCount: 2 });
      let recovered = false;
      instance.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          instance.recoverMediaError();
          return;
        }
        send({ type: 'player.failed', detail: data.details });
      });
      instance.loadSource(src);
      instance.attachMedia(element);
      hls = instance;
    } else if (element.canPlayType('application/vnd.apple.mpegurl') !== '') {
      element.src = src;
    } else {
      send({ type: 'player.failed', detail: 'unsupported' });
      return undefined;
    }
    // Sound may only start after a gesture: a refused unmuted start plays muted instead (not the
    // guest's choice, so not kept); a refusal of that leaves the controls to the guest.
    element.play().catch(() => {
      if (element.muted) return;
      forcedMute.current = true;
      element.muted = true;
      element.play().catch(() => {});
    });
    return () => {
      hls?.destroy();
      element.removeAttribute('src');
      element.load();
    };
  }, [src, attempt, send]);

  // A moment the guest chose (the video page's thumbnails): the element goes there and plays.
  useEffect(() => {
    const element = video.current;
    if (!element || seek === null) return;
    element.currentTime = seek.to;
    element.play().catch(() => {});
  }, [seek]);

  // The kept volume applies to this element (read at the player's start, changed by the guest).
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.volume = volume.level;
    if (!forcedMute.current) element.muted = volume.muted;
  }, [volume]);

  const onVolumeChange = () => {
    const element = video.current;
    if (!element) return;
    if (forcedMute.current && element.muted) return;
    forcedMute.current = false;
    send({ type: 'player.volumeChanged', volume: { level: element.volume, muted: element.muted } });
  };
  const onPlaying = () => {
    if (statusRef.current !== 'playing') send({ type: 'player.playing' });
  };
  const onWaiting = () => {
    if (statusRef.current === 'playing') send({ type: 'player.waiting' });
  };
  const onEnded = () => {
    if (statusRef.current !== 'ended') send({ type: 'player.ended' });
  };
  const onError = () => {
    // hls.js reports its own errors; a native source's error is the element's.
    if (native.current) send({ type: 'player.failed', detail: 'media' });
  };

  return (
    <figure className="hls-player" data-status={status} data-live={live ? 'true' : 'false'}>
      <video
        ref={video}
        className="hls-player-video"
        aria-label={label}
        poster={poster}
        muted
        playsInline
        autoPlay
        controls
        onPlaying={onPlaying}
        onVolumeChange={onVolumeChange}
        onWaiting={onWaiting}
        onEnded={onEnded}
        onError={onError}
      />
      {status === 'loading' || status === 'stalled' ? (
        <p className="hls-player-note" role="status">
          {t(
            status === 'stalled'
              ? 'tv.player.stalled'
              : live
                ? 'tv.player.loading'
                : 'tv.player.loadingVideo',
          )}
        </p>
      ) : null}
      {status === 'failed' || status === 'ended' ? (
        <div className="hls-player-note" role={status === 'failed' ? 'alert' : 'status'}>
          <p>{t(status === 'failed' ? 'tv.player.failed' : 'tv.player.ended')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'player.retry' })}
          >
            {t('tv.player.retry')}
          </button>
        </div>
      ) : null}
    </figure>
  );
}
