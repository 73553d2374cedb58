import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NEWSLETTER_TYPE_IDS } from '../../machines/profile/profile.types.ts';
import { normalizeProfile, validateProfile } from '../../machines/profile/profile.validation.ts';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { Account } from '../store/accounts.ts';
import type { AccountStore } from './store.ts';

/** Calls the dev controls can make fail (`POST /dev/account/fail?call=`), to show failures. */
export const FAILABLE_CALLS = [
  'profile',
  'newsletter',
  'notifications',
  'preferences',
  'relation',
  'cancellationOffer',
  'autoRechargeTeaser',
] as const;
export type FailableCall = (typeof FAILABLE_CALLS)[number];

const profileFields = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  zipCode: z.string(),
  city: z.string(),
});
const newsletterType = z
  .number()
  .int()
  .refine((id) => NEWSLETTER_TYPE_IDS.includes(id as never));
const relation = z.object({
  subject: z.literal('guest'),
  predicate: z.enum(['hasSeen', 'hasSubscribed']),
  object: z.enum([
    'story',
    'teaser',
    'newsletter',
    'mobileNavigation',
    'modalbox',
    'benefitsPopup',
  ]),
});
/** The REST envelope may ride along in a body; it is not the call's business. */
const envelope = {
  access_token: z.string().optional(),
  language: z.string().optional(),
  ver: z.string().optional(),
};

/**
 * The personal area's REST calls (seed 000 §7, guest calls), logged-in guests only, with real
 * state in the account tables: profile, notification settings, newsletter, preferences (into the
 * guest state), cancellation offer, auto-recharge teaser, relations.
 */
