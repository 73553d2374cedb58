import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Waits until the guest's page has a realtime session at the simulator (its socket acknowledged):
 * a push the dev controls send before it reaches no page, as on a real server. The page opens its
 * socket once its realtime code has loaded (issue 50 §5), which can come after its first screen.
 */
export async function untilRealtimeSession(
  request: APIRequestContext,
  login: string,
): Promise<void> {
  const stats = `/dev/realtime/stats?as=${encodeURIComponent(login)}`;
  await expect
    .poll(async () => ((await (await request.get(stats)).json()) as { sockets: number }).sockets, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}
