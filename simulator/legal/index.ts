import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { registerResolvers } from '../graphql/index.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { LEGAL_TEXTS, legalTextFile } from './texts.ts';

/**
 * Legal texts (seed 000 §3, §7; seed 001 §7): the query service's `legalTexts(filter, first,
 * offset)` by document type (PP, GTC, IMP), and each text's file at
 * `GET /rest/v1/asset/legal-text/download/{legalTextId}` (a plain-text attachment).
 */
export function registerLegalSimulator(app: FastifyInstance, _ctx: SimulatorContext): void {
  registerResolvers(app, 'query', {
    Query: {
      legalTexts: (_, args) => {
        const filter = (args.filter ?? {}) as { types?: string[] | null };
        const types = filter.types ?? null;
        const offset = typeof args.offset === 'number' ? Math.max(0, args.offset) : 0;
        const first = typeof args.first === 'number' ? Math.max(0, args.first) : LEGAL_TEXTS.length;
        return LEGAL_TEXTS.filter((text) => types === null || types.includes(text.type))
          .slice(offset, offset + first)
          .map(({ slug: _slug, ...text }) => text);
      },
    },
  });

  app.get(`${REST_PREFIX}/asset/legal-text/download/:legalTextId`, async (request, reply) => {
    const id = Number((request.params as { legalTextId: string }).legalTextId);
    const text = LEGAL_TEXTS.find((t) => t.id === id);
    if (!text) return reply.code(404).send({ error: 'no such legal text' });
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${text.slug}-${text.version}.txt"`)
      .header('Cache-Control', 'no-store')
      .send(legalTextFile(text));
  });
}
