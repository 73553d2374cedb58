import { useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectLoggedIn,
  selectNoteSaved,
  selectNoteSaving,
  selectRatingSaving,
  visibleChatRating,
} from '../../machines/actorProfile/actorProfile.selectors.ts';
import type {
  ActorProfile,
  ActorProfileBundle,
} from '../../machines/actorProfile/actorProfile.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { FavouriteHeart } from '../favourites/FavouriteHeart.tsx';
import { ChatButtons } from './ChatButtons.tsx';
import { HeatMap } from './HeatMap.tsx';
import { ProfileFrame } from './ProfileFrame.tsx';
import { RecommendationsOnDemand } from './RecommendationsOnDemand.tsx';
import { useNearViewport } from '../hooks/useNearViewport.ts';
import { useOnDemand } from '../hooks/useOnDemand.ts';
import { ProfileExtras } from './ProfileExtras.tsx';
import { AlbumsRoom } from '../videos/AlbumsRoom.tsx';

/**
 * `/en/amateur/{actorName}/`: header, chat buttons, facts, sedcards, her photo albums, the
 * guest's note, the recommended actors, SEO text.
 */
export function ActorOverviewPage({ params }: PageProps) {
  return (
    <ProfileFrame actorName={params.actorName ?? ''}>
      {(bundle) => (
        <div className="profile-layout">
          <ChatButtons actor={bundle.actor} />
          <ProfileFacts actor={bundle.actor} />
          <SedcardsSection bundle={bundle} />
          <ProfileExtras name={bundle.actor.name} />
          <AlbumsNearView name={bundle.actor.name} />
          <NoteSection bundle={bundle} />
          <RecommendationsOnDemand place="grid" nearView />
          <section className="profile-seo" aria-labelledby="profile-seo-title">
            <h2 id="profile-seo-title">{bundle.seo.title}</h2>
            <p>{bundle.seo.text}</p>
          </section>
        </div>
      )}
    </ProfileFrame>
  );
}

/** Her albums' section with its code (the tile grid of albums, the video filter's controls). */
const loadAlbums = () => import('../videos/Albums.tsx').then((module) => module.ActorAlbums);

/**
 * Her albums are below the first screen: their code loads when they come near view, as the start
 * page's blocks do (issue 50 §5, the profile's first load). Until then a region of the same name
 * keeps their room: their section as it will be, with skeleton tiles for her albums
 * (`AlbumsRoom`), so nothing below moves as they come.
 */
function AlbumsNearView({ name }: { name: string }) {
  const { t } = useTranslation();
  const room = useRef<HTMLElement>(null);
  const near = useNearViewport(room);
  const ActorAlbums = useOnDemand(loadAlbums, near);
  if (ActorAlbums) return <ActorAlbums name={name} />;
  const title = t('actorProfile.albumsTitle', { name });
  return (
    <section
      ref={room}
      className="profile-card profile-albums videos-page"
      aria-label={title}
      aria-busy="true"
    >
      <AlbumsRoom title={title} />
    </section>
  );
}

/** `/en/amateur/{actorName}/about-me/`: profile, heat map, chat ratings (only from 10 on). */
export function ActorAboutMePage({ params }: PageProps) {
  const { t } = useTranslation();
  return (
    <ProfileFrame actorName={params.actorName ?? ''}>
      {({ actor }) => {
        const rating = visibleChatRating(actor);
        return (
          <div className="profile-layout">
            <ProfileFacts actor={actor} />
            <HeatMap actor={actor} />
            <section className="profile-card" aria-labelledby="profile-rating-title">
              <h2 id="profile-rating-title">{t('actorProfile.chatRating')}</h2>
              <p>
                {rating
                  ? t('actorProfile.satisfaction', {
                      rate: Math.round(rating.rate),
                      count: rating.count,
                    })
                  : t('actorProfile.fewRatings')}
              </p>
            </section>
            {actor.profile.description && <p>{actor.profile.description}</p>}
          </div>
        );
      }}
    </ProfileFrame>
  );
}

