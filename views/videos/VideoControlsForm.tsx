import { useId } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { VIDEO_SORTS } from '../../machines/videos/videos.types.ts';
import './videoControls.css';

const FILTER_TYPES = ['free', 'discount', 'vip', 'vip30', 'classic'] as const;

/** What the video filter's form shows, and what the guest's changes call. */
export interface VideoControlsFormProps {
  sort: string;
  types: readonly string[];
  tags: readonly string[];
  /** What the guest typed in the tag field, and the tags suggested for it. */
  typed: string;
  suggestions: readonly string[];
  onSort: (sort: string) => void;
  onToggleType: (type: string) => void;
  onType: (text: string) => void;
  onAddTag: (tag: string) => void;
  onRemoveTag: (tag: string) => void;
}

/**
 * The video filter's form (sort order, type flags, tags) as it renders, with no engine of its
 * own: `VideoControls` wires it to the address and the videos domain, and her profile's room for
 * her albums renders it inert until their part comes, so the room is as high as the form at every
 * width and in every language (views/actorProfile/ProfileSkeleton.tsx).
 */
export function VideoControlsForm(props: VideoControlsFormProps) {
  const { sort, types, tags, typed, suggestions } = props;
  const { t } = useTranslation();
  const listId = useId();
  return (
    <form className="video-controls" onSubmit={(event) => event.preventDefault()}>
      <label>
        {t('videos.sortLabel')}{' '}
        <select value={sort} onChange={(event) => props.onSort(event.target.value)}>
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
              onChange={() => props.onToggleType(type)}
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
          onChange={(event) => props.onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || typed.trim() === '') return;
            props.onAddTag(typed.trim());
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
          onClick={() => props.onRemoveTag(tag)}
        >
          {t('videos.removeTag', { tag })}
        </button>
      ))}
    </form>
  );
}

/** The sort, type flags and tags the address names (`sort`, `types`, `tags`). */
export function videoChoiceOf(
  params: URLSearchParams,
): Pick<VideoControlsFormProps, 'sort' | 'types' | 'tags'> {
  return {
    sort: params.get('sort') ?? '',
    types: (params.get('types') ?? '').split(',').filter(Boolean),
    tags: (params.get('tags') ?? '').split(',').filter(Boolean),
  };
}
