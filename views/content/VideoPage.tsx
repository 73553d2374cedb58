import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectPreviewFrame,
  selectPreviewState,
  selectWatchesWhole,
} from '../../machines/content/content.selectors.ts';
import type { ContentItem } from '../../machines/content/content.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { lazyPart } from '../layout/lazyPart.ts';
import { PartBoundary } from '../layout/PartBoundary.tsx';
import { ContentAvsGate } from './ContentAvsGate.tsx';
import { ContentScreen, Picture, type KindParts } from './ContentPage.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { PreviewScrubber } from './PreviewScrubber.tsx';
import { ShareByEmail } from './ShareByEmail.tsx';
import { VideoRatingButtons } from './VideoRatingButtons.tsx';

/** The whole video's player brings hls.js: loaded only for a guest who may watch it whole. */
const WholeVideo = lazyPart(() => import('./WholeVideo.tsx').then((module) => module.WholeVideo));

/** A video's own parts of its page: its preview, its rating and its share by e-mail. */
const VIDEO_PARTS: KindParts = {
  media: (item) => <VideoPreview item={item} />,
  rating: () => <VideoRatingButtons />,
  afterBuy: <ShareByEmail />,
};

/**
 * `/en/amateur/{actorName}/videos/{videoId}/` (views/content/pages.ts): a video's details, preview
 * and purchase, behind her availability.
 */
export function VideoScreen({ params }: PageProps) {
  return <ContentScreen params={params} parts={VIDEO_PARTS} />;
}

/**
 * The preview: its frames one after the other, only once the age check allows them, and the clip
 * in the `video-with-player` box, whose button buys like the page's. The guest scrubs over the
 * video's thumbnails under the picture (or under the whole video, which then plays from the
 * moment chosen).
 */
function VideoPreview({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const state = useSystemSelector('content', selectPreviewState);
  const frame = useSystemSelector('content', selectPreviewFrame);
  const whole = useSystemSelector('content', selectWatchesWhole);
  const duration = item.duration ?? 0;
  if (whole)
    return (
      <PreviewScrubber videoId={item.id} duration={duration}>
        <PartBoundary loading={<div className="content-whole-video" aria-busy="true" />}>
          <WholeVideo item={item} />
        </PartBoundary>
      </PreviewScrubber>
    );
  const media = (
    <figure className="content-preview">
      <PreviewScrubber videoId={item.id} duration={duration}>
        {frame && (
          <Picture
            picture={frame}
            alt={t('guest.content.previewFrame', {
              number: frame.id,
              count: item.previews.length,
            })}
          />
        )}
      </PreviewScrubber>
      <figcaption className="content-preview-bar">
        {state === 'playing' ? (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => engine.send('content', { type: 'content.previewStop' })}
          >
            {t('guest.content.stopPreview')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('content', { type: 'content.previewPlay' })}
          >
            {t('guest.content.playPreview')}
          </button>
        )}
        {item.preview && (
          <button
            type="button"
            className="button button-ghost content-watch"
            onClick={() => engine.send('content', { type: 'content.watchPreview' })}
          >
            <span aria-hidden="true">▶ </span>
            {t('gallery.videoPreview')}
          </button>
        )}
        {state === 'ended' && <span role="status">{t('guest.content.previewEnded')}</span>}
      </figcaption>
    </figure>
  );
  return item.avsRequired ? <ContentAvsGate>{media}</ContentAvsGate> : media;
}
