import { createElement } from 'react';
import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages, PageProps } from '../pages/pageTypes.ts';

/** Her media only once the actor profile found her available to this guest (seed 001 §5). */
const gated = (name: 'VideoDetailsPage' | 'PhotoAlbumPage') =>
  lazyScreen(() =>
    Promise.all([import('./ContentPage.tsx'), import('../actorProfile/ActorMediaGate.tsx')]).then(
      ([content, gate]) => ({
        default: (props: PageProps) =>
          createElement(gate.ActorMediaGate, {
            actorName: props.params.actorName ?? '',
            children: createElement(content[name], props),
          }),
      }),
    ),
  );

/** The content area's screens by route name (lazily loaded chunks). */
export const contentPages: FeaturePages = {
  actorVideoDetails: gated('VideoDetailsPage'),
  actorPhotoAlbum: gated('PhotoAlbumPage'),
};
