import { useTranslation } from '../../src/i18n/react.ts';
import { LIBRARY_COLLECTIONS, LIBRARY_LIST } from '../../machines/library/library.machine.ts';
import { selectItems } from '../../machines/list/list.selectors.ts';
import {
  collectionPage,
  itemPage,
  offeredChanges,
  offersAlbumRemoval,
  removableAlbumId,
} from '../../machines/library/library.rules.ts';
import {
  selectLibraryFailure,
  selectLibraryStatus,
  selectPendingIds,
} from '../../machines/library/library.selectors.ts';
import {
  LIBRARY_SECTIONS,
  type LibraryCollection,
  type LibraryItem,
  type LibraryMediaType,
  type LibraryQuery,
  type LibrarySection,
} from '../../machines/library/library.types.ts';
import type { Language } from '../../machines/shared/languages.ts';
import { selectLanguage, selectRoute } from '../../machines/shell/shell.selectors.ts';
import { sectionOfQuery } from '../../machines/library/library.route.ts';
import { selectGateOpening } from '../../machines/gating/gating.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { AlbumSelect, PhotoRemoval } from '../contests/MediathekPhotosPage.tsx';
import { DomainGate } from '../pages/DomainGate.tsx';
import { Link } from 'react-router';
import { TileGrid, type TileContext } from '../tileGrid/TileGrid.tsx';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import './library.css';

const ROW = { grid: 290, list: 140 } as const;

const REASONS = ['network', 'timeout', 'unauthorized', 'bad_user_input'] as const;
const isKnownReason = (code: string): code is (typeof REASONS)[number] =>
  (REASONS as readonly string[]).includes(code);

function hrefOf(page: ReturnType<typeof itemPage>, language: Language): string {
  switch (page.route) {
    case 'actorVideoDetails':
      return buildPath(page.route, language, page.params);
    case 'actorPhotoAlbum':
      return buildPath(page.route, language, page.params);
    case 'actorFeed':
      return buildPath(page.route, language, page.params);
  }
}

/**
 * `?section=` of the shell's route (the one the domain was told of, library.route.ts); the shop
 * when it names none or an unknown one.
 */
const selectSection = (snapshot: Parameters<typeof selectRoute>[0]): LibrarySection =>
  sectionOfQuery(Object.fromEntries(new URLSearchParams(selectRoute(snapshot).search)));

