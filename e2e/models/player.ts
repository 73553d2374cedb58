import { expect, type Locator } from '@playwright/test';

/**
 * The one HLS player (views/media/HlsPlayer) inside `scope` plays: its machine says playing and
 * the video's `currentTime` advances by more than a second (a frozen frame would not).
 */
export async function expectPlayerPlaying(scope: Locator): Promise<void> {
  await expect(scope.locator('.hls-player[data-status="playing"]')).toBeVisible({
    timeout: 20_000,
  });
  const video = scope.locator('video');
  const currentTime = () => video.evaluate((element) => (element as HTMLVideoElement).currentTime);
  const start = await currentTime();
  await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(start + 1);
}
