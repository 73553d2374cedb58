import type { CatalogueActor } from '../catalogue/actors.ts';
import { pictureUrl } from '../catalogue/pictures.ts';
import { quote, type QuoteCurrency } from '../money.ts';

/** An actor's picture in the three widths of seed 001 §9. */
export const pictures = (id: number) => ({
  w320: pictureUrl('actor', id, 320),
  w640: pictureUrl('actor', id, 640),
  w1280: pictureUrl('actor', id, 1280),
});

/** The `Actor` tile of actors.graphql, its price in the caller's currency. */
export function actorTile(actor: CatalogueActor, currency: QuoteCurrency) {
  return {
    id: actor.id,
    name: actor.name,
    gender: actor.gender,
    type: actor.type,
    age: actor.profile.age,
    isOnline: actor.isOnline,
    freeChat: actor.freeChat,
    isOnlineMobileVideocall: actor.isOnlineMobileVideocall,
    avatar: pictures(actor.id),
    chatFeatures: actor.chatFeatures,
    videoChatPrice: quote(actor.chatPrices.videoChat, currency),
  };
}