export function registerAccountRest(
  app: FastifyInstance,
  ctx: SimulatorContext,
  store: AccountStore,
  failing: Set<FailableCall>,
): void {
  /** The calling guest, or a reply already sent (401 for anyone else, 503 for a failing call). */
  const guestOf = (
    request: FastifyRequest,
    reply: FastifyReply,
    call: FailableCall,
  ): Account | null => {
    const caller = resolveCaller(ctx.store, accessTokenOf(request));
    if (caller.kind !== 'guest' || caller.account.isLocked) {
      void reply.code(401).send({ error: 'invalid_token' });
      return null;
    }
    if (failing.has(call)) {
      void reply.code(503).send({ error: 'unavailable' });
      return null;
    }
    return caller.account;
  };
  const bodyOf = <T extends z.ZodType>(
    schema: T,
    request: FastifyRequest,
    reply: FastifyReply,
  ): z.infer<T> | null => {
    const parsed = schema.safeParse(request.body ?? {});
    if (parsed.success) return parsed.data;
    void reply.code(400).send({ error: 'bad_request', message: z.prettifyError(parsed.error) });
    return null;
  };

  app.get('/profile', async (request, reply) => {
    const account = guestOf(request, reply, 'profile');
    return account ? { profile: store.profile(account) } : reply;
  });

  app.post('/profile', async (request, reply) => {
    const account = guestOf(request, reply, 'profile');
    const body = account && bodyOf(profileFields.extend(envelope), request, reply);
    if (!account || !body) return reply;
    const { access_token: _t, language: _l, ver: _v, ...raw } = body;
    const errors = validateProfile(raw);
    if (Object.keys(errors).length > 0)
      return reply.code(400).send({ error: 'invalid_fields', fields: errors });
    const fields = normalizeProfile(raw);
    const before = store.profile(account);
    // A new address must be verified again.
    const emailVerified = before.emailVerified && before.email === fields.email;
    return { profile: store.patchProfile(account, { ...fields, emailVerified }) };
  });

  app.get('/getNotificationsSettings', async (request, reply) => {
    const account = guestOf(request, reply, 'notifications');
    return account ? { settings: store.notifications(account) } : reply;
  });

  app.post('/notificationsSettings', async (request, reply) => {
    const account = guestOf(request, reply, 'notifications');
    const body =
      account &&
      bodyOf(
        z.object({ settings: z.record(z.string(), z.boolean()), ...envelope }),
        request,
        reply,
      );
    if (!account || !body) return reply;
    return { settings: store.saveNotifications(account, body.settings) };
  });

  app.post('/newsletter/subscribe', async (request, reply) => {
    const account = guestOf(request, reply, 'newsletter');
    const body =
      account &&
      bodyOf(
        z.object({
          typeId: newsletterType,
          userId: z.number().int(),
          emailAddress: z.string(),
          ...envelope,
        }),
        request,
        reply,
      );
    if (!account || !body) return reply;
    if (body.userId !== account.id) return reply.code(403).send({ error: 'not_your_account' });
    const profile = store.profile(account);
    if (body.emailAddress !== profile.email) return { success: false };
    const others = profile.newsletters.filter((id) => id !== body.typeId);
    store.patchProfile(account, { newsletters: [...others, body.typeId].sort((a, b) => b - a) });
    return { success: true };
  });

  app.post('/newsletter/unsubscribe', async (request, reply) => {
    const account = guestOf(request, reply, 'newsletter');
    const body =
      account &&
      bodyOf(
        z.object({ typeId: newsletterType, userId: z.number().int(), ...envelope }),
        request,
        reply,
      );
    if (!account || !body) return reply;
    if (body.userId !== account.id) return reply.code(403).send({ error: 'not_your_account' });
    const profile = store.profile(account);
    store.patchProfile(account, {
      newsletters: profile.newsletters.filter((id) => id !== body.typeId),
    });
    return { success: true };
  });

  app.post('/savePreferences', async (request, reply) => {
    const account = guestOf(request, reply, 'preferences');
    const body =
      account &&
      bodyOf(z.object({ data: z.record(z.string(), z.unknown()), ...envelope }), request, reply);
    if (!account || !body) return reply;
    ctx.store.accounts.patchState(account.id, {
      preferences: { ...account.state.preferences, ...body.data },
    });
    return { success: true };
  });

  app.post('/acceptCancellationOffer', async (request, reply) => {
    const account = guestOf(request, reply, 'cancellationOffer');
    const body =
      account &&
      bodyOf(
        z.object({ guest_id: z.number().int(), platform_text: z.string(), ...envelope }),
        request,
        reply,
      );
    if (!account || !body) return reply;
    if (body.guest_id !== account.id) return reply.code(403).send({ error: 'not_your_account' });
    const offer = store.profile(account).cancellationOffer;
    if (!offer || offer.text !== body.platform_text)
      return { accepted_offer: false, accepted_offer_info: '' };
    store.patchProfile(account, { cancellationOffer: null });
    return {
      accepted_offer: true,
      accepted_offer_info: 'Your VIP club membership continues; next month costs half.',
    };
  });

  app.post('/autoRechargeTeaserState', async (request, reply) => {
    const account = guestOf(request, reply, 'autoRechargeTeaser');
    const body =
      account &&
      bodyOf(z.object({ mode: z.enum(['visible', 'hidden']), ...envelope }), request, reply);
    if (!account || !body) return reply;
    store.patchProfile(account, { autoRechargeTeaser: body.mode });
    return { success: true };
  });

  app.post('/relation/addRelation', async (request, reply) => {
    const account = guestOf(request, reply, 'relation');
    const body = account && bodyOf(relation.extend(envelope), request, reply);
    if (!account || !body) return reply;
    store.addRelation(account.id, body.predicate, body.object);
    return { success: true };
  });

  app.post('/relation/hasRelation', async (request, reply) => {
    const account = guestOf(request, reply, 'relation');
    const body = account && bodyOf(relation.extend(envelope), request, reply);
    if (!account || !body) return reply;
    return { hasRelation: store.hasRelation(account.id, body.predicate, body.object) };
  });
}
