import { useTranslation } from '../../src/i18n/react.ts';
import { CONTENT_PLAYER } from '../../machines/content/content.machine.ts';
import type { ContentItem } from '../../machines/content/content.types.ts';
import { HlsPlayer } from '../media/HlsPlayer.tsx';

/** A video the guest may watch whole (bought, or free): the one player, with the preview's poster. */
export function WholeVideo({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  return (
    <div className="content-whole-video">
      <HlsPlayer
        player={CONTENT_PLAYER}
        label={t('tv.playerLabel', { title: item.title })}
        {...(item.preview ? { poster: item.preview.poster } : {})}
      />
    </div>
  );
}
