import type { FeatureTexts } from '../catalog.ts';

/** Browser alerts on this device, in the notification settings (keys under `webPush.`). */
const en = {
  title: 'Alerts in this browser',
  intro: 'Get a browser alert when one of your favourite models comes online.',
  checking: 'Checking this browser…',
  on: 'Alerts are on in this browser.',
  off: 'Alerts are off in this browser.',
  turnOn: 'Turn on alerts',
  turnOff: 'Turn off alerts',
  turningOn: 'Turning alerts on…',
  turningOff: 'Turning alerts off…',
  unsupported: 'This browser cannot show alerts from websites.',
  blocked:
    'Alerts are blocked for this site. Allow notifications in your browser’s site settings, then check again.',
  checkAgain: 'Check again',
  unknown: 'We could not check the alerts of this browser.',
  retry: 'Try again',
  failure: {
    no_push_service:
      'Your browser could not reach its push service, so alerts cannot be turned on right now. Check your connection and try again.',
    permission_denied: 'You did not allow notifications, so alerts stay off.',
    server: 'Something went wrong on our side. Please try again.',
  },
};

const de: typeof en = {
  title: 'Hinweise in diesem Browser',
  intro: 'Erhalte einen Browser-Hinweis, wenn eines deiner Lieblingsmodels online kommt.',
  checking: 'Browser wird geprüft…',
  on: 'Hinweise sind in diesem Browser an.',
  off: 'Hinweise sind in diesem Browser aus.',
  turnOn: 'Hinweise einschalten',
  turnOff: 'Hinweise ausschalten',
  turningOn: 'Hinweise werden eingeschaltet…',
  turningOff: 'Hinweise werden ausgeschaltet…',
  unsupported: 'Dieser Browser kann keine Hinweise von Websites zeigen.',
  blocked:
    'Hinweise sind für diese Seite blockiert. Erlaube Benachrichtigungen in den Website-Einstellungen deines Browsers und prüfe dann erneut.',
  checkAgain: 'Erneut prüfen',
  unknown: 'Die Hinweise dieses Browsers konnten nicht geprüft werden.',
  retry: 'Erneut versuchen',
  failure: {
    no_push_service:
      'Dein Browser hat seinen Push-Dienst nicht erreicht, deshalb lassen sich Hinweise gerade nicht einschalten. Prüfe deine Verbindung und versuche es erneut.',
    permission_denied: 'Du hast Benachrichtigungen nicht erlaubt, Hinweise bleiben aus.',
    server: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
  },
};

const es: typeof en = {
  title: 'Avisos en este navegador',
  intro: 'Recibe un aviso del navegador cuando una de tus modelos favoritas se conecte.',
  checking: 'Comprobando este navegador…',
  on: 'Los avisos están activados en este navegador.',
  off: 'Los avisos están desactivados en este navegador.',
  turnOn: 'Activar avisos',
  turnOff: 'Desactivar avisos',
  turningOn: 'Activando avisos…',
  turningOff: 'Desactivando avisos…',
  unsupported: 'Este navegador no puede mostrar avisos de sitios web.',
  blocked:
    'Los avisos están bloqueados para este sitio. Permite las notificaciones en la configuración del sitio de tu navegador y vuelve a comprobar.',
  checkAgain: 'Comprobar de nuevo',
  unknown: 'No pudimos comprobar los avisos de este navegador.',
  retry: 'Intentar de nuevo',
  failure: {
    no_push_service:
      'Tu navegador no pudo contactar con su servicio de notificaciones push, así que ahora no se pueden activar los avisos. Comprueba tu conexión e inténtalo de nuevo.',
    permission_denied: 'No permitiste las notificaciones, así que los avisos siguen desactivados.',
    server: 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
  },
};

const nl: typeof en = {
  title: 'Meldingen in deze browser',
  intro: 'Krijg een browsermelding als een van je favoriete modellen online komt.',
  checking: 'Deze browser wordt gecontroleerd…',
  on: 'Meldingen staan aan in deze browser.',
  off: 'Meldingen staan uit in deze browser.',
  turnOn: 'Meldingen aanzetten',
  turnOff: 'Meldingen uitzetten',
  turningOn: 'Meldingen worden aangezet…',
  turningOff: 'Meldingen worden uitgezet…',
  unsupported: 'Deze browser kan geen meldingen van websites tonen.',
  blocked:
    'Meldingen zijn geblokkeerd voor deze site. Sta meldingen toe in de site-instellingen van je browser en controleer opnieuw.',
  checkAgain: 'Opnieuw controleren',
  unknown: 'We konden de meldingen van deze browser niet controleren.',
  retry: 'Opnieuw proberen',
  failure: {
    no_push_service:
      'Je browser kon zijn pushdienst niet bereiken, dus meldingen kunnen nu niet worden aangezet. Controleer je verbinding en probeer het opnieuw.',
    permission_denied: 'Je hebt meldingen niet toegestaan, dus ze blijven uit.',
    server: 'Er ging bij ons iets mis. Probeer het opnieuw.',
  },
};

export const webPushTexts: FeatureTexts<typeof en> = { en, de, es, nl };
