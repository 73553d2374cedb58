import { selectInvitation } from '../../machines/cams/chatTickets.selectors.ts';
import { CHAT_TICKETS } from '../../machines/cams/chatTickets.types.ts';
import { useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useOnDemand } from '../hooks/useOnDemand.ts';

// The toast shares its module with the ticket tiles and the purchase dialog: loaded when the first
// invitation arrives, not with the layout (the first screen's budget, issue #17).
const loadToast = () => import('./ChatTickets.tsx').then((module) => module.InvitationToast);

/** The cams feature's pieces of the layout: a private ticket show invitation on any page. */
export function CamsOverlays() {
  const invited = useOptionalSystemSelector(
    CHAT_TICKETS,
    (snapshot) => selectInvitation(snapshot).status !== 'none',
    false,
  );
  const InvitationToast = useOnDemand(loadToast, invited);
  return InvitationToast ? <InvitationToast /> : null;
}
