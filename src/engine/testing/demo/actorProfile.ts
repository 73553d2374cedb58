import { DEMO_PICTURE } from './pictures.ts';
import type { Sedcards } from '../../../../machines/actorProfile/actorProfile.types.ts';
import { demoCam } from './cams.ts';
import { ServiceError } from '../../../../services/http/serviceError.ts';
import type { ActorProfileServices } from '../../features/actorProfile.ts';

/** Without the simulator: one online demo actor named by any name but `unknown`. */
export function demoActorProfileServices(): ActorProfileServices {
  const eur = (value: number) => ({ value, currency: 'EUR' as const });
  const sedcards: Sedcards = { pictures: [], guestRating: null, likes: 0, dislikes: 0 };
  const notes = new Map<number, string>();
  return {
    // Three minutes of free chat with every actor who offers it.
    loadFreeChatDuration: () => Promise.resolve(180),
    clock: () => Promise.resolve(Date.now()),
    loadActorProfile: ({ actorName }) => {
      if (actorName === 'unknown') return Promise.reject(new ServiceError('http_404'));
      return Promise.resolve({
        actor: {
          id: 1,
          name: actorName,
          isOnline: true,
          star: false,
          isTopAmateur: false,
          registeredSince: '2026-01-01T00:00:00.000Z',
          bannedCountryCodes: [],
          profile: { age: 25, languages: ['en'], threeWords: [], country: 'DE', description: '' },
          chatFeatures: { livePreview: false, hd: true, audio: true, dildocontrol: false },
          isLivePreviewEnabled: false,
          guestHasTicket: false,
          isActorAvailableForConversionChat: false,
          modelGuestRelation: { isFavorite: false },
          chatButtons: {
            actorId: 1,
            actorLink: `/en/amateur/${actorName}/`,
            isActorOnline: true,
            freeChat: false,
            voucherChatMinutes: 0,
            prices: {
              freeMessages: 0,
              message: eur(0.99),
              single: eur(2.99),
              singlec2c: eur(3.49),
              video: eur(1.99),
              voucherChatMinutes: 0,
              voyeur: eur(0.99),
              ticketShow: eur(4.99),
            },
            multiChatPrice: eur(1.99),
            singleC2CChatPrice: eur(3.49),
            isVoyeurChatAvailable: true,
            isCurrentlyTicketShow: false,
            isInPrivateChat: false,
            isVoiceCallAvailable: false,
            isOnlineMobileVideocall: false,
            isBannedCountry: false,
          },
          heatMap: { levels: [], hoursToBeOnline: [], memo: '' },
          chatRatings: { lastNinetyDays: { countRatings: 0, satisfactionRate: 0 } },
          avatar: null,
        },
        sedcards,
        seo: { title: actorName, text: '' },
        note: notes.get(1) ?? null,
      });
    },
    storeActorNote: ({ actorId, comment }) => {
      notes.set(actorId, comment);
      return Promise.resolve({ comment });
    },
    rateSedcards: ({ guestRating }) => Promise.resolve({ ...sedcards, guestRating }),
    loadActorExtras: () =>
      Promise.resolve({
        state: { online: true, mobileVideoCall: false, ticketShow: false, privateChat: false },
        previewImage: { url: DEMO_PICTURE, width: 640, height: 853, live: true },
        promotedVideo: null,
        topVideos: [],
        pinnedPhotos: [],
        sale: null,
        tvEpisodes: [],
      }),
    // The demo actors online (every third), without the shown one.
    fetchRecommendations: ({ query, limit }) =>
      Promise.resolve({
        items: Array.from({ length: limit + 1 }, (_, i) => demoCam(3 * (i + 1)))
          .filter((cam) => cam.id !== query.excludeActorId)
          .slice(0, limit),
        hasMore: false,
      }),
  };
}
