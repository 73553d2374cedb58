import { useEffect, useId } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectItems, selectListStatus } from '../../machines/list/list.selectors.ts';
import type { SeoQuery, SeoTextItem } from '../../machines/seo/seo.types.ts';
import { VIDEO_LISTS } from '../../machines/videos/videos.queries.ts';
import { useEngine } from '../../src/engine/react.tsx';
import { FailedView } from '../layout/FailedView.tsx';
import { useList, useListSelector } from '../tileGrid/useList.ts';

/**
 * Her SEO texts below her videos by a tag group: asked as they show, since the query names her
 * by her id, which only her profile knows (the route names her by name). The catalogue's texts of
 * an area's tags are asked by the domain from the route (machines/videos/videos.route.ts).
 */
export function ActorSeoTexts({ tags, actorId }: SeoQuery) {
  const engine = useEngine();
  const key = tags.join('\n');
  useEffect(() => {
    engine.send('videos', { type: 'videos.showSeo', tags: key.split('\n'), actorId });
  }, [engine, key, actorId]);
  return <SeoTexts />;
}

/**
 * The SEO texts of a list's tags, below the list (seed 001 §7 "SEO texts by tags"): a heading and
 * paragraphs, as text (never markup). Nothing while they load or when a tag has none; a failed
 * load says so with a retry and leaves the list above it alone.
 */
export function SeoTexts() {
  const { t } = useTranslation();
  const heading = useId();
  const { actor, send } = useList<SeoTextItem, SeoQuery>(VIDEO_LISTS.seo);
  const texts = useListSelector(actor, selectItems<SeoTextItem, SeoQuery>);
  const status = useListSelector(actor, selectListStatus<SeoTextItem, SeoQuery>);
  if (status === 'failed')
    return (
      <aside className="seo-texts" aria-label={t('videos.seoLabel')}>
        <FailedView text={t('videos.seoFailed')} onRetry={() => send({ type: 'ui.retry' })} />
      </aside>
    );
  if (status !== 'loaded') return null;
  return (
    <aside className="seo-texts" aria-label={t('videos.seoLabel')}>
      {texts.map((text, at) => (
        <section key={text.id} aria-labelledby={`${heading}-${at}`}>
          <h2 id={`${heading}-${at}`}>{text.title}</h2>
          {text.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
    </aside>
  );
}
