import { chatButtonsOf, type ChatButton } from '../actorProfile/actorProfile.selectors.ts';
import {
  CHAT_TYPES,
  type ActorProfile,
  type ChatType,
} from '../actorProfile/actorProfile.types.ts';

/** What her live-show page knows: the profile's facts and the live chat's. */
export interface LiveShowFacts {
  actor: Pick<ActorProfile, 'id' | 'chatButtons' | 'isLivePreviewEnabled'>;
  /** The chat chosen on a button of her profile (`selectChosenChat`), else null. */
  chosenInProfile: ChatType | null;
  /** The page address's `?chat=` (an opened link), else null. */
  fromUrl: string | null;
  /** The performer of the live chat under way or just ended (`selectChatActorId`), else null. */
  chatActorId: number | null;
}

export interface LiveShowEntry {
  /** The chosen chat's button (the profile's choice first, then the address's), else null. */
  button: ChatButton | null;
  /**
   * The chat the page runs: the chosen one while she offers it, and while a chat with her is under
   * way or just ended even when her buttons went off (she went offline: the guest reads why it
   * ended, code 202, in its panel). Null: the page says what the chosen chat would cost, or
   * offers the buttons.
   */
  running: ChatType | null;
}

const isChatType = (value: string | null): value is ChatType =>
  (CHAT_TYPES as readonly (string | null)[]).includes(value);

/**
 * The live-show page's entry (`/live-show/`, views/actorProfile/LiveShowPage.tsx): a rule across
 * the profile (her buttons, the chosen chat) and the live chat (whom it is with), kept here so
 * the view only renders it.
 *
 * @example
 * const { button, running } = liveShowEntryOf({ actor, chosenInProfile, fromUrl, chatActorId });
 */
export function liveShowEntryOf(facts: LiveShowFacts): LiveShowEntry {
  const { actor, chosenInProfile, fromUrl, chatActorId } = facts;
  const chosen = chosenInProfile ?? (isChatType(fromUrl) ? fromUrl : null);
  const button =
    chatButtonsOf(actor.chatButtons, actor).find((each) => each.type === chosen) ?? null;
  const chatWithHer = chatActorId === actor.id;
  return { button, running: button && (button.available || chatWithHer) ? button.type : null };
}
