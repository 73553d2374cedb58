import { useState } from 'react';
import { selectTagSuggestions } from '../../machines/videos/videos.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import type { useVideoAddress } from './useVideoAddress.ts';
import { VideoControlsForm, videoChoiceOf } from './VideoControlsForm.tsx';

/**
 * Sort order, type flags and tags of the video filter, all kept in the address. The popular tags
 * come with the route (machines/videos/videos.route.ts); what the guest types asks for its own.
 */
export function VideoControls({ address }: { address: ReturnType<typeof useVideoAddress> }) {
  const engine = useEngine();
  const suggestions = useSystemSelector('videos', selectTagSuggestions);
  const [typed, setTyped] = useState('');
  /** The guest types in the tag field: the suggestions follow what she typed. */
  const typeTag = (text: string) => {
    setTyped(text);
    engine.send('videos', { type: 'videos.suggestTags', search: text });
  };
  const { types, tags, ...choice } = videoChoiceOf(address.params);
  return (
    <VideoControlsForm
      {...choice}
      types={types}
      tags={tags}
      typed={typed}
      suggestions={suggestions}
      onSort={(sort) => address.set('sort', sort)}
      onToggleType={(type) =>
        address.set(
          'types',
          (types.includes(type) ? types.filter((x) => x !== type) : [...types, type]).join(','),
        )
      }
      onType={typeTag}
      onAddTag={(tag) => {
        address.set('tags', [...new Set([...tags, tag])].join(','));
        typeTag('');
      }}
      onRemoveTag={(tag) => address.set('tags', tags.filter((x) => x !== tag).join(','))}
    />
  );
}
