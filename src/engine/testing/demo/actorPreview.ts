import { ServiceError } from '../../../../services/http/serviceError.ts';
import type { ActorPreviewServices } from '../../features/actorPreview.ts';

/** Without the simulator: every actor but id 404 is an online demo performer. */
export function demoActorPreviewServices(): ActorPreviewServices {
  const picture = (id: number) => ({
    w320: `/demo/actor/${id}/w320.svg`,
    w640: `/demo/actor/${id}/w640.svg`,
    w1280: `/demo/actor/${id}/w1280.svg`,
  });
  return {
    loadPreview: ({ actorId }) => {
      if (actorId === 404) return Promise.reject(new ServiceError('http_404'));
      return Promise.resolve({
        id: actorId,
        name: `Demo${actorId}`,
        age: 25,
        country: 'DE',
        isOnline: true,
        freeChat: false,
        languages: ['en'],
        threeWords: ['kind', 'funny', 'curious'],
        about: 'A demo performer.',
        profileLink: `/en/amateur/demo${actorId}/`,
        picture: picture(actorId),
        sedcards: [],
        chatPrice: { value: 1.99, currency: 'EUR' },
        rating: { count: 0, satisfactionRate: 0 },
      });
    },
  };
}
