import { DomainGate } from '../pages/DomainGate.tsx';
import { AlbumStrip } from './AlbumStrip.tsx';
import { VideostationBlock } from './HomeBlocks.tsx';

/** The start page's Videostation block: the homepage jumbotron, then the newest photo albums. */
export function VideostationWithAlbums() {
  return (
    <>
      <VideostationBlock />
      <DomainGate domain="videos">
        <AlbumStrip />
      </DomainGate>
    </>
  );
}
