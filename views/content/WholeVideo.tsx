import { useTranslation } from '../../src/i18n/react.ts';
import { CONTENT_PLAYER } from '../../machines/content/content.machine.ts';
import type { ContentItem } from '../../machines/content/content.types.ts';
import { useEngine } from '../../src/engine/react.tsx';
import { HlsPlayer } from '../media/HlsPlayer.tsx';

/**
 * A video the guest may watch whole (bought, or free): the one player, with the preview's poster.
 * Its playing tells the gallery domain, which tells `watch/start` once per video (decision 0037).
 */
export function WholeVideo({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <div
      className="content-whole-video"
      onPlaying={() => engine.send('gallery', { type: 'ui.watchStarted', videoId: item.id })}
    >
      <HlsPlayer
        player={CONTENT_PLAYER}
        label={t('tv.playerLabel', { title: item.title })}
        {...(item.preview ? { poster: item.preview.poster } : {})}
      />
    </div>
  );
}
