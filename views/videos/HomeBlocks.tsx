import { Link } from 'react-router';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import type { VideoStrip } from '../../machines/videos/videos.queries.ts';
import { useEffect } from 'react';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { buildPath } from '../../src/routes/index.ts';
import type { StaticRouteName } from '../LocalizedLink.tsx';
import { DomainGate } from '../pages/DomainGate.tsx';
import { Jumbotron, VideoStripView } from './VideoPages.tsx';

/** A block's "show all" link to the area it previews (issue 54 §5: no list without its page). */
function ShowAll({ route, name }: { route: StaticRouteName; name: string }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <Link className="video-show-all" to={buildPath(route, language)}>
      {t('videos.showAllOf', { name })}
    </Link>
  );
}

/** A block of another page than the domain's own asks as it mounts, once the domain runs. */
function AskedStrip({ category }: { category: VideoStrip }) {
  const send = useSend('videos');
  useEffect(() => send({ type: 'videos.showStrip', category }), [send, category]);
  return <VideoStripView category={category} />;
}

function AskedJumbotron() {
  const send = useSend('videos');
  useEffect(() => send({ type: 'videos.showJumbotron', jumbotron: 'homepage' }), [send]);
  return <Jumbotron />;
}

const strip = (category: VideoStrip, route: StaticRouteName) =>
  function StripBlock() {
    const { t } = useTranslation();
    return (
      <DomainGate domain="videos">
        <AskedStrip category={category} />
        <ShowAll route={route} name={t(`videos.area.${category}`)} />
      </DomainGate>
    );
  };

/** Start page blocks (seed 000 §2): VIP30, Trends, WelcomeClips (free clips) and Videostation. */
export const Vip30Block = strip('vip30Videos', 'vipVideos');
export const TrendsBlock = strip('trendingVideos', 'videoTrends');
export const WelcomeClipsBlock = strip('freeVideos', 'freeClips');
export function VideostationBlock() {
  const { t } = useTranslation();
  return (
    <DomainGate domain="videos">
      <AskedJumbotron />
      <ShowAll route="videos" name={t('videos.station')} />
    </DomainGate>
  );
}
