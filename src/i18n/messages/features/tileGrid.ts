import type { FeatureTexts } from '../catalog.ts';

/** The shared list and tile grid texts (keys under `tileGrid.`), used by every content area. */
const en = {
  display: {
    label: 'Display',
    grid: 'Grid',
    list: 'List',
  },
  loading: 'Loading…',
  loadingMore: 'Loading more…',
  loadMore: 'Load more',
  refreshing: 'Updating…',
  failed: 'This list could not be loaded.',
  pageFailed: 'More items could not be loaded.',
  refreshFailed: 'The list could not be updated.',
  retry: 'Try again',
  empty: 'Nothing to show here yet.',
  count: '{{count}} items',
  back: 'Back to the list',
  imageFailed: 'Picture not available',
  partFailed: 'This part could not be loaded. Check your connection.',
};

const de = {
  display: {
    label: 'Ansicht',
    grid: 'Kacheln',
    list: 'Liste',
  },
  loading: 'Wird geladen…',
  loadingMore: 'Weitere werden geladen…',
  loadMore: 'Mehr laden',
  refreshing: 'Wird aktualisiert…',
  failed: 'Diese Liste konnte nicht geladen werden.',
  pageFailed: 'Weitere Einträge konnten nicht geladen werden.',
  refreshFailed: 'Die Liste konnte nicht aktualisiert werden.',
  retry: 'Erneut versuchen',
  empty: 'Hier gibt es noch nichts zu sehen.',
  count: '{{count}} Einträge',
  back: 'Zurück zur Liste',
  imageFailed: 'Bild nicht verfügbar',
  partFailed: 'Dieser Teil konnte nicht geladen werden. Prüfe deine Verbindung.',
};

const es = {
  display: {
    label: 'Vista',
    grid: 'Cuadrícula',
    list: 'Lista',
  },
  loading: 'Cargando…',
  loadingMore: 'Cargando más…',
  loadMore: 'Cargar más',
  refreshing: 'Actualizando…',
  failed: 'No se pudo cargar esta lista.',
  pageFailed: 'No se pudieron cargar más elementos.',
  refreshFailed: 'No se pudo actualizar la lista.',
  retry: 'Reintentar',
  empty: 'Todavía no hay nada que mostrar.',
  count: '{{count}} elementos',
  back: 'Volver a la lista',
  imageFailed: 'Imagen no disponible',
  partFailed: 'No se pudo cargar esta parte. Comprueba tu conexión.',
};

const nl = {
  display: {
    label: 'Weergave',
    grid: 'Raster',
    list: 'Lijst',
  },
  loading: 'Bezig met laden…',
  loadingMore: 'Meer laden…',
  loadMore: 'Meer laden',
  refreshing: 'Bezig met bijwerken…',
  failed: 'Deze lijst kon niet worden geladen.',
  pageFailed: 'Er konden geen verdere items worden geladen.',
  refreshFailed: 'De lijst kon niet worden bijgewerkt.',
  retry: 'Opnieuw proberen',
  empty: 'Hier is nog niets te zien.',
  count: '{{count}} items',
  back: 'Terug naar de lijst',
  imageFailed: 'Afbeelding niet beschikbaar',
  partFailed: 'Dit onderdeel kon niet worden geladen. Controleer je verbinding.',
};

export const tileGridTexts: FeatureTexts<typeof en> = { en, de, es, nl };
