import { useTranslation } from '../../src/i18n/react.ts';
import type { ContentItem } from '../../machines/content/content.types.ts';
import { useEngine } from '../../src/engine/react.tsx';
import { FavouriteHeart } from '../favourites/FavouriteHeart.tsx';
import { AlbumComments, AlbumRatingButtons } from './AlbumSocial.tsx';
import { ContentAvsGate } from './ContentAvsGate.tsx';
import { ContentPage, ContentScreen, Picture, type KindParts } from './ContentPage.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { PictureRatingButtons, PictureRatingNotes, useAlbumViews } from './GalleryParts.tsx';
import { PictureViewer } from './PictureViewer.tsx';

/** An album's own parts of its page: its pictures, its heart, its rating with views, comments. */
const ALBUM_PARTS: KindParts = {
  media: (item) => <AlbumPictures item={item} />,
  title: (item) => (
    <FavouriteHeart target={{ targetType: 'album', targetId: item.id }} name={item.title} />
  ),
  rating: (item) => item.album && <AlbumRating views={item.album.views} />,
  below: <AlbumComments />,
};

/** `/en/amateur/{actorName}/pictures/{albumId}/`: a photo album, its previews and purchase. */
export function PhotoAlbumPage() {
  return <ContentPage parts={ALBUM_PARTS} />;
}

/** The route's screen (views/content/pages.ts): the album's page behind her availability. */
export function AlbumScreen({ params }: PageProps) {
  return <ContentScreen params={params} parts={ALBUM_PARTS} />;
}

/** The album's like and dislike with its views, this guest's recorded view counted. */
function AlbumRating({ views }: { views: number }) {
  return <AlbumRatingButtons views={useAlbumViews(views)} />;
}

/**
 * The album's preview pictures (and all of them once bought), gated like the item. Each picture
 * shown has its heart (a picture pin names its unique id; the guest knows it by its number, its
 * place in the album: the previews are its first pictures) and its like and dislike.
 */
function AlbumPictures({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const shown = item.pictures.length > 0 ? item.pictures : item.previews;
  const locked = item.pictureCount - shown.length;
  const viewed = shown.map(({ id, url }) => ({ id, url }));
  const grid = (
    <ul className="content-pictures" aria-label={t('guest.content.album')}>
      {shown.map((picture, index) => (
        <li key={picture.id} className="content-picture">
          <Picture
            picture={picture}
            alt={t('guest.content.picture', { number: index + 1, title: item.title })}
            open={{
              label: t('gallery.openPicture', { number: index + 1 }),
              press: () =>
                engine.send('gallery', { type: 'ui.pictureOpened', pictures: viewed, index }),
            }}
            heart={
              <span className="content-picture-heart">
                <FavouriteHeart
                  target={{ targetType: 'picture', targetId: picture.id }}
                  name={String(index + 1)}
                />
              </span>
            }
          />
          <PictureRatingButtons pictureId={picture.id} number={index + 1} />
        </li>
      ))}
      {locked > 0 && (
        <li className="content-locked">
          <span>{t('guest.content.lockedPictures', { count: locked })}</span>
        </li>
      )}
    </ul>
  );
  const rated = (
    <>
      {grid}
      <PictureRatingNotes />
      <PictureViewer title={item.title} />
    </>
  );
  return item.avsRequired ? <ContentAvsGate>{rated}</ContentAvsGate> : rated;
}
