import type { ReactNode } from 'react';
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
} from '../../machines/content/content.selectors.ts';
import type { ContentItem, ContentPicture } from '../../machines/content/content.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { ContentAvsGate } from './ContentAvsGate.tsx';
import { ActorMediaGate } from '../actorProfile/ActorMediaGate.tsx';
import { useDomainWanted } from '../pages/DomainGate.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import './content.css';

/**
 * What a video's page and an album's page show of their own kind (VideoPage.tsx, AlbumPage.tsx):
 * each page is its own chunk, so a video's page loads none of an album's views and the other way
 * round (issue 50 §5, what a content route adds).
 */
export interface KindParts {
  /** The item's media: a video's preview (or the whole video), an album's pictures. */
  media(item: ContentItem): ReactNode;
  /** Beside the title (an album's heart). */
  title?(item: ContentItem): ReactNode;
  /** Under the description: the item's rating. */
  rating(item: ContentItem): ReactNode;
  /** Under the buying options (a video's share by e-mail). */
  afterBuy?: ReactNode;
  /** Under the page's card (an album's comments). */
  below?: ReactNode;
}

/**
 * A content route's screen: her media only once the actor profile found her available to this
 * guest (seed 001 §5), then the page with its kind's parts.
 */
export function ContentScreen({ params, parts }: PageProps & { parts: KindParts }) {
  return (
    <ActorMediaGate actorName={params.actorName ?? ''}>
      <ContentPage parts={parts} />
    </ActorMediaGate>
  );
}

/**
 * `/en/amateur/{actorName}/videos/{videoId}/` and `/pictures/{albumId}/`: the item's details and
 * purchase, with its kind's parts. The root tells the content domain which item the route names
 * (machines/app/routeEvents.ts), and the gallery domain (started here: the pictures' ratings, the
 * album's views, the share, the breadcrumb; decision 0037) as a block of the page.
 */
export function ContentPage({ parts }: { parts: KindParts }) {
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
        <div className="content-media">{parts.media(item)}</div>
        <div className="content-card content-info">
          <p className="content-kind">{t(`guest.content.${item.kind}`)}</p>
          <div className="content-title-row">
            <h1 id="content-title">{item.title}</h1>
            {parts.title?.(item)}
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
          {parts.rating(item)}
          <BuyAction item={item} />
          {parts.afterBuy}
        </div>
      </article>
      {parts.below}
    </div>
  );
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
 * One picture (with its heart, if it has one); a picture marked `avsRequired` on its own is
 * gated too, its heart with it.
 */
export function Picture({
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
