import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { findItem } from './catalog.ts';

const payload = z.object({ id: z.number().int().positive(), actorName: z.string().min(1) });

/** "Home" and "Videos" in the request's language (the platform answers labels ready to show). */
const LABELS = {
  home: { de: 'Startseite', en: 'Home', es: 'Inicio', nl: 'Home' },
  videos: { de: 'Videos', en: 'Videos', es: 'Vídeos', nl: "Video's" },
} as const;
type Language = keyof (typeof LABELS)['home'];
const languageOf = (value: string | undefined): Language =>
  value === 'de' || value === 'es' || value === 'nl' ? value : 'en';

/**
 * `POST breadcrumb/{breadcrumbType}` (seed 000 §7; decision 0037): the path to a video's or an
 * album's page, `{ data: { breadcrumb: [{ label, route, actorName }] } }`, each step a route name of
 * the client's table (the client builds the localized address) and the page itself last, with no
 * route. Types `video` and `album`, payload `{ id, actorName }`; anyone may ask (404 for an item
 * not hers, 400 for another type or payload).
 */
export function registerBreadcrumb(app: FastifyInstance, ctx: SimulatorContext): void {
  app.post(`${REST_PREFIX}/breadcrumb/:type`, async (request, reply) => {
    if (resolveCaller(ctx.store, accessTokenOf(request)).kind === 'invalid')
      return reply.code(401).send({ error: 'invalid_token' });
    const { type } = request.params as { type: string };
    const body = payload.safeParse(request.body);
    if ((type !== 'video' && type !== 'album') || !body.success)
      return reply.code(400).send({ error: 'type video or album, payload { id, actorName }' });
    const item = findItem(ctx.catalogue, type, body.data.id);
    if (!item || item.actorName.toLowerCase() !== body.data.actorName.toLowerCase())
      return reply.code(404).send({ error: `no ${type}` });
    const language = languageOf(stringParam(request.query, 'language'));
    const actor = { label: item.actorName, route: 'actorProfile', actorName: item.actorName };
    const breadcrumb = [
      { label: LABELS.home[language], route: 'home', actorName: null },
      actor,
      ...(type === 'video'
        ? [{ label: LABELS.videos[language], route: 'actorVideos', actorName: item.actorName }]
        : []),
      { label: item.title, route: null, actorName: null },
    ];
    return { data: { breadcrumb } };
  });
}
