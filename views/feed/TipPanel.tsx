import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { TIP_CONFIRM_ABOVE, TIP_PRESETS, type FeedPost } from '../../machines/feed/feed.types.ts';
import { useSend } from '../../src/engine/react.tsx';
import { tipField, useFieldDraft } from './fieldDraft.ts';
import { useKeptFocus } from './keptFocus.tsx';

/**
 * Tipping a post (seed 001 §7 `tipPost`, in coins): preset amounts and a custom one; a tip above
 * the confirmation limit asks once more before it goes. The custom amount and its focus outlive
 * the post's mount, as a comment's do (the grid taking over from the first posts).
 */
export function TipPanel({ post, id }: { post: FeedPost; id: string }) {
  const { t } = useTranslation();
  const send = useSend('feed');
  const inputId = useId();
  const fieldName = tipField(post.id);
  const [custom, setCustom] = useFieldDraft(fieldName);
  const field = useRef<HTMLInputElement>(null);
  useKeptFocus(field);
  const [confirming, setConfirming] = useState<number | null>(null);
  const tip = (coins: number) => {
    if (coins > TIP_CONFIRM_ABOVE && confirming !== coins) {
      setConfirming(coins);
      return;
    }
    setConfirming(null);
    send({ type: 'ui.tip', postId: post.id, coins });
  };
  const customCoins = Number.parseInt(custom, 10);
  const customValid = Number.isInteger(customCoins) && customCoins > 0;
  return (
    <div
      id={id}
      className="feed-tip"
      role="group"
      aria-label={t('feed.tipPanel', { name: post.model.name })}
    >
      <div className="feed-tip-presets">
        {TIP_PRESETS.map((coins) => (
          <button
            key={coins}
            type="button"
            className="button button-ghost"
            onClick={() => tip(coins)}
          >
            {t('feed.tip', { coins })}
          </button>
        ))}
      </div>
      <form
        className="feed-tip-custom"
        onSubmit={(event) => {
          event.preventDefault();
          if (customValid) tip(customCoins);
        }}
      >
        <label htmlFor={inputId}>{t('feed.tipCustom')}</label>
        <input
          ref={field}
          id={inputId}
          data-kept-focus={fieldName}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={custom}
          onChange={(event) => {
            setCustom(event.target.value);
            setConfirming(null);
          }}
        />
        <button type="submit" className="button button-primary" disabled={!customValid}>
          {t('feed.tipSend')}
        </button>
      </form>
      {confirming !== null ? (
        <div className="feed-tip-confirm" role="alert">
          <p>{t('feed.tipConfirm', { coins: confirming })}</p>
          <button type="button" className="button button-primary" onClick={() => tip(confirming)}>
            {t('feed.tip', { coins: confirming })}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setConfirming(null)}>
            {t('feed.tipCancel')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
