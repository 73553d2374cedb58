import type { PlayerVolume } from '../../machines/player/player.machine.ts';

/** Local storage key of the player volume (seed 000 §9 local items). */
export const PLAYER_VOLUME_KEY = 'vx.player.volume';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * The player volume kept on this device: read back validated (anything else reads as none, and
 * the player keeps its default), written whole. Blocked or full storage changes nothing for the
 * page.
 */
export function createPlayerVolumeStore(storage: () => Storage | undefined) {
  return {
    load(): Promise<PlayerVolume | null> {
      return Promise.resolve(read());
    },
    save(volume: PlayerVolume): Promise<void> {
      try {
        storage()?.setItem(PLAYER_VOLUME_KEY, JSON.stringify(volume));
      } catch {
        // Storage full or blocked: the volume stays for this player only.
      }
      return Promise.resolve();
    },
  };

  function read(): PlayerVolume | null {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(PLAYER_VOLUME_KEY) ?? 'null');
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { level, muted } = parsed as Record<string, unknown>;
      if (typeof level !== 'number' || !Number.isFinite(level) || typeof muted !== 'boolean')
        return null;
      return { level: Math.min(1, Math.max(0, level)), muted };
    } catch {
      return null;
    }
  }
}
