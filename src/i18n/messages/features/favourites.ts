import type { FeatureTexts } from '../catalog.ts';

/** The favourite actors' page (keys under `favourites.`). */
const en = {
  title: 'My favourite cams',
  online: '{{online}} of {{total}} online',
  loading: 'Loading your favourites…',
  failed: 'Your favourites could not be loaded.',
  retry: 'Try again',
  empty: 'You have no favourites yet.',
  discover: 'Discover cams',
  unpin: 'Remove {{name}} from favourites',
  unpinShort: 'Unpin',
  isOnline: 'Online',
  isOffline: 'Offline',
  loginPrompt: 'Log in to see your favourite cams.',
  blockLoginPrompt: 'Log in to see which of your favourite cams are online now.',
  showAll: 'All my favourite cams',
  login: 'Log in',
  more: 'Show more',
};

const de: typeof en = {
  title: 'Meine Lieblings-Cams',
  online: '{{online}} von {{total}} online',
  loading: 'Deine Favoriten werden geladen…',
  failed: 'Deine Favoriten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Du hast noch keine Favoriten.',
  discover: 'Cams entdecken',
  unpin: '{{name}} aus den Favoriten entfernen',
  unpinShort: 'Entfernen',
  isOnline: 'Online',
  isOffline: 'Offline',
  loginPrompt: 'Melde dich an, um deine Lieblings-Cams zu sehen.',
  blockLoginPrompt: 'Melde dich an, um zu sehen, welche deiner Lieblings-Cams gerade online sind.',
  showAll: 'Alle meine Lieblings-Cams',
  login: 'Anmelden',
  more: 'Mehr anzeigen',
};

const es: typeof en = {
  title: 'Mis cams favoritas',
  online: '{{online}} de {{total}} en línea',
  loading: 'Cargando tus favoritas…',
  failed: 'No se pudieron cargar tus favoritas.',
  retry: 'Reintentar',
  empty: 'Todavía no tienes favoritas.',
  discover: 'Descubrir cams',
  unpin: 'Quitar a {{name}} de favoritas',
  unpinShort: 'Quitar',
  isOnline: 'En línea',
  isOffline: 'Desconectada',
  loginPrompt: 'Inicia sesión para ver tus cams favoritas.',
  blockLoginPrompt: 'Inicia sesión para ver cuáles de tus cams favoritas están en línea ahora.',
  showAll: 'Todas mis cams favoritas',
  login: 'Iniciar sesión',
  more: 'Mostrar más',
};

const nl: typeof en = {
  title: 'Mijn favoriete cams',
  online: '{{online}} van {{total}} online',
  loading: 'Je favorieten worden geladen…',
  failed: 'Je favorieten konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  empty: 'Je hebt nog geen favorieten.',
  discover: 'Cams ontdekken',
  unpin: '{{name}} uit favorieten verwijderen',
  unpinShort: 'Verwijderen',
  isOnline: 'Online',
  isOffline: 'Offline',
  loginPrompt: 'Log in om je favoriete cams te zien.',
  blockLoginPrompt: 'Log in om te zien welke van je favoriete cams nu online zijn.',
  showAll: 'Al mijn favoriete cams',
  login: 'Inloggen',
  more: 'Meer tonen',
};

export const favouritesTexts: FeatureTexts<typeof en> = { en, de, es, nl };
