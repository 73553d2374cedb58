import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, tempDir } from '../testing.ts';
import { FavoritesRepository } from './favorites.ts';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

function favourites() {
  const dir = tempDir();
  dirs.push(dir);
  const store = openTestStore(dir.path);
  const favorites = new FavoritesRepository(store.db, () => 1);
  return { favorites, close: () => store.close() };
}

describe('favourite notifications', () => {
  it('keeps a switch of a pinned favourite, and refuses while the dev control says so', () => {
    const { favorites, close } = favourites();
    favorites.pin(1001, 'actor', 3101);
    expect(favorites.setNotification(1001, 3101, 'sms', true)).toBe(true);
    expect(favorites.notifications(1001, 3101)).toEqual({ email: true, sms: true });

    favorites.refuseNotifications(1001, true);
    expect(favorites.setNotification(1001, 3101, 'email', false)).toBe(false);
    // Only that guest is refused, and what she had stays as it was.
    expect(favorites.notifications(1001, 3101)).toEqual({ email: true, sms: true });
    favorites.pin(1002, 'actor', 3101);
    expect(favorites.setNotification(1002, 3101, 'sms', true)).toBe(true);

    favorites.refuseNotifications(1001, false);
    expect(favorites.setNotification(1001, 3101, 'email', false)).toBe(true);
    expect(favorites.notifications(1001, 3101)).toEqual({ email: false, sms: true });
    close();
  });

  it('refuses a switch of an actor who is not pinned', () => {
    const { favorites, close } = favourites();
    expect(favorites.setNotification(1001, 3999, 'sms', true)).toBe(false);
    close();
  });
});
