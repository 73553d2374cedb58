import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectBuyError,
  selectBuyGateReason,
  selectBuying,
  selectCanUseVoucher,
  selectContentView,
  selectPriceOffer,
  selectVouchersLeft,
  selectVip30,
  selectVip30Included,
  selectCanJoinVip30,
  selectPreviewFrame,
  selectPreviewState,
  selectWatchesWhole,
} from '../../machines/content/content.selectors.ts';
import type { ContentItem, ContentPicture } from '../../machines/content/content.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { ContentAvsGate } from './ContentAvsGate.tsx';
import { VideoRatingButtons } from './VideoRatingButtons.tsx';
import { AlbumComments, AlbumRatingButtons } from './AlbumSocial.tsx';
import { PreviewScrubber } from './PreviewScrubber.tsx';
import { FavouriteHeart } from '../favourites/FavouriteHeart.tsx';
import { useDomainWanted } from '../pages/DomainGate.tsx';
import {
  Breadcrumb,
  PictureRatingButtons,
  PictureRatingNotes,
  useAlbumViews,
} from './GalleryParts.tsx';
import { PictureViewer } from './PictureViewer.tsx';
import { ShareByEmail } from './ShareByEmail.tsx';
import './content.css';

/** The whole video's player brings hls.js: loaded only for a guest who may watch it whole. */
const WholeVideo = lazy(() =>
  import('./WholeVideo.tsx').then((module) => ({ default: module.WholeVideo })),
);

/** `/en/amateur/{actorName}/videos/{videoId}/`: a video's details, preview and purchase. */
export function VideoDetailsPage() {
  return <ContentPage />;
}

/** `/en/amateur/{actorName}/pictures/{albumId}/`: a photo album, its previews and purchase. */
export function PhotoAlbumPage() {
  return <ContentPage />;
}

/**
 * The root tells the content domain which item the route names (machines/app/routeEvents.ts), and
 * the gallery domain (started here: the pictures' ratings, the album's views, the share, the
 * breadcrumb; decision 0037) as a block of the page.
 */
function ContentPage() {
  const { t } = useTranslation();
  const engine = useEngine();
  useDomainWanted('gallery');
  const view = useSystemSelector('content', selectContentView);
  if (view.status === 'loading')
    return <div className="container page page-loading" aria-busy="true" />;
  if (view.status === 'failed')
    return (
      <div className="container page content-page">
        <div role="alert" className="content-card">
          <p className="form-error">{t('guest.content.failed')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('content', { type: 'content.retry' })}
          >
            {t('guest.content.retry')}
          </button>
        </div>
      </div>
    );
  const { item } = view;
  return (
    <div className="container page content-page">
      <Breadcrumb />
      <article className="content-layout" aria-labelledby="content-title">
        <div className="content-media">
          {item.kind === 'video' ? <VideoPreview item={item} /> : <AlbumPictures item={item} />}
        </div>
        <div className="content-card content-info">
          <p className="content-kind">{t(`guest.content.${item.kind}`)}</p>
          <div className="content-title-row">
            <h1 id="content-title">{item.title}</h1>
            {item.kind === 'album' && (
              <FavouriteHeart
                target={{ targetType: 'album', targetId: item.id }}
                name={item.title}
              />
            )}
          </div>
          <p className="content-actor">
            {t('guest.content.byActor', { actorName: item.actorName })}
          </p>
          <p className="content-facts">
            {item.duration !== null
              ? t('guest.content.duration', {
                  minutes: Math.floor(item.duration / 60),
                  seconds: String(item.duration % 60).padStart(2, '0'),
                })
              : t('guest.content.pictures', { count: item.pictureCount })}
          </p>
          <p className="content-description">{item.description}</p>
          {item.kind === 'video' && <VideoRatingButtons />}
          {item.album && <AlbumRating views={item.album.views} />}
          <BuyAction item={item} />
          {item.kind === 'video' && <ShareByEmail />}
        </div>
      </article>
      {item.kind === 'album' && <AlbumComments />}
    </div>
  );
}

/** The album's like and dislike with its views, this guest's recorded view counted. */
function AlbumRating({ views }: { views: number }) {
  return <AlbumRatingButtons views={useAlbumViews(views)} />;
}

/**
 * Buying goes through the gating decision: login or signup, age check, top-up, or the purchase.
 * The label names the reason the content machine holds (the gate's standing answer); the press
 * is a bare intent, and the machine decides and opens what comes first. A video's other options
 * (the daily-bonus price, a video voucher, the VIP30 offer) are the machine's too, and so is
 * what a VIP30 subscriber's VIP30 offer leaves of them: nothing for sale, only watching it.
 */
