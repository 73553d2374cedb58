import { useSelector } from '@xstate/react';
import type Hls from 'hls.js/light';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import {
  DEFAULT_VOLUME,
  type PlayerEvent,
  type playerMachine,
} from '../../machines/player/player.machine.ts';
import {
  selectPlayerAttempt,
  selectPlayerError,
  selectPlayerLive,
  selectPlayerRecovery,
  selectPlayerSeek,
  selectPlayerSource,
  selectPlayerStatus,
  selectPlayerVolume,
  type PlayerStatus,
} from '../../machines/player/player.selectors.ts';
import { useEngine } from '../../src/engine/react.tsx';
import './media.css';
import {
  abilitiesOf,
  fallbackAfterElementError,
  loadHls,
  playbackWay,
  type PlaybackAbilities,
} from './playback.ts';

type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

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
  error: null as string | null,
  attempt: 0,
  live: false,
  volume: DEFAULT_VOLUME,
  seek: null as ReturnType<typeof selectPlayerSeek>,
  recovery: null as ReturnType<typeof selectPlayerRecovery>,
};
const read = (actor: AnyActorRef | undefined) => (snapshot: unknown) => {
  if (!actor || snapshot === undefined) return IDLE;
  const value = snapshot as PlayerSnapshot;
  return {
    status: selectPlayerStatus(value),
    src: selectPlayerSource(value),
    error: selectPlayerError(value),
    attempt: selectPlayerAttempt(value),
    live: selectPlayerLive(value),
    volume: selectPlayerVolume(value),
    seek: selectPlayerSeek(value),
    recovery: selectPlayerRecovery(value),
  };
};
const same = (a: typeof IDLE | ReturnType<ReturnType<typeof read>>, b: typeof a) =>
  a.status === b.status &&
  a.src === b.src &&
  a.error === b.error &&
  a.attempt === b.attempt &&
  a.live === b.live &&
  a.volume === b.volume &&
  a.seek === b.seek &&
  a.recovery?.step === b.recovery?.step &&
  a.recovery?.n === b.recovery?.n;

/** hls.js's settings: the live start two segments from the live edge, no worker (CSP, size). */
const HLS_CONFIG = { enableWorker: false, liveSyncDurationCount: 2 };

/**
 * The one HLS player (TV livestream, mediathek videos, live chat, feed clips): plays the source its
 * player machine holds, muted and inline so it may start by itself, and reports the element's
 * changes of state to the machine (playing, waiting, ended, fatal errors). The machine decides what
 * shows: loading, buffering, the failure with retry, the end.
 *
 * How a source plays is chosen per source (playback.ts): the browser's own HLS where the element's
 * `canPlayType` says it can (Safari, iOS, this Chromium), since that costs no script at all (hls.js
 * light is 117 kB gzip, the TV route's whole budget three times over) and starts sooner; hls.js,
 * fetched on demand, only where the element cannot but Media Source Extensions are there; else a
 * clear failure without retry. hls.js's README warns that a browser may say 'maybe' and fail on
 * some assets: a playlist the element refuses goes through hls.js once before the failure counts.
 * With hls.js, non-fatal errors are left to it; a fatal one goes to the machine
 * (`player.hlsError`), whose recovery policy says what this view does to the instance
 * (`recoverMediaError`, `startLoad`) or shows the failure: the view holds only the instance.
 */
