import type { FeatureTexts } from '../catalog.ts';

/** The anonymous voice call's texts (keys under `voiceCall.`); `codes.` holds each code's meaning. */
const en = {
  title: 'Voice call with {{name}}',
  intro:
    'Call {{name}} anonymously: you get a number and a PIN, she sees neither your name nor your number.',
  start: 'Call {{name}} now',
  starting: 'Setting up your anonymous call…',
  calling: 'Calling {{name}}: dial the number and enter the PIN.',
  number: 'Number',
  pin: 'PIN',
  active: 'You are on the phone with {{name}}.',
  ended: 'The call with {{name}} has ended. The page reloads in a moment.',
  paying: 'Pay for your call in the payment window.',
  failed: 'The call could not start (code {{code}}).',
  failedNoCode: 'The call could not start.',
  retry: 'Try again',
  pay: 'Pay by phone',
  close: 'Close',
  codes: {
    sessionInvalid: 'Your session has expired. Please log in again.',
    needsCredit: 'Your balance does not cover a call. Pay by phone, then try again.',
    actorUnavailable: 'She is not available for a call right now.',
    notOffered: 'She does not take voice calls.',
    alreadyRunning: 'You already have a call running.',
    serviceDown: 'The voice service is not available at the moment.',
    unknownCode: 'The voice service did not say why.',
    noAnswer: 'No answer from the voice service. Please try again.',
  },
};

const de: typeof en = {
  title: 'Telefonat mit {{name}}',
  intro:
    'Ruf {{name}} anonym an: du bekommst eine Nummer und eine PIN, sie sieht weder deinen Namen noch deine Nummer.',
  start: '{{name}} jetzt anrufen',
  starting: 'Dein anonymer Anruf wird vorbereitet…',
  calling: '{{name}} anrufen: wähle die Nummer und gib die PIN ein.',
  number: 'Nummer',
  pin: 'PIN',
  active: 'Du telefonierst mit {{name}}.',
  ended: 'Das Telefonat mit {{name}} ist beendet. Die Seite lädt gleich neu.',
  paying: 'Bezahle deinen Anruf im Zahlungsfenster.',
  failed: 'Der Anruf konnte nicht starten (Code {{code}}).',
  failedNoCode: 'Der Anruf konnte nicht starten.',
  retry: 'Erneut versuchen',
  pay: 'Per Telefon bezahlen',
  close: 'Schließen',
  codes: {
    sessionInvalid: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    needsCredit:
      'Dein Guthaben reicht nicht für einen Anruf. Bezahle per Telefon und versuche es erneut.',
    actorUnavailable: 'Sie ist gerade nicht für einen Anruf erreichbar.',
    notOffered: 'Sie nimmt keine Anrufe an.',
    alreadyRunning: 'Du hast schon einen laufenden Anruf.',
    serviceDown: 'Der Telefondienst ist gerade nicht erreichbar.',
    unknownCode: 'Der Telefondienst hat keinen Grund genannt.',
    noAnswer: 'Keine Antwort vom Telefondienst. Bitte versuche es erneut.',
  },
};

const es: typeof en = {
  ...en,
  title: 'Llamada con {{name}}',
  retry: 'Reintentar',
  close: 'Cerrar',
};

const nl: typeof en = {
  ...en,
  title: 'Telefoongesprek met {{name}}',
  retry: 'Opnieuw proberen',
  close: 'Sluiten',
};

export const voiceCallTexts: FeatureTexts<typeof en> = { en, de, es, nl };