function BuyAction({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const vouchers = useSystemSelector('content', selectVouchersLeft);
  const included = useSystemSelector('content', selectVip30Included);
  const left = vouchers !== null && (
    <p className="content-vouchers">{t('guest.content.vouchersLeft', { count: vouchers })}</p>
  );
  if (item.bought)
    return (
      <div className="content-buy">
        <p className="content-bought" role="status">
          {item.price.value === 0 ? t('guest.content.free') : t('guest.content.bought')}
        </p>
        {left}
      </div>
    );
  if (included)
    return (
      <div className="content-buy">
        <Vip30Included />
        {left}
      </div>
    );
  return <BuyOptions vouchersLeft={left} />;
}

/** The price (or today's daily-bonus price), the VIP30 offer and a video voucher, each a press. */
function BuyOptions({ vouchersLeft }: { vouchersLeft: ReactNode }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const reason = useSystemSelector('content', selectBuyGateReason);
  const buying = useSystemSelector('content', selectBuying);
  const error = useSystemSelector('content', selectBuyError);
  const offer = useSystemSelector('content', selectPriceOffer);
  const canUseVoucher = useSystemSelector('content', selectCanUseVoucher);
  const price = formatMoney(offer.pay);
  const label =
    reason === 'needLogin'
      ? t('guest.content.loginToBuy')
      : reason === 'needAgeCheck'
        ? t('guest.content.verifyToBuy')
        : reason === 'needPurchase'
          ? t('guest.content.topUpToBuy', { price })
          : t('guest.content.buy', { price });
  return (
    <div className="content-buy">
      {offer.regular && (
        <p className="content-daily-price">
          <span className="content-daily-badge">{t('guest.content.dailyPrice')}</span>{' '}
          <s aria-label={t('guest.content.regularPrice', { price: formatMoney(offer.regular) })}>
            {formatMoney(offer.regular)}
          </s>{' '}
          <strong>{price}</strong>
        </p>
      )}
      <Vip30Offer />
      <button
        type="button"
        className="button button-primary"
        disabled={buying}
        aria-busy={buying}
        onClick={() => engine.send('content', { type: 'ui.buy' })}
      >
        {buying ? t('guest.content.buying') : label}
      </button>
      {canUseVoucher && (
        <button
          type="button"
          className="button content-voucher"
          disabled={buying}
          onClick={() => engine.send('content', { type: 'ui.buyWithVoucher' })}
        >
          {t('guest.content.useVoucher')}
        </button>
      )}
      {vouchersLeft}
      {error !== null && (
        <p role="alert" className="form-error">
          {t('guest.statusBar.error')}
        </p>
      )}
    </div>
  );
}

/**
 * A VIP30 subscriber's VIP30 offer: included, and watched whole; while it does not play yet, a
 * press on Watch loads it to be played (the machine's `ui.joinVip30`).
 */
function Vip30Included() {
  const { t } = useTranslation();
  const engine = useEngine();
  const canWatch = useSystemSelector('content', selectCanJoinVip30);
  return (
    <>
      <p className="content-vip30" role="status">
        {t('guest.content.vip30Included')}
      </p>
      {canWatch && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('content', { type: 'ui.joinVip30' })}
        >
          {t('guest.content.vip30Watch')}
        </button>
      )}
    </>
  );
}

/**
 * A VIP30 offer to a guest who is no VIP30 subscriber: the VIP subscription, which the gate opens
 * (after a login or the age check if needed). Shown once the gate has answered.
 */
function Vip30Offer() {
  const { t } = useTranslation();
  const engine = useEngine();
  const vip = useSystemSelector('content', selectVip30);
  if (vip === null) return null;
  return (
    <button
      type="button"
      className="button content-vip30-offer"
      onClick={() => engine.send('content', { type: 'ui.joinVip30' })}
    >
      {t('guest.content.vip30Offer')}
    </button>
  );
}

/**
 * The preview: its frames one after the other, only once the age check allows them, and the clip
 * in the `video-with-player` box, whose button buys like the page's. The guest scrubs over the
 * video's thumbnails under the picture (or under the whole video, which then plays from the
 * moment chosen).
 */
function VideoPreview({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const state = useSystemSelector('content', selectPreviewState);
  const frame = useSystemSelector('content', selectPreviewFrame);
  const whole = useSystemSelector('content', selectWatchesWhole);
  const duration = item.duration ?? 0;
  if (whole)
    return (
      <PreviewScrubber videoId={item.id} duration={duration}>
        <Suspense fallback={<div className="content-whole-video" aria-busy="true" />}>
          <WholeVideo item={item} />
        </Suspense>
      </PreviewScrubber>
    );
  const media = (
    <figure className="content-preview">
      <PreviewScrubber videoId={item.id} duration={duration}>
        {frame && (
          <Picture
            picture={frame}
            alt={t('guest.content.previewFrame', {
              number: frame.id,
              count: item.previews.length,
            })}
          />
        )}
      </PreviewScrubber>
      <figcaption className="content-preview-bar">
        {state === 'playing' ? (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => engine.send('content', { type: 'content.previewStop' })}
          >
            {t('guest.content.stopPreview')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('content', { type: 'content.previewPlay' })}
          >
            {t('guest.content.playPreview')}
          </button>
        )}
        {item.preview && (
          <button
            type="button"
            className="button button-ghost content-watch"
            onClick={() => engine.send('content', { type: 'content.watchPreview' })}
          >
            <span aria-hidden="true">▶ </span>
            {t('incentives.modal.video-with-player.title')}
          </button>
        )}
        {state === 'ended' && <span role="status">{t('guest.content.previewEnded')}</span>}
      </figcaption>
    </figure>
  );
  return item.avsRequired ? <ContentAvsGate>{media}</ContentAvsGate> : media;
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

/**
 * One picture (with its heart, if it has one); a picture marked `avsRequired` on its own is
 * gated too, its heart with it.
 */
function Picture({
  picture,
  alt,
  heart,
  open,
}: {
  picture: ContentPicture;
  alt: string;
  heart?: ReactNode;
  /** A press opens it in the picture viewer. */
  open?: { label: string; press: () => void };
}) {
  const img = (
    <img src={picture.url} alt={alt} width={640} height={360} loading="lazy" decoding="async" />
  );
  const image = (
    <>
      {open ? (
        <button
          type="button"
          className="content-picture-open"
          aria-label={open.label}
          onClick={open.press}
        >
          {img}
        </button>
      ) : (
        img
      )}
      {heart}
    </>
  );
  return picture.avsRequired ? <ContentAvsGate>{image}</ContentAvsGate> : image;
}
