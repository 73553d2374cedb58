import type { FeatureTexts } from '../catalog.ts';

/** Daily deals, the vr_porn and cum_on event pages, newsletter unsubscribe (keys `specials.`). */
const en = {
  loading: 'Loading…',
  failed: 'This page could not be loaded.',
  retry: 'Try again',
  deals: {
    title: 'Daily deals',
    intro: 'Today’s videos on sale: the price before the discount is shown beside each.',
    grid: 'Videos on sale',
  },
  vr: {
    title: 'VR porn',
    intro: 'Virtual reality videos of our amateurs, the newest first.',
    grid: 'VR videos',
  },
  cumOn: {
    title: 'Cum on',
    intro: 'The event: every news and action of our amateurs’ events.',
    grid: 'Event posts',
  },
  unsubscribe: {
    title: 'Newsletter',
    intro: 'Untick a newsletter to unsubscribe from it.',
    loginTitle: 'Log in to manage your newsletters',
    login: 'Log in',
  },
};

const de: typeof en = {
  loading: 'Wird geladen…',
  failed: 'Die Seite konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  deals: {
    title: 'Daily Deals',
    intro: 'Die reduzierten Videos von heute: neben jedem steht der Preis vor dem Rabatt.',
    grid: 'Reduzierte Videos',
  },
  vr: {
    title: 'VR-Pornos',
    intro: 'Virtual-Reality-Videos unserer Amateure, die neuesten zuerst.',
    grid: 'VR-Videos',
  },
  cumOn: {
    title: 'Cum on',
    intro: 'Das Event: alle Neuigkeiten und Aktionen zu den Events unserer Amateure.',
    grid: 'Event-Beiträge',
  },
  unsubscribe: {
    title: 'Newsletter',
    intro: 'Entferne den Haken, um einen Newsletter abzubestellen.',
    loginTitle: 'Zum Verwalten der Newsletter einloggen',
    login: 'Einloggen',
  },
};

const es: typeof en = {
  loading: 'Cargando…',
  failed: 'No se pudo cargar la página.',
  retry: 'Reintentar',
  deals: {
    title: 'Ofertas del día',
    intro: 'Los vídeos rebajados de hoy: junto a cada uno, el precio antes del descuento.',
    grid: 'Vídeos en oferta',
  },
  vr: {
    title: 'Porno VR',
    intro: 'Vídeos de realidad virtual de nuestras amateurs, los más nuevos primero.',
    grid: 'Vídeos VR',
  },
  cumOn: {
    title: 'Cum on',
    intro: 'El evento: todas las noticias y promociones de los eventos de nuestras amateurs.',
    grid: 'Publicaciones del evento',
  },
  unsubscribe: {
    title: 'Boletín',
    intro: 'Desmarca un boletín para darte de baja.',
    loginTitle: 'Inicia sesión para gestionar tus boletines',
    login: 'Iniciar sesión',
  },
};

const nl: typeof en = {
  loading: 'Laden…',
  failed: 'De pagina kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  deals: {
    title: 'Dagdeals',
    intro: "De video's in de aanbieding van vandaag: naast elke video de prijs vóór de korting.",
    grid: "Video's in de aanbieding",
  },
  vr: {
    title: 'VR-porno',
    intro: "Virtual-reality-video's van onze amateurs, de nieuwste eerst.",
    grid: "VR-video's",
  },
  cumOn: {
    title: 'Cum on',
    intro: 'Het event: al het nieuws en alle acties van de events van onze amateurs.',
    grid: 'Eventberichten',
  },
  unsubscribe: {
    title: 'Nieuwsbrief',
    intro: 'Vink een nieuwsbrief uit om je af te melden.',
    loginTitle: 'Log in om je nieuwsbrieven te beheren',
    login: 'Inloggen',
  },
};

export const specialsTexts: FeatureTexts<typeof en> = { en, de, es, nl };
