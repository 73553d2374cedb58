import type { FeatureTexts } from '../catalog.ts';

/** The hover profile preview's texts (keys under `actorPreview.`). */
const en = {
  label: 'Profile preview of {{name}}',
  loading: 'Loading her profile…',
  age: '{{age}} years',
  online: 'Online now',
  offline: 'Offline',
  freeChat: 'Free chat',
  languages: 'Languages',
  price: 'Video chat',
  perMinute: '{{price}}/min',
  rating: 'Rating',
  ratingValue: '{{rate}} % satisfied ({{count}} ratings)',
  pictures: 'Her pictures',
  openProfile: 'Open her profile',
  close: 'Close preview',
  retry: 'Try again',
  // The way to write to her, on her tile's preview, her profile and a chat's end: in the first
  // catalog, so the button never shows before its name (the messenger's texts come later).
  writeTo: 'Message',
  writeToLabel: 'Message {{name}}',
  failed: {
    http_404: 'This profile does not exist any more.',
    http_403: 'She is not available in your country.',
    invalid_reply: 'Her preview could not be read.',
    other: 'Her preview could not be loaded.',
  },
};

const de: typeof en = {
  label: 'Profilvorschau von {{name}}',
  loading: 'Ihr Profil wird geladen…',
  age: '{{age}} Jahre',
  online: 'Jetzt online',
  offline: 'Offline',
  freeChat: 'Gratis-Chat',
  languages: 'Sprachen',
  price: 'Videochat',
  perMinute: '{{price}}/Min.',
  rating: 'Bewertung',
  ratingValue: '{{rate}} % zufrieden ({{count}} Bewertungen)',
  pictures: 'Ihre Bilder',
  openProfile: 'Zu ihrem Profil',
  close: 'Vorschau schließen',
  retry: 'Erneut versuchen',
  writeTo: 'Nachricht',
  writeToLabel: 'Nachricht an {{name}}',
  failed: {
    http_404: 'Dieses Profil gibt es nicht mehr.',
    http_403: 'Sie ist in deinem Land nicht verfügbar.',
    invalid_reply: 'Ihre Vorschau konnte nicht gelesen werden.',
    other: 'Ihre Vorschau konnte nicht geladen werden.',
  },
};

const es: typeof en = {
  label: 'Vista previa del perfil de {{name}}',
  loading: 'Cargando su perfil…',
  age: '{{age}} años',
  online: 'En línea ahora',
  offline: 'Desconectada',
  freeChat: 'Chat gratis',
  languages: 'Idiomas',
  price: 'Videochat',
  perMinute: '{{price}}/min',
  rating: 'Valoración',
  ratingValue: '{{rate}} % satisfechos ({{count}} valoraciones)',
  pictures: 'Sus fotos',
  openProfile: 'Ver su perfil',
  close: 'Cerrar vista previa',
  retry: 'Reintentar',
  writeTo: 'Mensaje',
  writeToLabel: 'Mensaje a {{name}}',
  failed: {
    http_404: 'Este perfil ya no existe.',
    http_403: 'No está disponible en tu país.',
    invalid_reply: 'No se pudo leer su vista previa.',
    other: 'No se pudo cargar su vista previa.',
  },
};

const nl: typeof en = {
  label: 'Profielvoorbeeld van {{name}}',
  loading: 'Haar profiel wordt geladen…',
  age: '{{age}} jaar',
  online: 'Nu online',
  offline: 'Offline',
  freeChat: 'Gratis chat',
  languages: 'Talen',
  price: 'Videochat',
  perMinute: '{{price}}/min',
  rating: 'Beoordeling',
  ratingValue: '{{rate}} % tevreden ({{count}} beoordelingen)',
  pictures: 'Haar foto’s',
  openProfile: 'Naar haar profiel',
  close: 'Voorbeeld sluiten',
  retry: 'Opnieuw proberen',
  writeTo: 'Bericht',
  writeToLabel: 'Bericht aan {{name}}',
  failed: {
    http_404: 'Dit profiel bestaat niet meer.',
    http_403: 'Ze is niet beschikbaar in jouw land.',
    invalid_reply: 'Haar voorbeeld kon niet worden gelezen.',
    other: 'Haar voorbeeld kon niet worden geladen.',
  },
};

export const actorPreviewTexts: FeatureTexts<typeof en> = { en, de, es, nl };
