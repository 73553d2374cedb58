import type { Language } from '../shared/languages.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import type { ContentItem } from './content.types.ts';

/** A content item for the machine's tests: two preview frames, not bought, 4,99 €. */
export function contentItem(
  patch: Partial<ContentItem> & Pick<ContentItem, 'kind' | 'id'>,
): ContentItem {
  return {
    actorName: 'LanaLove',
    title: 'Sunset',
    description: '',
    price: { value: 4.99, currency: 'EUR' },
    avsRequired: true,
    bought: false,
    duration: patch.kind === 'video' ? 60 : null,
    pictureCount: patch.kind === 'album' ? 4 : 0,
    previews: [
      { id: 1, url: '/media/content/x/1.svg', avsRequired: true },
      { id: 2, url: '/media/content/x/2.svg', avsRequired: true },
    ],
    pictures: [],
    ...patch,
  };
}

/** What a bought `contentItem` video 5101 (4,99 €, paid with money) is tracked as, seed 000 §3. */
export const VIDEO_5101_TRACKED = {
  type: 'tracking.track',
  eventContext: 'video',
  eventAction: 'purchase',
  eventData: {
    id: 5101,
    actorName: 'LanaLove',
    amount: 4.99,
    currency: 'EUR',
    payWith: 'money',
  },
} as const;

/** The domain's input in its tests: the demo guest with an accepted age check, in `language`. */
export function contentInput(language: Language = 'en'): DomainInput {
  const input = demoDomainInput('content', { avsStatus: 'accepted' });
  return { ...input, request: { ...input.request, language } };
}
