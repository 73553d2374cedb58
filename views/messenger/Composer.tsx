import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectComposer,
  selectGiftShelf,
  selectToyControls,
} from '../../machines/messenger/messenger.selectors.ts';
import type { Channel } from '../../machines/messenger/messenger.types.ts';
import { freeShowOf, selectFreeShows } from '../../machines/presence/presence.selectors.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useFrameSelector } from './useFrameSelector.ts';
import { useMessengerSend } from './useMessenger.ts';
import { sameComposer } from './viewSelectors.ts';
import { OneClickTopUp } from '../oneClick/OneClickTopUp.tsx';

/** The longest text the platform takes in one message. */
const MAX_TEXT_LENGTH = 2000;

/** Text, gifts or a toy control, with the price shown before sending (seed 000 §5). */
export function Composer({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const send = useMessengerSend();
  const composer = useFrameSelector('messenger', selectComposer, sameComposer);
  // Her free show is the presence domain's (the channel's answer until a push names it): a message
  // sent while it runs goes out written in it (the frame's `isFreechat`).
  const freeShow = useOptionalSystemSelector(
    'presence',
    (snapshot) => freeShowOf(selectFreeShows(snapshot), channel.id, channel.freeChat),
    channel.freeChat,
  );
  const [text, setText] = useState('');
  const [picker, setPicker] = useState<'none' | 'gifts' | 'toys'>('none');

  if (channel.blocked || channel.archived)
    return (
      <p className="messenger-note messenger-composer">
        {channel.blocked ? t('messenger.blockedNotice') : t('messenger.archivedNotice')}
      </p>
    );

  const quote = composer.quote;
  const hasExtras = composer.gifts.length > 0 || composer.toyControlId !== null;
  const submit = () => {
    if (!composer.canSend || composer.preparing) return;
    if (!text.trim() && !hasExtras) return;
    send({ type: 'ui.send', data: { text }, freeShow });
    setText('');
    setPicker('none');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="messenger-composer" onSubmit={onSubmit} aria-label={t('messenger.message')}>
      {picker === 'gifts' && <GiftPicker />}
      {picker === 'toys' && <ToyPicker />}
      {hasExtras && <Basket />}
      <div className="messenger-composer-row">
        <label className="sr-only" htmlFor="messenger-text">
          {t('messenger.message')}
        </label>
        <textarea
          id="messenger-text"
          className="messenger-input"
          rows={2}
          maxLength={MAX_TEXT_LENGTH}
          value={text}
          placeholder={t('messenger.message')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={!composer.canSend || composer.preparing}
          aria-busy={composer.preparing}
        >
          {t('messenger.send')}
        </button>
      </div>
      <div className="messenger-composer-tools">
        <button
          type="button"
          className="button button-ghost messenger-small"
          aria-expanded={picker === 'gifts'}
          onClick={() => setPicker(picker === 'gifts' ? 'none' : 'gifts')}
        >
          {t('messenger.gifts')}
        </button>
        <button
          type="button"
          className="button button-ghost messenger-small"
          aria-expanded={picker === 'toys'}
          onClick={() => setPicker(picker === 'toys' ? 'none' : 'toys')}
        >
          {t('messenger.toys')}
        </button>
        <p className="messenger-price" data-testid="message-price" aria-live="polite">
          {quote &&
            (quote.price.value > 0
              ? t('messenger.price', { price: formatMoney(quote.price) })
              : `${t('messenger.price', { price: t('messenger.priceFree') })}`)}
          {quote?.free === 'messaging' &&
            ` · ${t('messenger.freeMessaging', { name: channel.actorName })}`}
          {quote?.free === 'freeMessage' &&
            ` · ${t('messenger.freeMessages', { count: channel.freeMessagesAmount })}`}
          {quote &&
            quote.boughtGiftsUsed > 0 &&
            ` · ${t('messenger.boughtGiftsUsed', { count: quote.boughtGiftsUsed })}`}
        </p>
      </div>
      {composer.minimumBalance && (
        <p className="messenger-warning" role="status">
          {t('messenger.lowBalance', { minimum: formatMoney(composer.minimumBalance) })}
        </p>
      )}
      {composer.awaitingTopUp && (
        <>
          <p className="messenger-warning" role="status">
            {t('messenger.topUpOpen')}
          </p>
          <OneClickTopUp requester="messenger" />
        </>
      )}
    </form>
  );
}

function GiftPicker() {
  const { t } = useTranslation();
  const send = useMessengerSend();
  const shelf = useFrameSelector('messenger', selectGiftShelf);
  const composer = useFrameSelector('messenger', selectComposer, sameComposer);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  if (shelf.failed) return <CatalogFailed />;
  if (shelf.loading && shelf.categories.length === 0)
    return <p className="messenger-note">{t('messenger.loading')}</p>;
  const category = shelf.categories.find((c) => c.id === categoryId) ?? shelf.categories[0] ?? null;
  return (
    <fieldset className="messenger-picker">
      <legend>{t('messenger.gifts')}</legend>
      <div className="messenger-filters" role="group" aria-label={t('messenger.giftCategory')}>
        {shelf.categories.map((c) => (
          <button
            key={c.id}
            type="button"
            className="messenger-filter"
            aria-pressed={c.id === category?.id}
            onClick={() => setCategoryId(c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
      <div className="messenger-picker-items">
        {category?.gifts.map((gift) => {
          const locked = gift.vip && !shelf.isVip;
          const owned = composer.boughtLeft[String(gift.id)] ?? 0;
          return (
            <button
              key={gift.id}
              type="button"
              className="messenger-item"
              disabled={locked}
              aria-label={t('messenger.addGift', {
                name: gift.name,
                price: formatMoney(gift.price),
              })}
              onClick={() => send({ type: 'ui.addGift', giftId: gift.id })}
            >
              <span className="messenger-item-name">{gift.name}</span>
              <span className="messenger-item-meta">
                {formatMoney(gift.price)}
                {gift.vip && ` · ${t('messenger.vipOnly')}`}
                {owned > 0 && ` · ${t('messenger.owned', { count: owned })}`}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function ToyPicker() {
  const { t } = useTranslation();
  const send = useMessengerSend();
  const toys = useFrameSelector('messenger', selectToyControls);
  const shelf = useFrameSelector('messenger', selectGiftShelf);
  const composer = useFrameSelector('messenger', selectComposer, sameComposer);
  if (shelf.failed && toys.length === 0) return <CatalogFailed />;
  return (
    <fieldset className="messenger-picker">
      <legend>{t('messenger.toys')}</legend>
      <div className="messenger-picker-items">
        {toys.map((toy) => (
          <button
            key={toy.id}
            type="button"
            className="messenger-item"
            aria-pressed={composer.toyControlId === toy.id}
            aria-label={t('messenger.chooseToy', {
              name: toy.displayName,
              price: formatMoney(toy.price),
              seconds: toy.duration,
            })}
            onClick={() => send({ type: 'ui.chooseToy', toyControlId: toy.id })}
          >
            <span className="messenger-item-name">{toy.displayName}</span>
            <span className="messenger-item-meta">
              {formatMoney(toy.price)} · {t('messenger.toyDuration', { seconds: toy.duration })}
              {toy.random && ` · ${t('messenger.toyRandom')}`}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function Basket() {
  const { t } = useTranslation();
  const send = useMessengerSend();
  const composer = useFrameSelector('messenger', selectComposer, sameComposer);
  const shelf = useFrameSelector('messenger', selectGiftShelf);
  const toys = useFrameSelector('messenger', selectToyControls);
  const giftName = (id: number) =>
    shelf.categories.flatMap((c) => c.gifts).find((g) => g.id === id)?.name ?? `#${id}`;
  const toy = toys.find((candidate) => candidate.id === composer.toyControlId);
  return (
    <div className="messenger-basket" aria-label={t('messenger.basket')} role="group">
      <span className="messenger-channel-meta">{t('messenger.basket')}:</span>
      {composer.gifts.map((id, index) => (
        <button
          key={`${id}-${index}`}
          type="button"
          className="messenger-chip"
          aria-label={t('messenger.removeGift', { name: giftName(id) })}
          onClick={() => send({ type: 'ui.removeGift', giftId: id })}
        >
          {giftName(id)} ×
        </button>
      ))}
      {toy && <span className="messenger-chip">{toy.displayName}</span>}
      <button
        type="button"
        className="button button-ghost messenger-small"
        onClick={() => send({ type: 'ui.clearBasket' })}
      >
        {t('messenger.clearBasket')}
      </button>
    </div>
  );
}

function CatalogFailed() {
  const { t } = useTranslation();
  const send = useMessengerSend();
  return (
    <p className="messenger-error" role="alert">
      {t('messenger.catalogFailed')}{' '}
      <button
        type="button"
        className="button button-ghost messenger-small"
        onClick={() => send({ type: 'ui.retryCatalog' })}
      >
        {t('messenger.retry')}
      </button>
    </p>
  );
}
