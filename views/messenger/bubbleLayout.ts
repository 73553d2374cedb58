import type { ConversationRow } from '../../machines/messenger/messenger.selectors.ts';

/**
 * What a message bubble shows, and the height it takes, from its row alone. The conversation is
 * virtualized: a row whose height is known before it is drawn needs no correction after its
 * measurement (no new layout of the rows below it, no scroll adjustment, no second render), so
 * scrolling through thousands of messages stays one layout per frame. The sizes here are the ones
 * `messenger.css` sets in pixels (line heights, paddings); a row that comes out otherwise (a text
 * wrapping more than guessed, the retry buttons of a rejected message) is measured once and kept.
 */
const BUBBLE_SIZES = {
  /** `.messenger-message-slot`: 4 px above and below. */
  slotPadding: 8,
  /** `.messenger-message`: 8 px above and below. */
  bubblePadding: 16,
  /** `.messenger-message[data-status='rejected']`: a 1 px border. */
  rejectedBorder: 2,
  /** `.messenger-message-text` line height. */
  textLine: 24,
  /** `.messenger-message-extra` / `-meta`: 2 px margin and an 18 px line. */
  smallLine: 20,
  /** The widest a bubble gets (`max-width: min(75%, 560px)`), and its side padding. */
  maxWidth: 560,
  widthShare: 0.75,
  sidePadding: 24,
  /** A generous average advance of the 16 px text, so a guess errs towards more lines. */
  charWidth: 8.5,
} as const;

export interface BubbleParts {
  mine: boolean;
  text: string | null;
  /** The gifts or toys line. */
  extra: 'gifts' | 'toy' | null;
  /** The price and status line. */
  meta: boolean;
  rejected: boolean;
}

export function bubbleParts(row: ConversationRow): BubbleParts {
  const mine = row.kind === 'outgoing' || row.message.senderType === 'guest';
  const own = row.kind === 'outgoing' ? row.message : row.outgoing;
  const data = row.message.data;
  const extra =
    row.message.messageType === 'gift' && row.message.includedGifts.length > 0
      ? 'gifts'
      : row.message.messageType === 'toy'
        ? 'toy'
        : null;
  return {
    mine,
    text: typeof data.text === 'string' && data.text !== '' ? data.text : null,
    extra,
    meta: (mine && row.message.price.value > 0) || own !== null,
    rejected: own?.status === 'rejected',
  };
}

/** Lines `text` takes in a bubble of a list `listWidth` px wide (at least one line a paragraph). */
export function textLines(text: string, listWidth: number): number {
  const s = BUBBLE_SIZES;
  const width = Math.min(s.maxWidth, (listWidth - 28) * s.widthShare) - s.sidePadding;
  const perLine = Math.max(8, Math.floor(width / s.charWidth));
  return text
    .split('\n')
    .reduce((lines, paragraph) => lines + Math.max(1, Math.ceil(paragraph.length / perLine)), 0);
}

/**
 * Estimates by message: the virtualizer asks for every row of the conversation whenever it
 * changes (a new message in a 10 000-message conversation), the answer changes only with the
 * message, the guest's own copy of it, or the list's width.
 */
const estimates = new WeakMap<object, { own: object | null; width: number; height: number }>();

/** The height of the row's slot, in px, in a list `listWidth` px wide. */
export function estimateRowHeight(row: ConversationRow, listWidth: number): number {
  const own = row.kind === 'message' ? row.outgoing : null;
  const cached = estimates.get(row.message);
  if (cached && cached.own === own && cached.width === listWidth) return cached.height;
  const height = computeRowHeight(row, listWidth);
  estimates.set(row.message, { own, width: listWidth, height });
  return height;
}

function computeRowHeight(row: ConversationRow, listWidth: number): number {
  const s = BUBBLE_SIZES;
  const parts = bubbleParts(row);
  return (
    s.slotPadding +
    s.bubblePadding +
    (parts.rejected ? s.rejectedBorder : 0) +
    (parts.text === null ? 0 : s.textLine * textLines(parts.text, listWidth)) +
    (parts.extra ? s.smallLine : 0) +
    (parts.meta ? s.smallLine : 0)
  );
}