export function HlsPlayer({ player, label, poster }: HlsPlayerProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const actor = engine.get(player);
  const { status, src, error, attempt, live, volume, seek, recovery } = useSelector(
    actor,
    read(actor),
    same,
  );
  const video = useRef<HTMLVideoElement>(null);
  /** The hls.js instance playing the source, if hls.js plays it (I/O: the machine decides). */
  const hlsRef = useRef<Hls | null>(null);
  /** A mute the browser's autoplay rule forced, not the guest: not kept as their choice. */
  const forcedMute = useRef(false);
  /**
   * Whether the kept volume is on the element yet. Before, a volume change is the element's own
   * start (its `muted` attribute set as the page mounts it), not the guest's choice.
   */
  const volumeApplied = useRef(false);
  /**
   * The element plays the source itself (no hls.js), so its errors are the player's: this answers
   * such an error, true when hls.js takes the source over instead of the failure.
   */
  const elementFailed = useRef<(() => boolean) | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;
  const send = useCallback((event: PlayerEvent) => engine.send(player, event), [engine, player]);

  useEffect(() => {
    const element = video.current;
    if (!element || src === null) return undefined;
    const abilities: PlaybackAbilities = abilitiesOf(element);
    let hls: Hls | null = null;
    let gone = false;
    // Sound may only start after a gesture: a refused unmuted start plays muted instead (not the
    // guest's choice, so not kept); a refusal of that leaves the controls to the guest.
    const start = () =>
      element.play().catch(() => {
        if (element.muted) return;
        forcedMute.current = true;
        element.muted = true;
        element.play().catch(() => {});
      });
    const playWithHlsJs = () => {
      elementFailed.current = null;
      loadHls().then(
        (Hls) => {
          if (gone) return;
          if (!Hls.isSupported()) {
            send({ type: 'player.failed', detail: 'unsupported' });
            return;
          }
          const instance = new Hls(HLS_CONFIG);
          instance.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal)
              send({ type: 'player.hlsError', errorType: data.type, details: data.details });
          });
          instance.loadSource(src);
          instance.attachMedia(element);
          hls = instance;
          hlsRef.current = instance;
          void start();
        },
        // The chunk could not be fetched (offline): a failure the guest may retry.
        () => {
          if (!gone) send({ type: 'player.failed', detail: 'playerLoad' });
        },
      );
    };
    const way = playbackWay(src, abilities);
    if (way === 'unsupported') {
      elementFailed.current = null;
      send({ type: 'player.failed', detail: 'unsupported' });
      return undefined;
    }
    if (way === 'element') {
      elementFailed.current = () => {
        if (fallbackAfterElementError(src, abilities) === null) return false;
        element.removeAttribute('src');
        element.load();
        playWithHlsJs();
        return true;
      };
      element.src = src;
      void start();
    } else {
      playWithHlsJs();
    }
    return () => {
      gone = true;
      elementFailed.current = null;
      hlsRef.current = null;
      hls?.destroy();
      element.removeAttribute('src');
      element.load();
    };
  }, [src, attempt, send]);

  // The machine's recovery after a fatal hls.js error, once per step asked.
  useEffect(() => {
    const hls = hlsRef.current;
    if (!hls || recovery === null) return;
    if (recovery.step === 'recoverMedia') hls.recoverMediaError();
    else hls.startLoad();
  }, [recovery]);

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
    volumeApplied.current = true;
  }, [volume]);

  const onVolumeChange = () => {
    const element = video.current;
    if (!element || !volumeApplied.current) return;
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
    // hls.js reports its own errors; a source the element plays itself fails with the element,
    // unless hls.js takes it over.
    const answer = elementFailed.current;
    if (!answer || answer()) return;
    elementFailed.current = null;
    send({ type: 'player.failed', detail: 'media' });
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
      {status === 'loading' || status === 'stalled' || status === 'recovering' ? (
        <p className="hls-player-note" role="status">
          {t(
            status === 'stalled' || status === 'recovering'
              ? 'tv.player.stalled'
              : live
                ? 'tv.player.loading'
                : 'tv.player.loadingVideo',
          )}
        </p>
      ) : null}
      {status === 'failed' && error === 'unsupported' ? (
        // Trying again cannot help a browser that plays no HLS: the failure says why instead.
        <div className="hls-player-note" role="alert">
          <p>{t('tv.player.unsupported')}</p>
        </div>
      ) : status === 'failed' || status === 'ended' ? (
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
