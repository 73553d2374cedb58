import { Link } from 'react-router';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { HOME_STRIPS } from '../../machines/videos/videos.route.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
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

/**
 * A strip of the start page: the root tells the videos domain of the start page once the gate
 * started it, and the domain asks for the page's strips (machines/videos/videos.route.ts).
 */
const strip = ({ category, route }: (typeof HOME_STRIPS)[keyof typeof HOME_STRIPS]) =>
  function StripBlock() {
    const { t } = useTranslation();
    return (
      <DomainGate domain="videos">
        <VideoStripView category={category} />
        <ShowAll route={route} name={t(`videos.area.${category}`)} />
      </DomainGate>
    );
  };

/** Start page blocks (seed 000 §2): VIP30, Trends, WelcomeClips (free clips) and Videostation. */
export const Vip30Block = strip(HOME_STRIPS.vip30);
export const TrendsBlock = strip(HOME_STRIPS.trends);
export const WelcomeClipsBlock = strip(HOME_STRIPS.welcomeClips);
export function VideostationBlock() {
  const { t } = useTranslation();
  return (
    <DomainGate domain="videos">
      <Jumbotron />
      <ShowAll route="videos" name={t('videos.station')} />
    </DomainGate>
  );
}
