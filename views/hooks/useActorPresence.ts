import { selectChannelIdOfActor } from '../../machines/messenger/messenger.channels.ts';
import {
  freeShowOf,
  isOnline,
  selectFreeShows,
  selectPresence,
} from '../../machines/presence/presence.selectors.ts';
import { useOptionalSystemSelector } from '../../src/engine/react.tsx';

/**
 * An actor's presence as a tile or card shows it (issue 52 §2): online and in a free show as the
 * presence domain's pushes said last, else as her own answer (`listed`) said. A free-show push
 * names the guest's channel with her, which the messenger's channels tell (none while the
 * messenger does not run, or the guest has none with her: her answer stands).
 */
export function useActorPresence(
  actorId: number,
  listed: { readonly online: boolean; readonly freeChat: boolean },
): { online: boolean; freeChat: boolean } {
  const online = useOptionalSystemSelector(
    'presence',
    (snapshot) => isOnline(selectPresence(snapshot), actorId, listed.online),
    listed.online,
  );
  const channelId = useOptionalSystemSelector(
    'messenger',
    (snapshot) => selectChannelIdOfActor(snapshot, actorId),
    null,
  );
  const freeChat = useOptionalSystemSelector(
    'presence',
    (snapshot) => freeShowOf(selectFreeShows(snapshot), channelId, listed.freeChat),
    listed.freeChat,
  );
  return { online, freeChat };
}
