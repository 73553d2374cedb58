import type { PresenceServices } from '../../features/presence.ts';
import { demoCam, DEMO_CAMS } from './cams.ts';

/** The demo count online: the demo roster's online actors. */
export function demoPresenceServices(): PresenceServices {
  const online = Array.from({ length: DEMO_CAMS }, (_, i) => demoCam(i + 1)).filter(
    (cam) => cam.online,
  ).length;
  return { loadOnlineCount: () => Promise.resolve(online) };
}
