import { describe, expect, it } from 'vitest';
import { createPlayerVolumeStore, PLAYER_VOLUME_KEY } from './playerVolume.ts';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the player volume on this device', () => {
  it('reads back what was written', async () => {
    const store = createPlayerVolumeStore(() => memory());
    expect(await store.load()).toBeNull();
    const storage = memory();
    const kept = createPlayerVolumeStore(() => storage);
    await kept.save({ level: 0.4, muted: false });
    expect(await kept.load()).toEqual({ level: 0.4, muted: false });
  });

  it('reads a broken or foreign value as none, and a level out of range as the nearest', async () => {
    const read = (value: string) =>
      createPlayerVolumeStore(() => memory({ [PLAYER_VOLUME_KEY]: value })).load();
    expect(await read('{')).toBeNull();
    expect(await read('[1]')).toBeNull();
    expect(await read('{"level":"loud","muted":false}')).toBeNull();
    expect(await read('{"level":0.5}')).toBeNull();
    expect(await read('{"level":7,"muted":true}')).toEqual({ level: 1, muted: true });
  });

  it('blocked storage loses nothing on the page', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createPlayerVolumeStore(() => blocked);
    expect(await store.load()).toBeNull();
    await expect(store.save({ level: 1, muted: false })).resolves.toBeUndefined();
  });
});
