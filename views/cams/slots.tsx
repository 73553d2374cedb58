import { InvitationToast } from './ChatTickets.tsx';
import './tickets.css';

/** The cams feature's pieces of the layout: a private ticket show invitation on any page. */
export function CamsOverlays() {
  return <InvitationToast />;
}
