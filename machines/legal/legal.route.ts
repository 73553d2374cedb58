import type { RouteEnteredEvent } from '../shell/shell.route.ts';
import type { LegalType } from './legal.types.ts';

/** The legal texts each route shows, the main one first (the terms carry the imprint below). */
const ROUTE_TEXTS: Partial<Record<RouteEnteredEvent['name'], readonly LegalType[]>> = {
  termsOfService: ['GTC', 'IMP'],
  dataProtection: ['PP'],
};

/** The legal texts a route shows (none: it is no route of the legal texts). */
export function legalTextsOf(name: RouteEnteredEvent['name']): readonly LegalType[] {
  return ROUTE_TEXTS[name] ?? [];
}
