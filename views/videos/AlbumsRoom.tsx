import { useMemo } from 'react';
import {
  sameListShape,
  selectListShape,
  type ListShape,
} from '../../machines/list/list.selectors.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { ALBUM_LISTS } from '../../machines/videos/albums.ts';
import { useTranslation } from '../../src/i18n/react.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';
import { SkeletonTileGrid } from '../actorProfile/ProfileSkeleton.tsx';
import { columnsFor } from '../tileGrid/breakpoints.ts';
import { useGridMode } from '../tileGrid/useGridMode.ts';
import { useViewportWidth } from '../tileGrid/useViewportWidth.ts';
import { AlbumTileSkeleton } from './TileSkeletons.tsx';
import { VideoControlsForm, videoChoiceOf } from './VideoControlsForm.tsx';

/** Before her albums' list runs: one row of the grid's mode (no grid type, so no stored choice). */
const NO_ALBUMS_YET: ListShape = { count: null, canLoadMore: false, gridType: '', display: 'grid' };

const selectSearch = (snapshot: Parameters<typeof selectRoute>[0]) => selectRoute(snapshot).search;

/**
 * Her albums' room until their part comes (views/videos/Albums.tsx): her albums' section as it
 * will be, its title, the filter's form (inert) and the grid of as many skeleton tiles as her
 * albums' list has (`selectListShape`: one row while it has not answered; none, with the empty
 * line, if she has none), with the "load more" line when it has more.
 */
export function AlbumsRoom({ title }: { title: string }) {
  const { t } = useTranslation();
  // The videos domain spawns her albums' list as it starts: this renders again then.
  const shape = useOptionalSystemSelector(
    ALBUM_LISTS.main,
    selectListShape,
    NO_ALBUMS_YET,
    sameListShape,
  );
  const [display] = useGridMode(shape.gridType, shape.display);
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
        tile={AlbumTileSkeleton}
        count={shape.count ?? columns}
        columns={columns}
        display={display}
        emptyText={t('actorProfile.albumsEmpty')}
        {...(shape.canLoadMore ? { loadMoreText: t('tileGrid.loadMore') } : {})}
      />
    </>
  );
}
