import type {
  CancellationOfferReply,
  NotificationSettings,
  Profile,
  ProfileFields,
  Relation,
} from '../../machines/profile/profile.types.ts';
import { restRequest, type RestContext } from '../http/rest.ts';
import { ServiceError } from '../http/serviceError.ts';
import {
  cancellationOfferReplySchema,
  hasRelationReplySchema,
  notificationSettingsReplySchema,
  profileReplySchema,
  successReplySchema,
} from './accountSchemas.ts';

/**
 * The personal area's REST calls (seed 000 §7, guest calls): profile, notification settings,
 * newsletter, preferences, cancellation offer, auto-recharge teaser and relations. Every call
 * takes the request context from the machine that invokes it.
 *
 * Calls the spec says "emit false" on failure (newsletter, relations) resolve to `false` instead
 * of rejecting, so the machine sees one answer for "did not work", whatever the cause.
 *
 * @example
 * const api = createAccountApi(fetch);
 * const profile = await api.loadProfile(request, signal);
 */
export function createAccountApi(fetchImpl: typeof fetch) {
  const success = async (
    context: RestContext,
    path: string,
    params: Record<string, string | number | boolean | object | null>,
    signal?: AbortSignal,
  ): Promise<boolean> => {
    const reply = await restRequest(
      fetchImpl,
      context,
      { method: 'POST', path, params },
      successReplySchema,
      signal,
    );
    return reply.success;
  };
  /** Failure emits false (seed 000 §8): the cause is not the guest's business. */
  const orFalse = (run: Promise<boolean>): Promise<boolean> => run.catch(() => false);

  return {
    loadProfile: async (context: RestContext, signal?: AbortSignal): Promise<Profile> =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'GET', path: 'profile' },
          profileReplySchema,
          signal,
        )
      ).profile,
    updateProfile: async (
      context: RestContext,
      fields: ProfileFields,
      signal?: AbortSignal,
    ): Promise<Profile> =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'POST', path: 'profile', params: { ...fields } },
          profileReplySchema,
          signal,
        )
      ).profile,
    loadNotificationSettings: async (
      context: RestContext,
      signal?: AbortSignal,
    ): Promise<NotificationSettings> =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'GET', path: 'getNotificationsSettings' },
          notificationSettingsReplySchema,
          signal,
        )
      ).settings,
    saveNotificationSettings: async (
      context: RestContext,
      settings: NotificationSettings,
      signal?: AbortSignal,
    ): Promise<NotificationSettings> =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'POST', path: 'notificationsSettings', params: { settings } },
          notificationSettingsReplySchema,
          signal,
        )
      ).settings,
    subscribeNewsletter: (
      context: RestContext,
      input: { typeId: number; userId: number; emailAddress: string },
      signal?: AbortSignal,
    ): Promise<boolean> => orFalse(success(context, 'newsletter/subscribe', input, signal)),
    unsubscribeNewsletter: (
      context: RestContext,
      input: { typeId: number; userId: number },
      signal?: AbortSignal,
    ): Promise<boolean> => orFalse(success(context, 'newsletter/unsubscribe', input, signal)),
    savePreferences: async (
      context: RestContext,
      data: Record<string, unknown>,
      signal?: AbortSignal,
    ): Promise<void> => {
      if (!(await success(context, 'savePreferences', { data }, signal)))
        throw new ServiceError('rejected', 'savePreferences: not saved');
    },
    setAutoRechargeTeaserState: async (
      context: RestContext,
      mode: 'visible' | 'hidden',
      signal?: AbortSignal,
    ): Promise<void> => {
      if (!(await success(context, 'autoRechargeTeaserState', { mode }, signal)))
        throw new ServiceError('rejected', 'autoRechargeTeaserState: not saved');
    },
    acceptCancellationOffer: async (
      context: RestContext,
      input: { guestId: number; platformText: string },
      signal?: AbortSignal,
    ): Promise<CancellationOfferReply> => {
      const reply = await restRequest(
        fetchImpl,
        context,
        {
          method: 'POST',
          path: 'acceptCancellationOffer',
          params: { guest_id: input.guestId, platform_text: input.platformText },
        },
        cancellationOfferReplySchema,
        signal,
      );
      return { acceptedOffer: reply.accepted_offer, acceptedOfferInfo: reply.accepted_offer_info };
    },
    /**
     * `POST conversionChat` (seed 000 §7): the guest takes the conversion chat (`enable`) or
     * declines it (`disable`, the offer stops coming back). A reply without success rejects.
     */
    setConversionChat: async (
      context: RestContext,
      action: 'enable' | 'disable',
      signal?: AbortSignal,
    ): Promise<void> => {
      if (!(await success(context, 'conversionChat', { action }, signal)))
        throw new ServiceError('rejected', `conversionChat: ${action} not accepted`);
    },
    addRelation: (context: RestContext, relation: Relation, signal?: AbortSignal) =>
      orFalse(success(context, 'relation/addRelation', { subject: 'guest', ...relation }, signal)),
    hasRelation: (
      context: RestContext,
      relation: Relation,
      signal?: AbortSignal,
    ): Promise<boolean> =>
      orFalse(
        restRequest(
          fetchImpl,
          context,
          {
            method: 'POST',
            path: 'relation/hasRelation',
            params: { subject: 'guest', ...relation },
          },
          hasRelationReplySchema,
          signal,
        ).then((reply) => reply.hasRelation),
      ),
  };
}
