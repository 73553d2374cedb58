import { useCallback, useState } from 'react';

/**
 * What the guest typed into a feed field (a post's comment, a tip's amount), by the field's name:
 * typing is not the feed's (it is not recorded, DESIGN §3), but the field outlives its post's
 * mount (the grid taking over from the first posts mounts them again, FirstPosts.tsx).
 */
const drafts = new Map<string, string>();

/** The names of the feed's fields: their drafts' and their kept focus's (`data-kept-focus`). */
export const commentField = (postId: string): string => `comment ${postId}`;
export const tipField = (postId: string): string => `tip ${postId}`;

/** The text the field named `field` holds now ('' when none). */
export const draftOf = (field: string): string => drafts.get(field) ?? '';

/** The guest closed the field's panel: what it held goes with it, as its mount's state did. */
export function dropDraft(field: string): void {
  drafts.delete(field);
}

/**
 * The field's text and what writes it. Kept as it is typed, not in an effect after the render:
 * when the grid takes over in the same moment, the field unmounts and an update or effect still
 * pending for it is dropped.
 */
export function useFieldDraft(field: string): [string, (typed: string) => void] {
  const [text, setText] = useState(() => draftOf(field));
  const write = useCallback(
    (typed: string) => {
      if (typed) drafts.set(field, typed);
      else drafts.delete(field);
      setText(typed);
    },
    [field],
  );
  return [text, write];
}
