import type { FeatureTexts } from '../catalog.ts';

/** The report dialog's texts (keys under `report.`): loaded with the dialog, on its first open. */
const en = {
  title: 'Report a problem',
  intro:
    'Something went wrong? Send us a report and our support team can replay step by step what happened in this tab.',
  whatTitle: 'What will be sent',
  what: {
    log: 'The recent activity of this tab (up to the last 30 minutes): what you clicked and opened, and what the app received and showed.',
    removed:
      'Removed before anything leaves your device: passwords, access tokens, session ids and payment data (card numbers, IBAN, CVV).',
    pseudonyms: 'Replaced by pseudonyms: your name, e-mail addresses and phone numbers.',
    messages:
      'The texts of your messages are replaced by their length, unless you include them below.',
    meta: 'The app version ({{version}}), your language ({{language}}) and the address of this page, without its access data.',
  },
  description: 'What went wrong? (optional)',
  descriptionCount: '{{count}} of {{max}} characters',
  descriptionNote: 'Only sent with this report, never stored in the activity log.',
  includeMessages: 'Include the texts of my messages',
  consent: 'I agree that this report is sent to support',
  consentNeeded: 'Tick the box to send the report.',
  send: 'Send report',
  retry: 'Try again',
  download: 'Download',
  downloadName: 'camclient-report-{{date}}.jsonl',
  cancel: 'Cancel',
  close: 'Close',
  sending: 'Sending the report…',
  sentTitle: 'Thank you, your report was sent',
  sentText: 'Quote this report id if you contact support:',
  copy: 'Copy report id',
  copied: 'Copied',
  failedTitle: 'The report could not be sent',
  failedHint:
    'Nothing was lost: what you wrote is still here. Try again, or download the report and send it to support yourself.',
  failed: {
    network: 'The support service could not be reached. Check your connection.',
    tooLarge: 'The report is too large to send.',
    rejected: 'The support service did not accept the report.',
    unavailable: 'The support service is not available right now.',
    notConfigured: 'Reports cannot be sent from this site.',
    other: 'Something unexpected went wrong.',
  },
};

const de: FeatureTexts<typeof en>['de'] = {
  title: 'Problem melden',
  intro:
    'Ist etwas schiefgelaufen? Sende uns eine Meldung, und unser Support kann Schritt für Schritt nachvollziehen, was in diesem Tab passiert ist.',
  whatTitle: 'Was gesendet wird',
  what: {
    log: 'Die letzten Aktivitäten in diesem Tab (bis zu 30 Minuten): was du angeklickt und geöffnet hast und was die App empfangen und angezeigt hat.',
    removed:
      'Entfernt, bevor etwas dein Gerät verlässt: Passwörter, Zugangs-Tokens, Sitzungs-IDs und Zahlungsdaten (Kartennummern, IBAN, CVV).',
    pseudonyms: 'Durch Pseudonyme ersetzt: dein Name, E-Mail-Adressen und Telefonnummern.',
    messages:
      'Die Texte deiner Nachrichten werden durch ihre Länge ersetzt, außer du fügst sie unten hinzu.',
    meta: 'Die App-Version ({{version}}), deine Sprache ({{language}}) und die Adresse dieser Seite, ohne Zugangsdaten.',
  },
  description: 'Was ist schiefgelaufen? (optional)',
  descriptionCount: '{{count}} von {{max}} Zeichen',
  descriptionNote: 'Wird nur mit dieser Meldung gesendet, nie im Aktivitätsprotokoll gespeichert.',
  includeMessages: 'Texte meiner Nachrichten mitsenden',
  consent: 'Ich bin einverstanden, dass diese Meldung an den Support gesendet wird',
  consentNeeded: 'Setze das Häkchen, um die Meldung zu senden.',
  send: 'Meldung senden',
  retry: 'Erneut versuchen',
  download: 'Herunterladen',
  downloadName: 'camclient-meldung-{{date}}.jsonl',
  cancel: 'Abbrechen',
  close: 'Schließen',
  sending: 'Die Meldung wird gesendet…',
  sentTitle: 'Danke, deine Meldung wurde gesendet',
  sentText: 'Nenne diese Meldungsnummer, wenn du den Support kontaktierst:',
  copy: 'Meldungsnummer kopieren',
  copied: 'Kopiert',
  failedTitle: 'Die Meldung konnte nicht gesendet werden',
  failedHint:
    'Nichts ist verloren: Dein Text ist noch da. Versuche es erneut oder lade die Meldung herunter und sende sie selbst an den Support.',
  failed: {
    network: 'Der Support-Dienst war nicht erreichbar. Prüfe deine Verbindung.',
    tooLarge: 'Die Meldung ist zu groß zum Senden.',
    rejected: 'Der Support-Dienst hat die Meldung nicht angenommen.',
    unavailable: 'Der Support-Dienst ist gerade nicht verfügbar.',
    notConfigured: 'Von dieser Seite können keine Meldungen gesendet werden.',
    other: 'Etwas Unerwartetes ist schiefgelaufen.',
  },
};

