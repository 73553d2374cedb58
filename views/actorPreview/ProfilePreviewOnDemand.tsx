import type { ComponentProps } from 'react';
import { useOnDemand } from '../hooks/useOnDemand.ts';
import type { ProfilePreviewCard } from './ProfilePreviewCard.tsx';

/** The card with its code: its layout, the chat and messenger buttons, its styles. */
const loadCard = () =>
  import('./ProfilePreviewCard.tsx').then((module) => module.ProfilePreviewCard);

/**
 * Her profile preview, its code loaded the first time a preview opens (issue 50 §5): a tile
 * grid shows many tiles and a first visit opens no preview, so the card (with the messenger's
 * "write to her" button) is not part of the first load. Rendered only while a preview is open.
 */
export function ProfilePreviewOnDemand(props: ComponentProps<typeof ProfilePreviewCard>) {
  const Card = useOnDemand(loadCard, true);
  return Card ? <Card {...props} /> : null;
}
