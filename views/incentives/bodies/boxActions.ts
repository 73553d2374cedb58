import { offerFlow, type ModalId } from '../../../machines/modals/modals.catalog.ts';
import type { PayFlow } from '../../../machines/shared/domainEvents.ts';
import { buildPath, RouteParamError, type Language } from '../../../src/routes/index.ts';

/**
 * What the main button of a box does: hand over to the pay tour, go to the page the box is about
 * (the box ends confirmed and the app navigates there), play the preview of the video page
 * behind the box, or just confirm a note.
 */
export type BoxAction =
  | { kind: 'flow'; flow: PayFlow }
  | { kind: 'go'; path: string }
  | { kind: 'playPreview' }
  | { kind: 'confirm' };

/** What a box's button depends on beside the box itself. */
export interface BoxActionContext {
  language: Language;
  loggedIn: boolean;
  /** The `qmdate` of the current page (the calendar edition of a test date is kept). */
  qmdate: string | null;
  /** The video page behind the box can play its preview (`content.previewPlay`). */
  canPlayPreview: boolean;
}

const withQmdate = (path: string, qmdate: string | null) =>
  qmdate ? `${path}?qmdate=${encodeURIComponent(qmdate)}` : path;

/** The performer's gift calendar; null for a name no route can carry. */
function giftCalendarPath(actorName: string, language: Language): string | null {
  try {
    return buildPath('actorGiftCalendar', language, { actorName });
  } catch (error) {
    if (error instanceof RouteParamError) return null;
    throw error;
  }
}

/**
 * The main button of box `id` with its `props`:
 * - the calendar editions open the advent calendar (on the test date the page had);
 * - `five-days-bonus` goes to the daily bonus page, where today's bonus is collected;
 * - `actor-gift-calendar` opens the calendar of the performer in `props.actorName` (a visitor
 *   logs in first: the calendar's doors need an account);
 * - `fifteen-minutes-preview` plays the preview of the video page it was offered on, or, away
 *   from a playable video, goes to the videos to pick one;
 * - offers hand over to their pay-tour flow; everything else confirms.
 */
export function boxAction(
  id: ModalId,
  props: Record<string, unknown>,
  context: BoxActionContext,
): BoxAction {
  switch (id) {
    case 'calendar-2022':
    case 'calendar-2023':
      return {
        kind: 'go',
        path: withQmdate(buildPath('magazineAdventCalendar', context.language), context.qmdate),
      };
    case 'five-days-bonus':
      return { kind: 'go', path: buildPath('dailyBonus', context.language) };
    case 'actor-gift-calendar': {
      if (!context.loggedIn) return { kind: 'flow', flow: 'login' };
      const actorName = typeof props.actorName === 'string' ? props.actorName : '';
      const path = actorName ? giftCalendarPath(actorName, context.language) : null;
      return path ? { kind: 'go', path: withQmdate(path, context.qmdate) } : { kind: 'confirm' };
    }
    case 'fifteen-minutes-preview':
      return context.canPlayPreview
        ? { kind: 'playPreview' }
        : { kind: 'go', path: buildPath('videos', context.language) };
    default: {
      const flow = offerFlow(id);
      return flow ? { kind: 'flow', flow } : { kind: 'confirm' };
    }
  }
}

/** A box whose button is an offer (it can be put off with "Maybe later"). */
export const isOffer = (action: BoxAction) => action.kind === 'flow';
