import type { FastifyInstance } from 'fastify';
import { LIVE_PREVIEW_SECONDS } from '../../machines/liveChat/liveChat.types.ts';
import { registerResolvers, requireGuest } from '../graphql/index.ts';

/** A guest's live preview of an actor comes back a day after it first started. */
const PREVIEW_WINDOW_MS = 86_400_000;

interface Preview {
  /** When the guest's preview of her first started (ms since the epoch). */
  startedAt: number;
  /** The guest declined the offer after it: nothing is left until the window ends. */
  declined: boolean;
}

/**
 * The guests' live previews, per guest and actor: the seconds one may still run, counted from
 * its first start in the window (the seed's 5 s, 20 s for VIP), and its decline.
 */
export class FreePreviews {
  private readonly previews = new Map<string, Preview>();

  constructor(private readonly now: () => number) {}

  /** A preview starts (again): the seconds it may still run. */
  init(accountId: number, actorId: number, isVip: boolean): number {
    const preview = this.previewOf(accountId, actorId);
    if (preview.declined) return 0;
    const limit = isVip ? LIVE_PREVIEW_SECONDS.vip : LIVE_PREVIEW_SECONDS.normal;
    return Math.max(0, limit - Math.floor((this.now() - preview.startedAt) / 1000));
  }

  /** The offer after it was declined: the rest is given up until the window ends. */
  decline(accountId: number, actorId: number): number {
    this.previewOf(accountId, actorId).declined = true;
    return 0;
  }

  private previewOf(accountId: number, actorId: number): Preview {
    const key = `${accountId}:${actorId}`;
    const at = this.now();
    const kept = this.previews.get(key);
    if (kept && at - kept.startedAt < PREVIEW_WINDOW_MS) return kept;
    const fresh = { startedAt: at, declined: false };
    this.previews.set(key, fresh);
    return fresh;
  }
}

/**
 * The free live preview's server side (services/graphql/schema/query/freePreview.graphql,
 * decision 0041): `freePreviewInit(actorId)` answers the seconds the guest's preview of the actor
 * may still run, so entering it again or reloading the page does not start it afresh;
 * `freePreviewDecline(actorId)` gives the rest up. Kept in memory, like the free-chat duration;
 * a visitor is refused (the preview needs a login).
 */
export function registerFreePreviewSimulator(app: FastifyInstance, now: () => number = Date.now) {
  const previews = new FreePreviews(now);
  registerResolvers(app, 'query', {
    Mutation: {
      freePreviewInit: (_, args, context) => {
        const account = requireGuest(context);
        const actorId = Number(args.actorId);
        return { actorId, seconds: previews.init(account.id, actorId, account.state.isVip) };
      },
      freePreviewDecline: (_, args, context) => {
        const account = requireGuest(context);
        const actorId = Number(args.actorId);
        return { actorId, seconds: previews.decline(account.id, actorId) };
      },
    },
  });
}
