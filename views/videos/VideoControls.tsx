import { useId, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { VIDEO_SORTS } from '../../machines/videos/videos.types.ts';
import { selectTagSuggestions } from '../../machines/videos/videos.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import type { useVideoAddress } from './useVideoAddress.ts';

const FILTER_TYPES = ['free', 'discount', 'vip', 'vip30', 'classic'] as const;

/**
 * Sort order, type flags and tags of the video filter, all kept in the address. The popular tags
 * come with the route (machines/videos/videos.route.ts); what the guest types asks for its own.
 */
export function VideoControls({ address }: { address: ReturnType<typeof useVideoAddress> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const suggestions = useSystemSelector('videos', selectTagSuggestions);
  const [typed, setTyped] = useState('');
  const listId = useId();
  /** The guest types in the tag field: the suggestions follow what she typed. */
  const typeTag = (text: string) => {
    setTyped(text);
    engine.send('videos', { type: 'videos.suggestTags', search: text });
  };
  const sort = address.params.get('sort') ?? '';
  const types = (address.params.get('types') ?? '').split(',').filter(Boolean);
  const tags = (address.params.get('tags') ?? '').split(',').filter(Boolean);
  const toggleType = (type: string) =>
    address.set(
      'types',
      (types.includes(type) ? types.filter((x) => x !== type) : [...types, type]).join(','),
    );
  return (
    <form className="video-controls" onSubmit={(event) => event.preventDefault()}>
      <label>
        {t('videos.sortLabel')}{' '}
        <select value={sort} onChange={(event) => address.set('sort', event.target.value)}>
          <option value="">{t('videos.sort.default')}</option>
          {VIDEO_SORTS.map((name) => (
            <option key={name} value={name}>
              {t(`videos.sort.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t('videos.typesLabel')}</legend>
        {FILTER_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={types.includes(type)}
              onChange={() => toggleType(type)}
            />{' '}
            {t(`videos.type.${type}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('videos.tagLabel')}{' '}
        <input
          list={listId}
          value={typed}
          onChange={(event) => typeTag(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || typed.trim() === '') return;
            address.set('tags', [...new Set([...tags, typed.trim()])].join(','));
            typeTag('');
          }}
        />
        <datalist id={listId}>
          {suggestions.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      </label>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          className="video-tag"
          onClick={() => address.set('tags', tags.filter((x) => x !== tag).join(','))}
        >
          {t('videos.removeTag', { tag })}
        </button>
      ))}
    </form>
  );
}
