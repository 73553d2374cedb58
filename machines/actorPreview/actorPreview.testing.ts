import type { ActorPreview } from './actorPreview.types.ts';

/** Her preview as the tests use it, with `ratings` chat ratings. */
export const previewOf = (id: number, ratings = 12): ActorPreview => ({
  id,
  name: `Actor${id}`,
  age: 24,
  country: 'DE',
  isOnline: true,
  freeChat: false,
  languages: ['de', 'en'],
  threeWords: ['warm', 'funny', 'wild'],
  about: 'About her.',
  profileLink: `/en/amateur/actor${id}/`,
  picture: { w320: '/a/320', w640: '/a/640', w1280: '/a/1280' },
  sedcards: [],
  chatPrice: { value: 1.99, currency: 'EUR' },
  rating: { count: ratings, satisfactionRate: 97 },
});
