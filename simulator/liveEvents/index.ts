import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';

const REACTIONS = ['heart', 'fire', 'kiss', 'clap', 'wow', 'laugh'] as const;
/** Performers a voting names when the caller does not. */
const VOTING_SIZE = 2;

const votingQuery = z.object({
  as: z.string().min(1),
  votingId: z.coerce.number().int().positive().default(1),
  /** Comma-separated performer ids; default: the first online ones. */
  actorIds: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional(),
  /** Comma-separated vote counts, one per performer; default: 12, 7, … */
  votes: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional(),
});
const reactionQuery = z.object({
  as: z.string().min(1),
  actorId: z.coerce.number().int().positive().optional(),
  reaction: z.enum(REACTIONS).default('heart'),
});

/**
 * The live events' demo triggers (decision 0028), as the platform pushes them to a logged-in
 * guest's socket: `POST /dev/liveEvents/clashOfCams?as=<login>[&votingId][&actorIds=1,2][&votes=12,7]`
 * pushes a Clash of Cams standing (`clashOfCamsVoting`, default the first online performers),
 * `POST /dev/liveEvents/reaction?as=<login>[&actorId][&reaction=heart]` a performer's reaction
 * (`liveReaction`, default the first online performer). Both answer what they pushed.
 */
export function registerLiveEventsSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const numbers = (list: string | undefined) => list?.split(',').map(Number);
  const online = () => ctx.catalogue.actors.idsByOnline(true);

  app.post('/dev/liveEvents/clashOfCams', async (request, reply) => {
    const parsed = votingQuery.safeParse(request.query);
    if (!parsed.success)
      return reply.code(400).send({ error: 'as (a login), votingId, actorIds and votes' });
    const account = ctx.store.accounts.findByLogin(parsed.data.as);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    const actorIds = numbers(parsed.data.actorIds) ?? online().slice(0, VOTING_SIZE);
    const votes = numbers(parsed.data.votes) ?? actorIds.map((_, i) => Math.max(0, 12 - 5 * i));
    const push = {
      type: 'clashOfCamsVoting' as const,
      votingId: parsed.data.votingId,
      actors: actorIds.map((actorId, i) => ({ actorId, votes: votes[i] ?? 0 })),
    };
    ctx.hub.push(account.id, push);
    return push;
  });

  app.post('/dev/liveEvents/reaction', async (request, reply) => {
    const parsed = reactionQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send({ error: 'as (a login), actorId, reaction' });
    const account = ctx.store.accounts.findByLogin(parsed.data.as);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    const actorId = parsed.data.actorId ?? online()[0];
    if (actorId === undefined) return reply.code(409).send({ error: 'nobody_online' });
    const push = { type: 'liveReaction' as const, actorId, reaction: parsed.data.reaction };
    ctx.hub.push(account.id, push);
    return push;
  });
}