/** The mediathek's kinds: videos and photos (this page), audio and feed purchases (their own). */
function KindLinks({ mediaType }: { mediaType: LibraryMediaType }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const links = [
    ['myMediathek', t('library.kind.VIDEO'), mediaType === 'VIDEO'],
    ['myMediathekPhotos', t('library.kind.PHOTO'), mediaType === 'PHOTO'],
    ['myMediathekAudio', t('library.kind.audio'), false],
  ] as const;
  return (
    <nav className="library-kinds" aria-label={t('library.kinds')}>
      {links.map(([route, label, current]) => (
        <Link
          key={route}
          to={buildPath(route, language)}
          aria-current={current ? 'page' : undefined}
          className="library-kind"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

function SectionTabs({ section }: { section: LibrarySection }) {
  const { t } = useTranslation();
  return (
    <nav className="library-sections" aria-label={t('library.sections')}>
      {LIBRARY_SECTIONS.map((each) => (
        <Link
          key={each}
          to={`?section=${each}`}
          replace
          aria-current={each === section ? 'page' : undefined}
          className="library-section"
        >
          {t(`library.section.${each}`)}
        </Link>
      ))}
    </nav>
  );
}

function LibraryTile({
  item,
  tile,
  section,
}: {
  item: LibraryItem;
  tile: TileContext;
  section: LibrarySection;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const pending = useSystemSelector('library', (snapshot) =>
    selectPendingIds(snapshot).includes(item.id),
  );
  const href = hrefOf(itemPage(item), language);
  const albumId = removableAlbumId(item, section);
  const acquired = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
    new Date(item.acquiredAt),
  );
  const minutes =
    item.duration === null
      ? null
      : `${Math.floor(item.duration / 60)}:${String(item.duration % 60).padStart(2, '0')}`;
  return (
    <article className="library-tile" aria-busy={pending}>
      <Link to={href} state={tile.linkState} onClick={tile.onOpen} className="library-tile-link">
        <img
          src={item.previewUrl}
          alt=""
          width={320}
          height={item.mediaType === 'VIDEO' ? 180 : 240}
          loading={tile.index < 8 ? 'eager' : 'lazy'}
          decoding="async"
        />
        {minutes ? <span className="library-tile-duration">{minutes}</span> : null}
        <span className="library-tile-title">{item.title}</span>
      </Link>
      <p className="library-tile-meta">
        <span>{t('library.by', { actorName: item.actorName })}</span>
        {item.pictureCount !== null ? (
          <span>{t('library.pictures', { count: item.pictureCount })}</span>
        ) : null}
        <span>{t('library.acquired', { date: acquired })}</span>
        {item.pinned && !item.archived ? (
          <span className="library-tile-pinned">{t('library.pinned')}</span>
        ) : null}
      </p>
      <div className="library-tile-actions">
        {pending ? (
          <span role="status">{t('library.busy')}</span>
        ) : (
          offeredChanges(item).map((kind) => (
            <button
              key={kind}
              type="button"
              className="button button-small"
              aria-label={t(`library.actionLabel.${kind}`, { title: item.title })}
              onClick={() =>
                engine.send('library', { type: 'ui.change', change: { id: item.id, kind } })
              }
            >
              {t(`library.action.${kind}`)}
            </button>
          ))
        )}
        {albumId !== null ? (
          <AlbumSelect albumId={albumId} title={item.title} actorName={item.actorName} />
        ) : null}
      </div>
    </article>
  );
}

/** One collection: what the guest keeps of one actor; it leads to the actor's videos. */
function CollectionTile({
  collection,
  tile,
}: {
  collection: LibraryCollection;
  tile: TileContext;
}) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const page = collectionPage(collection);
  return (
    <article className="library-tile">
      <Link
        to={buildPath(page.route, language, page.params)}
        state={tile.linkState}
        onClick={tile.onOpen}
        className="library-tile-link"
        aria-label={t('library.collection.label', { actorName: collection.actorName })}
      >
        <img
          src={collection.previewUrl}
          alt=""
          width={320}
          height={180}
          loading={tile.index < 8 ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className="library-tile-title">{collection.actorName}</span>
      </Link>
      <p className="library-tile-meta">
        <span>{t('library.collection.videos', { count: collection.videoCount })}</span>
        <span>{t('library.collection.photos', { count: collection.photoCount })}</span>
      </p>
    </article>
  );
}

function FailureLine() {
  const { t } = useTranslation();
  const engine = useEngine();
  const failure = useSystemSelector('library', selectLibraryFailure);
  const { actor } = useList<LibraryItem, LibraryQuery>(LIBRARY_LIST);
  const title = useListSelector(
    actor,
    (snapshot) => selectItems(snapshot).find((item) => item.id === failure?.change.id)?.title ?? '',
  );
  if (!failure) return null;
  const reason = isKnownReason(failure.code)
    ? t(`library.reasons.${failure.code}`)
    : t('library.reasons.other', { code: failure.code });
  return (
    <div role="alert" className="library-failure">
      <p>{t('library.failed', { title, reason })}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => engine.send('library', { type: 'ui.retryChange' })}
      >
        {t('library.retry')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => engine.send('library', { type: 'ui.dismissFailure' })}
      >
        {t('library.dismiss')}
      </button>
    </div>
  );
}

const selectWayIn = selectGateOpening('account');

/** A visitor's way in: what the gate opens for the guest's own pages (login or signup). */
function VisitorButton() {
  const { t } = useTranslation();
  const engine = useEngine();
  const wayIn = useSystemSelector('gating', selectWayIn);
  if (wayIn === null) return null;
  const pass = () => engine.send('gating', { type: 'ui.passRequested', action: 'account' });
  return (
    <button type="button" className="button button-primary" onClick={pass}>
      {t('library.login')}
    </button>
  );
}

/**
 * The mediathek of one media type: its sections, one at a time. The photos' shop section removes
 * bought albums (the removal's bar above the tiles, a tick on each album).
 */
function Library({ mediaType }: { mediaType: LibraryMediaType }) {
  const { t } = useTranslation();
  const section = useSystemSelector('shell', selectSection);
  const status = useSystemSelector('library', selectLibraryStatus);
  const title = t(mediaType === 'VIDEO' ? 'library.videosTitle' : 'library.photosTitle');
  if (status === 'visitor')
    return (
      <div className="container page library-page">
        <section className="library-visitor" aria-labelledby="library-visitor-title">
          <h1 id="library-visitor-title">{t('library.visitorTitle')}</h1>
          <p>{t('library.visitorText')}</p>
          <VisitorButton />
        </section>
      </div>
    );
  return (
    <div className="container page library-page">
      <h1>{title}</h1>
      <KindLinks mediaType={mediaType} />
      <SectionTabs section={section} />
      <p className="library-intro">{t(`library.intro.${section}`)}</p>
      <FailureLine />
      {status === 'ready' && offersAlbumRemoval(mediaType, section) ? <PhotoRemoval /> : null}
      {status === 'ready' && section === 'collections' ? (
        <TileGrid<LibraryCollection>
          list={LIBRARY_COLLECTIONS}
          label={t('library.section.collections')}
          rowHeight={ROW}
          emptyText={t('library.empty.collections')}
          renderTile={(collection, tile) => <CollectionTile collection={collection} tile={tile} />}
        />
      ) : status === 'ready' ? (
        <TileGrid<LibraryItem>
          list={LIBRARY_LIST}
          label={title}
          rowHeight={ROW}
          emptyText={t(`library.empty.${section}`)}
          renderTile={(item, tile) => <LibraryTile item={item} tile={tile} section={section} />}
        />
      ) : (
        <div className="page-loading" aria-busy="true" />
      )}
    </div>
  );
}

/** `/en/myvisitx/mediathek/`: the guest's videos by section (issue #20 part 4). */
export function MyVideosPage() {
  return (
    <DomainGate domain="library">
      <Library mediaType="VIDEO" />
    </DomainGate>
  );
}

/**
 * `/en/myvisitx/mediathek/photos/`: the guest's photos by section (shop, pinned, archive, feed,
 * messenger, chat clips, collections; seed 001 §2) on the library's list; in the shop section she
 * ticks bought albums and removes them (the `remove-photos` box).
 */
export function MyPhotosPage() {
  return (
    <DomainGate domain="library">
      <Library mediaType="PHOTO" />
    </DomainGate>
  );
}
