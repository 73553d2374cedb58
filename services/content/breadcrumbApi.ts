import * as z from 'zod/mini';
import {
  CRUMB_ROUTES,
  type BreadcrumbCall,
  type Crumb,
  type CrumbRoute,
} from '../../machines/gallery/gallery.types.ts';
import { restRequest } from '../http/rest.ts';

const crumbSchema = z.object({
  label: z.string().check(z.minLength(1)),
  /** A route name of the client's route table, or null (the page itself). */
  route: z.nullable(z.string()),
  actorName: z.optional(z.nullable(z.string())),
});

const replySchema = z.object({ data: z.object({ breadcrumb: z.array(crumbSchema) }) });

const isCrumbRoute = (route: string | null): route is CrumbRoute =>
  route !== null && (CRUMB_ROUTES as readonly string[]).includes(route);

/**
 * `POST breadcrumb/{breadcrumbType}` with the item as payload (seed 000 §7: credentials included,
 * the reply's `data.breadcrumb` read; the gallery machine keeps it per key). Each step names a
 * route of the client's table and the actor it needs; a route the client does not link (or none)
 * is shown as text, so the server cannot make the page link anywhere else.
 *
 * @example
 * await createBreadcrumbApi(fetch).load({ request, type: 'album', payload: { id: 6201, actorName: 'lanalove' } });
 */
export function createBreadcrumbApi(fetchImpl: typeof fetch) {
  return {
    async load({ request, type, payload }: BreadcrumbCall, signal?: AbortSignal): Promise<Crumb[]> {
      const reply = await restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: `breadcrumb/${type}`, params: payload },
        replySchema,
        signal,
      );
      return reply.data.breadcrumb.map(({ label, route, actorName }) => ({
        label,
        link: isCrumbRoute(route) ? { route, actorName: actorName ?? null } : null,
      }));
    },
  };
}