function ProfileFacts({ actor }: { actor: ActorProfile }) {
  const { t, i18n } = useTranslation();
  const { profile } = actor;
  return (
    <section className="profile-card" aria-labelledby="profile-facts-title">
      <h2 id="profile-facts-title">{t('actorProfile.aboutMe')}</h2>
      <dl className="profile-facts">
        <dt>{t('actorProfile.age')}</dt>
        <dd>{profile.age}</dd>
        <dt>{t('actorProfile.languages')}</dt>
        <dd>{profile.languages.join(', ')}</dd>
        <dt>{t('actorProfile.country')}</dt>
        <dd>{profile.country}</dd>
        <dt>{t('actorProfile.threeWords')}</dt>
        <dd>{profile.threeWords.join(', ')}</dd>
        <dt>{t('actorProfile.memberSince')}</dt>
        <dd>{new Date(actor.registeredSince).toLocaleDateString(i18n.language)}</dd>
      </dl>
    </section>
  );
}

/** Her sedcards with the guest's like or dislike (`setSedcardsGuestRating`, login first). */
function SedcardsSection({ bundle }: { bundle: ActorProfileBundle }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const saving = useSystemSelector('actorProfile', selectRatingSaving);
  const { sedcards } = bundle;
  if (sedcards.pictures.length === 0) return null;
  const rate = (guestRating: 1 | 5) =>
    engine.send('actorProfile', { type: 'actorProfile.rateSedcards', guestRating });
  return (
    <section className="profile-card" aria-labelledby="profile-sedcards-title">
      <div className="profile-card-title-row">
        <h2 id="profile-sedcards-title">{t('actorProfile.sedcards')}</h2>
        {/* Her sedcard album: its id is hers (docs/realtime-extensions.md). */}
        <FavouriteHeart
          target={{ targetType: 'sedcards', targetId: bundle.actor.id }}
          name={t('favourites.heart.sedcardsName', { name: bundle.actor.name })}
        />
      </div>
      <ul className="profile-sedcards">
        {sedcards.pictures.map((picture, index) => (
          <li key={picture.id}>
            <img
              src={picture.url}
              srcSet={picture.srcSet}
              sizes="(max-width: 767px) 45vw, 200px"
              width={picture.width}
              height={picture.height}
              loading="lazy"
              decoding="async"
              alt={t('actorProfile.sedcard', {
                n: index + 1,
                count: sedcards.pictures.length,
              })}
            />
          </li>
        ))}
      </ul>
      <p role="status">
        {t('actorProfile.ratings', { likes: sedcards.likes, dislikes: sedcards.dislikes })}
        {sedcards.guestRating !== null &&
          ` · ${t('actorProfile.yourRating', {
            rating: sedcards.guestRating === 5 ? t('actorProfile.like') : t('actorProfile.dislike'),
          })}`}
      </p>
      <p className="profile-rating-buttons">
        <button
          type="button"
          className="button"
          disabled={saving}
          aria-pressed={sedcards.guestRating === 5}
          onClick={() => rate(5)}
        >
          {t('actorProfile.like')}
        </button>
        <button
          type="button"
          className="button"
          disabled={saving}
          aria-pressed={sedcards.guestRating === 1}
          onClick={() => rate(1)}
        >
          {t('actorProfile.dislike')}
        </button>
      </p>
    </section>
  );
}

/** The logged-in guest's private note on her (`getActorNoteById`, `storeActorNote`). */
function NoteSection({ bundle }: { bundle: ActorProfileBundle }) {
  const loggedIn = useSystemSelector('actorProfile', selectLoggedIn);
  if (!loggedIn) return null;
  return <NoteForm key={bundle.actor.id} bundle={bundle} />;
}

function NoteForm({ bundle }: { bundle: ActorProfileBundle }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const saving = useSystemSelector('actorProfile', selectNoteSaving);
  const saved = useSystemSelector('actorProfile', selectNoteSaved);
  const failed = useSystemSelector('actorProfile', (s) => s.context.noteError !== null);
  const [comment, setComment] = useState(bundle.note ?? '');
  return (
    <form
      className="profile-card profile-note"
      onSubmit={(event) => {
        event.preventDefault();
        engine.send('actorProfile', { type: 'actorProfile.saveNote', comment });
      }}
    >
      <label htmlFor="profile-note">{t('actorProfile.note', { name: bundle.actor.name })}</label>
      <textarea
        id="profile-note"
        value={comment}
        maxLength={2000}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
        aria-describedby="profile-note-hint"
      />
      <p id="profile-note-hint" className="profile-hint">
        {t('actorProfile.noteHint')}
      </p>
      <button type="submit" className="button button-primary" disabled={saving}>
        {t('actorProfile.saveNote')}
      </button>
      {saved && <p role="status">{t('actorProfile.noteSaved')}</p>}
      {failed && (
        <p role="alert" className="form-error">
          {t('actorProfile.noteFailed')}
        </p>
      )}
    </form>
  );
}