const es: FeatureTexts<typeof en>['es'] = {
  title: 'Informar de un problema',
  intro:
    '¿Algo ha fallado? Envíanos un informe y nuestro equipo de soporte podrá reproducir paso a paso lo que ocurrió en esta pestaña.',
  whatTitle: 'Qué se envía',
  what: {
    log: 'La actividad reciente de esta pestaña (hasta los últimos 30 minutos): lo que pulsaste y abriste, y lo que la app recibió y mostró.',
    removed:
      'Se elimina antes de que nada salga de tu dispositivo: contraseñas, tokens de acceso, identificadores de sesión y datos de pago (números de tarjeta, IBAN, CVV).',
    pseudonyms:
      'Se sustituyen por seudónimos: tu nombre, direcciones de correo y números de teléfono.',
    messages:
      'Los textos de tus mensajes se sustituyen por su longitud, salvo que los incluyas abajo.',
    meta: 'La versión de la app ({{version}}), tu idioma ({{language}}) y la dirección de esta página, sin datos de acceso.',
  },
  description: '¿Qué ha fallado? (opcional)',
  descriptionCount: '{{count}} de {{max}} caracteres',
  descriptionNote: 'Solo se envía con este informe, nunca se guarda en el registro de actividad.',
  includeMessages: 'Incluir los textos de mis mensajes',
  consent: 'Acepto que este informe se envíe al soporte',
  consentNeeded: 'Marca la casilla para enviar el informe.',
  send: 'Enviar informe',
  retry: 'Reintentar',
  download: 'Descargar',
  downloadName: 'camclient-informe-{{date}}.jsonl',
  cancel: 'Cancelar',
  close: 'Cerrar',
  sending: 'Enviando el informe…',
  sentTitle: 'Gracias, tu informe se ha enviado',
  sentText: 'Indica este número de informe si contactas con el soporte:',
  copy: 'Copiar número de informe',
  copied: 'Copiado',
  failedTitle: 'No se pudo enviar el informe',
  failedHint:
    'No se ha perdido nada: tu texto sigue aquí. Reinténtalo o descarga el informe y envíalo tú al soporte.',
  failed: {
    network: 'No se pudo contactar con el servicio de soporte. Comprueba tu conexión.',
    tooLarge: 'El informe es demasiado grande para enviarlo.',
    rejected: 'El servicio de soporte no aceptó el informe.',
    unavailable: 'El servicio de soporte no está disponible ahora.',
    notConfigured: 'Desde este sitio no se pueden enviar informes.',
    other: 'Ha ocurrido algo inesperado.',
  },
};

const nl: FeatureTexts<typeof en>['nl'] = {
  title: 'Probleem melden',
  intro:
    'Ging er iets mis? Stuur ons een melding, dan kan ons supportteam stap voor stap naspelen wat er in dit tabblad gebeurde.',
  whatTitle: 'Wat er wordt verstuurd',
  what: {
    log: 'De recente activiteit van dit tabblad (tot de laatste 30 minuten): wat je hebt aangeklikt en geopend, en wat de app heeft ontvangen en getoond.',
    removed:
      'Verwijderd voordat er iets je apparaat verlaat: wachtwoorden, toegangstokens, sessie-id’s en betaalgegevens (kaartnummers, IBAN, CVV).',
    pseudonyms: 'Vervangen door pseudoniemen: je naam, e-mailadressen en telefoonnummers.',
    messages:
      'De teksten van je berichten worden vervangen door hun lengte, tenzij je ze hieronder meestuurt.',
    meta: 'De app-versie ({{version}}), je taal ({{language}}) en het adres van deze pagina, zonder toegangsgegevens.',
  },
  description: 'Wat ging er mis? (optioneel)',
  descriptionCount: '{{count}} van {{max}} tekens',
  descriptionNote:
    'Wordt alleen met deze melding verstuurd, nooit in het activiteitenlogboek bewaard.',
  includeMessages: 'De teksten van mijn berichten meesturen',
  consent: 'Ik ga ermee akkoord dat deze melding naar support wordt verstuurd',
  consentNeeded: 'Vink het vakje aan om de melding te versturen.',
  send: 'Melding versturen',
  retry: 'Opnieuw proberen',
  download: 'Downloaden',
  downloadName: 'camclient-melding-{{date}}.jsonl',
  cancel: 'Annuleren',
  close: 'Sluiten',
  sending: 'De melding wordt verstuurd…',
  sentTitle: 'Bedankt, je melding is verstuurd',
  sentText: 'Noem dit meldingsnummer als je contact opneemt met support:',
  copy: 'Meldingsnummer kopiëren',
  copied: 'Gekopieerd',
  failedTitle: 'De melding kon niet worden verstuurd',
  failedHint:
    'Er is niets verloren: je tekst staat er nog. Probeer het opnieuw, of download de melding en stuur hem zelf naar support.',
  failed: {
    network: 'De supportdienst was niet bereikbaar. Controleer je verbinding.',
    tooLarge: 'De melding is te groot om te versturen.',
    rejected: 'De supportdienst heeft de melding niet aangenomen.',
    unavailable: 'De supportdienst is op dit moment niet beschikbaar.',
    notConfigured: 'Vanaf deze site kunnen geen meldingen worden verstuurd.',
    other: 'Er ging iets onverwachts mis.',
  },
};

export const reportTexts: FeatureTexts<typeof en> = { en, de, es, nl };
