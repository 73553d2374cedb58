import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** "My video chats" by route name. */
export const videoChatsPages: FeaturePages = {
  myVideoChats: lazyScreen(() =>
    import('./VideoChatsPage.tsx').then((m) => ({ default: m.VideoChatsPage })),
  ),
};
