import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link, NavLink } from 'react-router';
import {
  selectProfileView,
  withPresenceOf,
} from '../../machines/actorProfile/actorProfile.selectors.ts';
import { presenceOf, selectPresence } from '../../machines/presence/presence.selectors.ts';
import type { ActorProfileBundle } from '../../machines/actorProfile/actorProfile.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { FavouriteHeart } from '../favourites/FavouriteHeart.tsx';
import { ActorUnavailable } from './ActorUnavailable.tsx';
import { RecommendationsOnDemand } from './RecommendationsOnDemand.tsx';
import './actorProfile.css';

/** The profile the route names, opened in the `actorProfile` domain while the page is shown. */
function useProfileView(actorName: string) {
  return useSystemSelector('actorProfile', (snapshot) => selectProfileView(snapshot, actorName));
}

/**
 * Every profile section's frame: the header (avatar, name, online state, the heart that pins
 * her) and the section links
 * (overview, about me, videos, live show, feed, top cams),
 * or instead the loading, not-found, failure and banned-country screens, so no section shows her
 * media or chat to a guest whose country she bans.
 */
export function ProfileFrame(props: {
  actorName: string;
  children: (bundle: ActorProfileBundle) => ReactNode;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const view = useProfileView(props.actorName);
  // Whether she is online is the presence domain's once a push named her (issue 52 §2).
  const actorId = view.status === 'shown' ? view.bundle.actor.id : null;
  const pushed = useOptionalSystemSelector(
    'presence',
    (snapshot) => (actorId === null ? null : presenceOf(selectPresence(snapshot), actorId)),
    null,
  );
  if (view.status === 'loading')
    return <div className="container page page-loading" aria-busy="true" />;
  if (view.status === 'notFound')
    return (
      <div className="container page profile-page">
        <div
          className="status-bar profile-status-bar"
          role="status"
          data-status-bar-type="notfoundredirect"
        >
          {t('actorProfile.notFoundBar', { name: props.actorName })}
        </div>
        <h1>{t('actorProfile.notFound')}</h1>
        <p className="profile-links">
          <Link to={buildPath('cams', language)}>{t('actorProfile.toCams')}</Link>
          <Link to={buildPath('home', language)}>{t('actorProfile.toStart')}</Link>
        </p>
      </div>
    );
  if (view.status === 'failed')
    return (
      <div className="container page profile-page" role="alert">
        <p className="form-error">{t('actorProfile.failed')}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('actorProfile', { type: 'actorProfile.retry' })}
        >
          {t('actorProfile.retry')}
        </button>
      </div>
    );
  // Not a dead end: the actors online now that her country rules do not hide are offered instead.
  if (view.status === 'banned')
    return (
      <ActorUnavailable name={view.actor.name}>
        <RecommendationsOnDemand place="grid" />
      </ActorUnavailable>
    );
  const bundle = withPresenceOf(view.bundle, pushed);
  const { actor } = bundle;
  const slug = actor.name.toLowerCase();
  const section = (
    route:
      | 'actorProfile'
      | 'actorAboutMe'
      | 'actorVideos'
      | 'actorLiveShow'
      | 'actorFeed'
      | 'actorTopCams'
      | 'actorGiftCalendar',
  ) => buildPath(route, language, { actorName: slug });
  return (
    <div className="container page profile-page">
      <header className="profile-header">
        {actor.avatar && (
          <img
            className="profile-avatar"
            src={actor.avatar.url}
            srcSet={actor.avatar.srcSet}
            sizes="160px"
            width={actor.avatar.width}
            height={actor.avatar.height}
            decoding="async"
            alt={actor.name}
          />
        )}
        <div>
          <h1>{actor.name}</h1>
          <p className={actor.isOnline ? 'profile-online' : 'profile-offline'}>
            {actor.isOnline ? t('actorProfile.online') : t('actorProfile.offline')}
          </p>
        </div>
        <FavouriteHeart
          target={{ targetType: 'actor', targetId: actor.id }}
          name={actor.name}
          variant="header"
          known={actor.modelGuestRelation.isFavorite}
        />
      </header>
      <nav className="profile-sections" aria-label={t('actorProfile.sections')}>
        <NavLink to={section('actorProfile')} end>
          {t('actorProfile.overview')}
        </NavLink>
        <NavLink to={section('actorAboutMe')} end>
          {t('actorProfile.aboutMe')}
        </NavLink>
        {/* Not `end`: her classic videos and videos by tag group are in the Videos section. */}
        <NavLink to={section('actorVideos')}>{t('actorProfile.videos')}</NavLink>
        <NavLink to={section('actorLiveShow')} end>
          {t('actorProfile.liveShow')}
        </NavLink>
        <NavLink to={section('actorFeed')} end>
          {t('feed.title')}
        </NavLink>
        <NavLink to={section('actorTopCams')} end>
          {t('cams.top.label')}
        </NavLink>
        {/* Every performer keeps a gift calendar (a reward a day, seed 001 §7 actorGiftCalendar). */}
        <NavLink to={section('actorGiftCalendar')}>{t('routes.actorGiftCalendar')}</NavLink>
      </nav>
      {props.children(bundle)}
    </div>
  );
}
