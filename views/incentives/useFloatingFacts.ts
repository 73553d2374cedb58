import type { ConsentSnapshot } from '../../machines/consent/consent.selectors.ts';
import { selectChatActorId } from '../../machines/liveChat/liveChat.selectors.ts';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';

const selectBannerUp = (snapshot: ConsentSnapshot) => snapshot.hasTag('banner');
const selectChatOnScreen = (snapshot: Parameters<typeof selectChatActorId>[0]) =>
  selectChatActorId(snapshot) !== null;

/**
 * What the first screen's floating queue (machines/incentives/floatingQueue.ts) weighs besides
 * the boxes themselves: the cookie banner, a phone's screen, and a live chat under way or just
 * ended, which is the page's main action (issue 54 §12).
 */
export function useFloatingFacts(): { bannerUp: boolean; mobile: boolean; chatOnScreen: boolean } {
  const bannerUp = useSystemSelector('consent', selectBannerUp);
  const mobile = useSystemSelector('shell', selectIsMobile);
  const chatOnScreen = useOptionalSystemSelector('liveChat', selectChatOnScreen, false);
  return { bannerUp, mobile, chatOnScreen };
}
