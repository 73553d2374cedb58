import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ListMachine } from '../../machines/list/list.machine.ts';
import {
  selectCanLoadMore,
  selectDefaultDisplay,
  selectGridType,
  selectItems,
  selectListStatus,
} from '../../machines/list/list.selectors.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { ALBUM_LISTS, type AlbumQuery, type AlbumTile } from '../../machines/videos/albums.ts';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { columnsFor } from '../tileGrid/breakpoints.ts';
import { useGridMode } from '../tileGrid/useGridMode.ts';
import { useViewportWidth } from '../tileGrid/useViewportWidth.ts';
import { VideoControlsForm, videoChoiceOf } from '../videos/VideoControlsForm.tsx';
import { SkeletonTileGrid } from './ProfileSkeleton.tsx';

type AlbumListSnapshot = SnapshotFrom<ListMachine<AlbumTile, AlbumQuery>>;

/** What her albums' list (the videos domain's) says of the grid to come, before their part. */
interface AlbumsShape {
  /** Her albums the grid will show; null while the list has not answered (or does not run). */
  count: number | null;
  canLoadMore: boolean;
  gridType: string;
  listDisplay: 'grid' | 'list';
}

/** Before the list runs: one row of the grid's mode (no grid type, so no stored choice yet). */
const NO_ALBUMS_YET: AlbumsShape = {
  count: null,
  canLoadMore: false,
  gridType: '',
  listDisplay: 'grid',
};

const sameShape = (a: AlbumsShape, b: AlbumsShape) =>
  a.count === b.count &&
  a.canLoadMore === b.canLoadMore &&
  a.gridType === b.gridType &&
  a.listDisplay === b.listDisplay;

function albumsShapeOf(snapshot: AlbumListSnapshot | undefined): AlbumsShape {
  if (snapshot === undefined) return NO_ALBUMS_YET;
  const status = selectListStatus(snapshot);
  const answered = status === 'loaded' || status === 'empty';
  return {
    count: answered ? selectItems(snapshot).length : null,
    canLoadMore: answered && selectCanLoadMore(snapshot),
    gridType: selectGridType(snapshot),
    listDisplay: selectDefaultDisplay(snapshot),
  };
}

const selectSearch = (snapshot: Parameters<typeof selectRoute>[0]) => selectRoute(snapshot).search;

/**
 * Her albums' room until their part comes (views/videos/Albums.tsx): her albums' section as it
 * will be, its title, the filter's form (inert) and the grid of as many skeleton tiles as the
 * videos domain's list of her albums has (one row while it has not answered; none, with the
 * empty line, if she has none), with the "load more" line when it has more.
 */
export function AlbumsRoom({ title }: { title: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  // The videos domain spawns her albums' list as it starts: this renders again then.
  const videosRun = useOptionalSystemSelector('videos', () => true, false);
  const actor = videosRun ? engine.get(ALBUM_LISTS.main) : undefined;
  const shape = useSelector(
    actor,
    (snapshot: unknown) => albumsShapeOf(snapshot as AlbumListSnapshot | undefined),
    sameShape,
  );
  const [display] = useGridMode(shape.gridType, shape.listDisplay);
  const columns = columnsFor(useViewportWidth(1280), display);
  const search = useSystemSelector('shell', selectSearch);
  const choice = useMemo(() => videoChoiceOf(new URLSearchParams(search)), [search]);
  const none = () => {};
  return (
    <>
      <h2 aria-hidden="true">{title}</h2>
      <div className="tile-skeleton-controls" aria-hidden="true" inert>
        <VideoControlsForm
          {...choice}
          typed=""
          suggestions={[]}
          onSort={none}
          onToggleType={none}
          onType={none}
          onAddTag={none}
          onRemoveTag={none}
        />
      </div>
      <SkeletonTileGrid
        kind="album"
        count={shape.count ?? columns}
        columns={columns}
        display={display}
        emptyText={t('actorProfile.albumsEmpty')}
        {...(shape.canLoadMore ? { loadMoreText: t('tileGrid.loadMore') } : {})}
      />
    </>
  );
}
