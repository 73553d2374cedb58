import type {
  CloseInput,
  EventIncentivesInput,
  GuestInfoInput,
  Incentive,
  PageLoadInput,
  PageLoadReply,
  RefillInput,
  TeasersReply,
} from '../../machines/incentives/incentives.types.ts';
import { restRequest } from '../http/rest.ts';
import {
  eventIncentivesReplySchema,
  pageLoadReplySchema,
  successReplySchema,
  teasersReplySchema,
  type IncentiveBody,
} from './conversionSchemas.ts';

/** zod's optional fields come back as `props?: … | undefined`; the machine's type has no undefined. */
function toIncentive(body: IncentiveBody): Incentive {
  const { action, ...rest } = body;
  if (action?.kind === 'modal') {
    const { props, ...modal } = action;
    return { ...rest, action: props ? { ...modal, props } : modal };
  }
  return { ...rest, action };
}

/** Where each event's incentives are asked for (seed 000 §7). */
const EVENT_PATHS = {
  videoPreviewEnd: 'video-preview-end-incentives',
  buyImageAlbum: 'buy-image-album-incentives',
} as const;

/**
 * The conversion calls of seed 000 §7: page-load incentives and teasers per route (`routeArgs` as
 * a JSON string), closing an incentive, hiding the refill window, the incentives of an event
 * (video preview end, buy image album, by album id; any other by name, `getIncentivesByEvent`),
 * and the guest info.
 *
 * @example
 * const api = createConversionApi(fetch);
 * const { incentives } = await api.loadPageLoad({ request, routeName: 'home', routeArgs: {} });
 */
export function createConversionApi(fetchImpl: typeof fetch) {
  return {
    loadPageLoad: async (input: PageLoadInput, signal?: AbortSignal): Promise<PageLoadReply> => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        {
          method: 'POST',
          path: 'page-load-incentives',
          params: { routeName: input.routeName, routeArgs: JSON.stringify(input.routeArgs) },
        },
        pageLoadReplySchema,
        signal,
      );
      return { ...reply.data, incentives: reply.data.incentives.map(toIncentive) };
    },
    loadTeasers: async (input: PageLoadInput, signal?: AbortSignal): Promise<TeasersReply> => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        {
          method: 'POST',
          path: 'teaser/getTeasers',
          params: { routeName: input.routeName, routeArgs: JSON.stringify(input.routeArgs) },
        },
        teasersReplySchema,
        signal,
      );
      return reply.data;
    },
    closeIncentive: async (input: CloseInput, signal?: AbortSignal) => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        {
          method: 'POST',
          path: 'close-incentive',
          params: { result: input.result, incentive: input.incentive },
        },
        successReplySchema,
        signal,
      );
      return { success: reply.data.success };
    },
    setRefillHidden: async (input: RefillInput, signal?: AbortSignal) => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        {
          method: 'POST',
          path: 'set-refill-window-hidden',
          params: { incentiveType: input.incentiveType, interval: input.interval },
        },
        successReplySchema,
        signal,
      );
      return { success: reply.data.success };
    },
    loadEventIncentives: async (
      input: EventIncentivesInput,
      signal?: AbortSignal,
    ): Promise<Incentive[]> => {
      // An album's event on its own path; any other by its name (`getIncentivesByEvent`).
      const path =
        input.albumId === null
          ? `getIncentivesByEvent/${encodeURIComponent(input.event)}`
          : `${EVENT_PATHS[input.event]}/${encodeURIComponent(input.albumId)}`;
      const reply = await restRequest(
        fetchImpl,
        input.request,
        { method: 'GET', path },
        eventIncentivesReplySchema,
        signal,
      );
      return reply.data.incentives.map(toIncentive);
    },
    setGuestInfo: async (input: GuestInfoInput, signal?: AbortSignal) => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        {
          method: 'POST',
          path: 'set-guest-info',
          params: { type: input.type, value: input.value },
        },
        successReplySchema,
        signal,
      );
      return { success: reply.data.success };
    },
  };
}

/** The incentive-block cookie (seed 000 §4): 30 days, path /, SameSite Lax. */
const INCENTIVE_BLOCK_COOKIE = 'incentiveBlock';
const INCENTIVE_BLOCK_DAYS = 30;

/**
 * Reads and writes the incentive-block cookie: the unique groups the guest asked not to see
 * again, comma-separated and URI-encoded.
 */
export function createIncentiveBlockCookie(doc: Pick<Document, 'cookie'>) {
  return {
    read: (): string[] => {
      const entry = doc.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${INCENTIVE_BLOCK_COOKIE}=`));
      if (!entry) return [];
      const value = decodeURIComponent(entry.slice(INCENTIVE_BLOCK_COOKIE.length + 1));
      return value.split(',').filter((group) => group !== '');
    },
    write: (groups: readonly string[]): void => {
      const maxAge = INCENTIVE_BLOCK_DAYS * 24 * 60 * 60;
      doc.cookie = `${INCENTIVE_BLOCK_COOKIE}=${encodeURIComponent(groups.join(','))}; max-age=${maxAge}; path=/; SameSite=Lax`;
    },
  };
}
