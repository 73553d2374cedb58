import * as z from 'zod/mini';
import { safeImageUrl, safeUrl } from '../http/safeUrl.ts';
import { PAY_FLOWS } from '../../machines/shared/domainEvents.ts';
import { INCENTIVE_REGIONS } from '../../machines/incentives/incentives.types.ts';

/** Replies of the conversion calls (seed 000 §7), validated at the edge. */

const actionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payTour'), flow: z.enum(PAY_FLOWS) }),
  z.object({
    kind: z.literal('modal'),
    modalId: z.string().check(z.minLength(1)),
    props: z.optional(z.record(z.string(), z.unknown())),
  }),
  z.object({ kind: z.literal('link'), url: safeUrl }),
]);

const incentiveSchema = z.object({
  id: z.string().check(z.minLength(1)),
  region: z.enum(INCENTIVE_REGIONS),
  type: z.string().check(z.minLength(1)),
  priority: z.int(),
  event: z.string().check(z.minLength(1)),
  uniqueGroup: z.nullable(z.string()),
  countdown: z.nullable(z.int().check(z.nonnegative())),
  countdownStartTime: z.nullable(z.string()),
  title: z.string(),
  text: z.string(),
  cta: z.nullable(z.string()),
  action: z.nullable(actionSchema),
});

export const pageLoadReplySchema = z.object({
  success: z.boolean(),
  data: z.object({
    incentives: z.array(incentiveSchema),
    vxpayConfig: z.record(z.string(), z.unknown()),
    trackingData: z.record(z.string(), z.unknown()),
  }),
});

export const eventIncentivesReplySchema = z.object({
  success: z.boolean(),
  data: z.object({ incentives: z.array(incentiveSchema) }),
});

/** close-incentive, set-refill-window-hidden, set-guest-info: `data.success` is read. */
export const successReplySchema = z.object({ data: z.object({ success: z.boolean() }) });

const teaserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  region: z.string().check(z.minLength(1)),
  title: z.string(),
  text: z.string(),
  linkUrl: safeUrl,
  imagePath: z.nullable(safeImageUrl),
});

const bannerSchema = z.object({
  id: z.int(),
  region: z.string().check(z.minLength(1)),
  imagePath: safeImageUrl,
  onClickUrl: safeUrl,
  onClickType: z.enum(['internal', 'external', 'modal']),
  relatedActorId: z.nullable(z.int()),
  containerClassSuffix: z.string(),
});

export const teasersReplySchema = z.object({
  success: z.boolean(),
  data: z.object({ teasers: z.array(teaserSchema), banners: z.array(bannerSchema) }),
});

export type IncentiveBody = z.infer<typeof incentiveSchema>;
