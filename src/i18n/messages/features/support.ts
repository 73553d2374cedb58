import type { FeatureTexts } from '../catalog.ts';

/** The support console's texts (keys under `support.`): the replay of a guest's report, loaded with it. */
const en = {
  title: 'Support replay',
  intro:
    'Open a session log that a guest reported, replay it record by record and see what the guest saw.',
  reports: {
    heading: 'Reported problems',
    loading: 'Loading the reports…',
    empty: 'No reports yet.',
    missing: 'This server has no report inbox. You can still open a log file.',
    failed: 'The reports could not be loaded ({{status}}).',
    loginNeeded: 'Only support staff may read the reports.',
    login: 'Log in as support',
    refresh: 'Refresh',
    open: 'Open report {{id}}',
    received: 'Received',
    guest: 'Guest',
    language: 'Language',
    appVersion: 'App version',
    size: 'Size',
    description: 'Description',
    records: '{{count}} records',
    noDescription: 'No description',
  },
  file: {
    heading: 'Open a log file',
    pick: 'Choose a log file',
    drop: 'or drop a .jsonl log here',
    dropActive: 'Drop the log to open it',
  },
  opening: 'Opening {{name}}…',
  replaying: 'Replaying {{done}} of {{total}} records',
  error: {
    decode: 'Cannot read {{name}}: line {{line}}: {{reason}}',
    unreadable: 'Cannot read {{name}}: {{reason}}',
    fetch: 'Report {{id}} could not be downloaded ({{status}}).',
  },
  back: 'Back to the reports',
  build: {
    choose: 'Replay with',
    recordedOption: 'build {{version}}, which recorded it',
    currentOption: 'the current build {{current}}',
    recorded: 'Replayed with build {{version}}, the build that recorded this session.',
    current:
      'Replayed with the current build {{current}}, not with build {{version}} that recorded this session: where they differ, the replay diverges, and the first divergence is named below.',
    unknown:
      'This session was recorded with build {{version}}, whose replayer this server does not keep. Replayed with the current build {{current}} instead: where they differ, the replay diverges, and the first divergence is named below.',
    noVersion: 'Replayed with the current build {{current}}: the log names no build.',
    unlisted:
      'The kept builds could not be listed ({{status}}): replayed with the current build {{current}}.',
  },
  summary: {
    heading: 'Session log',
    started: 'Started',
    duration: 'Duration',
    records: 'Records',
    language: 'Language',
    app: 'App version',
    otherVersion:
      'Recorded with app {{recorded}}; this viewer is {{current}}: the replay may differ.',
    openedIn: 'Opened in {{total}} ms (reading {{decode}} ms).',
    replayedIn: 'All records replayed and checked in {{ms}} ms.',
    redacted: 'Redacted before it left the guest’s browser: {{summary}}.',
  },
  redaction: {
    secrets: 'secrets',
    payment: 'payment data',
    emails: 'e-mail addresses',
    names: 'names',
    phones: 'phone numbers',
    texts: 'message texts',
  },
  verify: {
    running:
      'Replaying and checking… {{done}} of {{total}} records; {{matched}} of {{checkpoints}} checkpoints verified so far.',
    ok: 'All {{count}} checkpoints verified: the replay matches the session.',
    none: 'This log has no checkpoint to verify.',
    diverged:
      'Checkpoint at record #{{seq}} differs (expected {{expected}}, the replay gave {{actual}}): {{count}} of {{total}} checkpoints differ. From there on the view may not be what the guest saw.',
    redacted:
      'Redacted log: from record #{{seq}} on, {{count}} of {{total}} checkpoints cannot be compared, because redacting the guest’s personal data changed how the replay goes on there; {{matched}} verified. From there the view may differ from what the guest saw.',
    stopped: 'The replay stopped at record #{{seq}}: {{reason}}. Later records cannot be shown.',
    anchor:
      'The log’s starting snapshot did not restore to its hash (expected {{expected}}, got {{actual}}).',
  },
  timeline: {
    heading: 'Timeline',
    record: 'Record',
    at: 'Record #{{seq}} · {{time}} · {{offset}} into the session',
    start: 'Before the first record · {{time}}',
    previous: 'Previous record',
    next: 'Next record',
    goTo: 'Go to record #',
    go: 'Go',
    markers: 'Markers',
    marker: {
      input: 'Guest inputs',
      push: 'Pushes',
      ioError: 'Failed calls',
      payment: 'Payments',
    },
    previousMarker: 'Previous: {{kind}}',
    nextMarker: 'Next: {{kind}}',
    search: 'Search events',
    matches: '{{index}} of {{count}} matches',
    noMatch: 'No match',
    previousMatch: 'Previous match',
    nextMatch: 'Next match',
    bookmark: 'Bookmark this record',
    bookmarks: 'Bookmarks',
    goToBookmark: 'Go to #{{seq}} {{type}}',
    removeBookmark: 'Remove bookmark #{{seq}}',
  },
  view: {
    heading: 'What the guest saw',
    frame: 'The guest’s screen after record #{{seq}}',
    frameStart: 'The guest’s screen before the first record',
    readOnly: 'Read-only replay: {{type}} was not sent to {{to}}.',
    size: '{{width}} px wide, shown at {{scale}} %',
  },
  states: {
    heading: 'Machine states',
  },
  events: {
    heading: 'Events',
  },
};

const de: FeatureTexts<typeof en>['de'] = {
  title: 'Support-Wiedergabe',
  intro:
    'Öffne das Sitzungsprotokoll, das ein Gast gemeldet hat, spiele es Eintrag für Eintrag ab und sieh, was der Gast gesehen hat.',
  reports: {
    heading: 'Gemeldete Probleme',
    loading: 'Meldungen werden geladen …',
    empty: 'Noch keine Meldungen.',
    missing:
      'Dieser Server hat keinen Meldungseingang. Du kannst trotzdem eine Protokolldatei öffnen.',
    failed: 'Die Meldungen konnten nicht geladen werden ({{status}}).',
    loginNeeded: 'Nur Support-Mitarbeitende dürfen die Meldungen lesen.',
    login: 'Als Support anmelden',
    refresh: 'Aktualisieren',
    open: 'Meldung {{id}} öffnen',
    received: 'Eingegangen',
    guest: 'Gast',
    language: 'Sprache',
    appVersion: 'App-Version',
    size: 'Größe',
    description: 'Beschreibung',
    records: '{{count}} Einträge',
    noDescription: 'Keine Beschreibung',
  },
  file: {
    heading: 'Protokolldatei öffnen',
    pick: 'Protokolldatei wählen',
    drop: 'oder ein .jsonl-Protokoll hier ablegen',
    dropActive: 'Protokoll zum Öffnen ablegen',
  },
  opening: '{{name}} wird geöffnet …',
  replaying: '{{done}} von {{total}} Einträgen abgespielt',
  error: {
    decode: '{{name}} ist nicht lesbar: Zeile {{line}}: {{reason}}',
    unreadable: '{{name}} ist nicht lesbar: {{reason}}',
    fetch: 'Meldung {{id}} konnte nicht geladen werden ({{status}}).',
  },
  back: 'Zurück zu den Meldungen',
  build: {
    choose: 'Abspielen mit',
    recordedOption: 'Build {{version}}, der sie aufgezeichnet hat',
    currentOption: 'dem aktuellen Build {{current}}',
    recorded: 'Abgespielt mit Build {{version}}, dem Build, der diese Sitzung aufgezeichnet hat.',
    current:
      'Abgespielt mit dem aktuellen Build {{current}}, nicht mit Build {{version}}, der diese Sitzung aufgezeichnet hat: Wo sie sich unterscheiden, weicht die Wiedergabe ab; die erste Abweichung steht unten.',
    unknown:
      'Diese Sitzung wurde mit Build {{version}} aufgezeichnet, dessen Wiedergabe dieser Server nicht mehr aufbewahrt. Stattdessen mit dem aktuellen Build {{current}} abgespielt: Wo sie sich unterscheiden, weicht die Wiedergabe ab; die erste Abweichung steht unten.',
    noVersion: 'Abgespielt mit dem aktuellen Build {{current}}: Das Protokoll nennt keinen Build.',
    unlisted:
      'Die aufbewahrten Builds konnten nicht geladen werden ({{status}}): abgespielt mit dem aktuellen Build {{current}}.',
  },
  summary: {
    heading: 'Sitzungsprotokoll',
    started: 'Beginn',
    duration: 'Dauer',
    records: 'Einträge',
    language: 'Sprache',
    app: 'App-Version',
    otherVersion:
      'Aufgezeichnet mit App {{recorded}}, dieser Viewer ist {{current}}: Die Wiedergabe kann abweichen.',
    openedIn: 'Geöffnet in {{total}} ms (Lesen {{decode}} ms).',
    replayedIn: 'Alle Einträge in {{ms}} ms abgespielt und geprüft.',
    redacted: 'Vor dem Verlassen des Browsers geschwärzt: {{summary}}.',
  },
  redaction: {
    secrets: 'Geheimnisse',
    payment: 'Zahlungsdaten',
    emails: 'E-Mail-Adressen',
    names: 'Namen',
    phones: 'Telefonnummern',
    texts: 'Nachrichtentexte',
  },
  verify: {
    running:
      'Wird abgespielt und geprüft … {{done}} von {{total}} Einträgen; bisher {{matched}} von {{checkpoints}} Prüfpunkten bestätigt.',
    ok: 'Alle {{count}} Prüfpunkte bestätigt: Die Wiedergabe stimmt mit der Sitzung überein.',
    none: 'Dieses Protokoll hat keinen Prüfpunkt.',
    diverged:
      'Der Prüfpunkt bei Eintrag #{{seq}} weicht ab (erwartet {{expected}}, Wiedergabe ergab {{actual}}): {{count}} von {{total}} Prüfpunkten weichen ab. Ab dort zeigt die Ansicht eventuell nicht, was der Gast sah.',
    redacted:
      'Geschwärztes Protokoll: Ab Eintrag #{{seq}} sind {{count}} von {{total}} Prüfpunkten nicht vergleichbar, weil das Schwärzen der persönlichen Daten den Verlauf der Wiedergabe dort verändert; {{matched}} bestätigt. Ab dort kann die Ansicht von dem abweichen, was der Gast sah.',
    stopped:
      'Die Wiedergabe hielt bei Eintrag #{{seq}} an: {{reason}}. Spätere Einträge können nicht gezeigt werden.',
    anchor:
      'Der Startzustand des Protokolls ergab nicht seinen Hash (erwartet {{expected}}, erhalten {{actual}}).',
  },
  timeline: {
    heading: 'Zeitleiste',
    record: 'Eintrag',
    at: 'Eintrag #{{seq}} · {{time}} · {{offset}} nach Sitzungsbeginn',
    start: 'Vor dem ersten Eintrag · {{time}}',
    previous: 'Vorheriger Eintrag',
    next: 'Nächster Eintrag',
    goTo: 'Gehe zu Eintrag #',
    go: 'Los',
    markers: 'Markierungen',
    marker: {
      input: 'Eingaben des Gasts',
      push: 'Pushes',
      ioError: 'Fehlgeschlagene Aufrufe',
      payment: 'Zahlungen',
    },
    previousMarker: 'Vorherige: {{kind}}',
    nextMarker: 'Nächste: {{kind}}',
    search: 'Ereignisse durchsuchen',
    matches: 'Treffer {{index}} von {{count}}',
    noMatch: 'Kein Treffer',
    previousMatch: 'Vorheriger Treffer',
    nextMatch: 'Nächster Treffer',
    bookmark: 'Diesen Eintrag merken',
    bookmarks: 'Lesezeichen',
    goToBookmark: 'Gehe zu #{{seq}} {{type}}',
    removeBookmark: 'Lesezeichen #{{seq}} entfernen',
  },
  view: {
    heading: 'Was der Gast sah',
    frame: 'Der Bildschirm des Gasts nach Eintrag #{{seq}}',
    frameStart: 'Der Bildschirm des Gasts vor dem ersten Eintrag',
    readOnly: 'Nur-Lese-Wiedergabe: {{type}} wurde nicht an {{to}} gesendet.',
    size: '{{width}} px breit, gezeigt mit {{scale}} %',
  },
  states: {
    heading: 'Zustände der Maschinen',
  },
  events: {
    heading: 'Ereignisse',
  },
};

const es: FeatureTexts<typeof en>['es'] = {
  title: 'Reproducción para soporte',
  intro:
    'Abre el registro de sesión que reportó un cliente, reprodúcelo registro a registro y mira lo que vio.',
  reports: {
    heading: 'Problemas reportados',
    loading: 'Cargando los reportes…',
    empty: 'Aún no hay reportes.',
    missing: 'Este servidor no tiene bandeja de reportes. Puedes abrir un archivo de registro.',
    failed: 'No se pudieron cargar los reportes ({{status}}).',
    loginNeeded: 'Solo el personal de soporte puede leer los reportes.',
    login: 'Iniciar sesión como soporte',
    refresh: 'Actualizar',
    open: 'Abrir el reporte {{id}}',
    received: 'Recibido',
    guest: 'Cliente',
    language: 'Idioma',
    appVersion: 'Versión de la app',
    size: 'Tamaño',
    description: 'Descripción',
    records: '{{count}} registros',
    noDescription: 'Sin descripción',
  },
  file: {
    heading: 'Abrir un archivo de registro',
    pick: 'Elegir un archivo de registro',
    drop: 'o suelta aquí un registro .jsonl',
    dropActive: 'Suelta el registro para abrirlo',
  },
  opening: 'Abriendo {{name}}…',
  replaying: 'Reproducidos {{done}} de {{total}} registros',
  error: {
    decode: 'No se puede leer {{name}}: línea {{line}}: {{reason}}',
    unreadable: 'No se puede leer {{name}}: {{reason}}',
    fetch: 'No se pudo descargar el reporte {{id}} ({{status}}).',
  },
  back: 'Volver a los reportes',
  build: {
    choose: 'Reproducir con',
    recordedOption: 'la build {{version}}, que la grabó',
    currentOption: 'la build actual {{current}}',
    recorded: 'Reproducida con la build {{version}}, la que grabó esta sesión.',
    current:
      'Reproducida con la build actual {{current}}, no con la build {{version}} que grabó esta sesión: donde difieren, la reproducción diverge, y la primera divergencia se indica abajo.',
    unknown:
      'Esta sesión se grabó con la build {{version}}, cuyo reproductor este servidor no conserva. Reproducida en su lugar con la build actual {{current}}: donde difieren, la reproducción diverge, y la primera divergencia se indica abajo.',
    noVersion: 'Reproducida con la build actual {{current}}: el registro no nombra ninguna build.',
    unlisted:
      'No se pudieron listar las builds conservadas ({{status}}): reproducida con la build actual {{current}}.',
  },
  summary: {
    heading: 'Registro de sesión',
    started: 'Inicio',
    duration: 'Duración',
    records: 'Registros',
    language: 'Idioma',
    app: 'Versión de la app',
    otherVersion:
      'Grabado con la app {{recorded}}; este visor es {{current}}: la reproducción puede diferir.',
    openedIn: 'Abierto en {{total}} ms (lectura {{decode}} ms).',
    replayedIn: 'Todos los registros reproducidos y comprobados en {{ms}} ms.',
    redacted: 'Anonimizado antes de salir del navegador del cliente: {{summary}}.',
  },
  redaction: {
    secrets: 'secretos',
    payment: 'datos de pago',
    emails: 'direcciones de correo',
    names: 'nombres',
    phones: 'teléfonos',
    texts: 'textos de mensajes',
  },
  verify: {
    running:
      'Reproduciendo y comprobando… {{done}} de {{total}} registros; {{matched}} de {{checkpoints}} puntos de control verificados hasta ahora.',
    ok: 'Los {{count}} puntos de control verificados: la reproducción coincide con la sesión.',
    none: 'Este registro no tiene ningún punto de control.',
    diverged:
      'El punto de control del registro #{{seq}} difiere (se esperaba {{expected}}, la reproducción dio {{actual}}): {{count}} de {{total}} difieren. Desde ahí, la vista puede no ser lo que vio el cliente.',
    redacted:
      'Registro anonimizado: desde el registro #{{seq}}, {{count}} de {{total}} puntos de control no se pueden comparar, porque anonimizar los datos personales cambió cómo sigue la reproducción; {{matched}} verificados. Desde ahí, la vista puede diferir de lo que vio el cliente.',
    stopped:
      'La reproducción se detuvo en el registro #{{seq}}: {{reason}}. Los registros posteriores no se pueden mostrar.',
    anchor:
      'La instantánea inicial del registro no dio su hash (se esperaba {{expected}}, se obtuvo {{actual}}).',
  },
  timeline: {
    heading: 'Línea de tiempo',
    record: 'Registro',
    at: 'Registro #{{seq}} · {{time}} · {{offset}} desde el inicio',
    start: 'Antes del primer registro · {{time}}',
    previous: 'Registro anterior',
    next: 'Registro siguiente',
    goTo: 'Ir al registro #',
    go: 'Ir',
    markers: 'Marcas',
    marker: {
      input: 'Entradas del cliente',
      push: 'Pushes',
      ioError: 'Llamadas fallidas',
      payment: 'Pagos',
    },
    previousMarker: 'Anterior: {{kind}}',
    nextMarker: 'Siguiente: {{kind}}',
    search: 'Buscar eventos',
    matches: 'Coincidencia {{index}} de {{count}}',
    noMatch: 'Sin coincidencias',
    previousMatch: 'Coincidencia anterior',
    nextMatch: 'Coincidencia siguiente',
    bookmark: 'Marcar este registro',
    bookmarks: 'Marcadores',
    goToBookmark: 'Ir a #{{seq}} {{type}}',
    removeBookmark: 'Quitar el marcador #{{seq}}',
  },
  view: {
    heading: 'Lo que vio el cliente',
    frame: 'La pantalla del cliente tras el registro #{{seq}}',
    frameStart: 'La pantalla del cliente antes del primer registro',
    readOnly: 'Reproducción de solo lectura: {{type}} no se envió a {{to}}.',
    size: '{{width}} px de ancho, mostrado al {{scale}} %',
  },
  states: {
    heading: 'Estados de las máquinas',
  },
  events: {
    heading: 'Eventos',
  },
};

const nl: FeatureTexts<typeof en>['nl'] = {
  title: 'Supportweergave',
  intro:
    'Open het sessielogboek dat een gast meldde, speel het regel voor regel af en zie wat de gast zag.',
  reports: {
    heading: 'Gemelde problemen',
    loading: 'Meldingen worden geladen…',
    empty: 'Nog geen meldingen.',
    missing: 'Deze server heeft geen meldingeninbox. Je kunt wel een logbestand openen.',
    failed: 'De meldingen konden niet worden geladen ({{status}}).',
    loginNeeded: 'Alleen supportmedewerkers mogen de meldingen lezen.',
    login: 'Inloggen als support',
    refresh: 'Vernieuwen',
    open: 'Melding {{id}} openen',
    received: 'Ontvangen',
    guest: 'Gast',
    language: 'Taal',
    appVersion: 'App-versie',
    size: 'Grootte',
    description: 'Beschrijving',
    records: '{{count}} regels',
    noDescription: 'Geen beschrijving',
  },
  file: {
    heading: 'Een logbestand openen',
    pick: 'Logbestand kiezen',
    drop: 'of sleep hier een .jsonl-logboek naartoe',
    dropActive: 'Laat het logboek los om het te openen',
  },
  opening: '{{name}} wordt geopend…',
  replaying: '{{done}} van {{total}} regels afgespeeld',
  error: {
    decode: '{{name}} is niet leesbaar: regel {{line}}: {{reason}}',
    unreadable: '{{name}} is niet leesbaar: {{reason}}',
    fetch: 'Melding {{id}} kon niet worden gedownload ({{status}}).',
  },
  back: 'Terug naar de meldingen',
  build: {
    choose: 'Afspelen met',
    recordedOption: 'build {{version}}, die haar opnam',
    currentOption: 'de huidige build {{current}}',
    recorded: 'Afgespeeld met build {{version}}, de build die deze sessie opnam.',
    current:
      'Afgespeeld met de huidige build {{current}}, niet met build {{version}} die deze sessie opnam: waar ze verschillen, wijkt de weergave af, en de eerste afwijking staat hieronder.',
    unknown:
      'Deze sessie is opgenomen met build {{version}}, waarvan deze server de afspeler niet bewaart. In plaats daarvan afgespeeld met de huidige build {{current}}: waar ze verschillen, wijkt de weergave af, en de eerste afwijking staat hieronder.',
    noVersion: 'Afgespeeld met de huidige build {{current}}: het logboek noemt geen build.',
    unlisted:
      'De bewaarde builds konden niet worden opgehaald ({{status}}): afgespeeld met de huidige build {{current}}.',
  },
  summary: {
    heading: 'Sessielogboek',
    started: 'Begin',
    duration: 'Duur',
    records: 'Regels',
    language: 'Taal',
    app: 'App-versie',
    otherVersion:
      'Opgenomen met app {{recorded}}; deze viewer is {{current}}: de weergave kan afwijken.',
    openedIn: 'Geopend in {{total}} ms (lezen {{decode}} ms).',
    replayedIn: 'Alle regels afgespeeld en gecontroleerd in {{ms}} ms.',
    redacted: 'Geanonimiseerd voordat het de browser van de gast verliet: {{summary}}.',
  },
  redaction: {
    secrets: 'geheimen',
    payment: 'betaalgegevens',
    emails: 'e-mailadressen',
    names: 'namen',
    phones: 'telefoonnummers',
    texts: 'berichtteksten',
  },
  verify: {
    running:
      'Bezig met afspelen en controleren… {{done}} van {{total}} regels; tot nu toe {{matched}} van {{checkpoints}} controlepunten bevestigd.',
    ok: 'Alle {{count}} controlepunten bevestigd: de weergave klopt met de sessie.',
    none: 'Dit logboek heeft geen controlepunt.',
    diverged:
      'Het controlepunt bij regel #{{seq}} wijkt af (verwacht {{expected}}, de weergave gaf {{actual}}): {{count}} van {{total}} wijken af. Vanaf daar toont de weergave mogelijk niet wat de gast zag.',
    redacted:
      'Geanonimiseerd logboek: vanaf regel #{{seq}} zijn {{count}} van {{total}} controlepunten niet te vergelijken, omdat het anonimiseren van persoonsgegevens daar het verloop van de weergave veranderde; {{matched}} bevestigd. Vanaf daar kan de weergave afwijken van wat de gast zag.',
    stopped:
      'De weergave stopte bij regel #{{seq}}: {{reason}}. Latere regels kunnen niet worden getoond.',
    anchor:
      'De begintoestand van het logboek gaf niet zijn hash (verwacht {{expected}}, gekregen {{actual}}).',
  },
  timeline: {
    heading: 'Tijdlijn',
    record: 'Regel',
    at: 'Regel #{{seq}} · {{time}} · {{offset}} na het begin',
    start: 'Voor de eerste regel · {{time}}',
    previous: 'Vorige regel',
    next: 'Volgende regel',
    goTo: 'Ga naar regel #',
    go: 'Ga',
    markers: 'Markeringen',
    marker: {
      input: 'Invoer van de gast',
      push: 'Pushes',
      ioError: 'Mislukte aanroepen',
      payment: 'Betalingen',
    },
    previousMarker: 'Vorige: {{kind}}',
    nextMarker: 'Volgende: {{kind}}',
    search: 'Gebeurtenissen zoeken',
    matches: 'Treffer {{index}} van {{count}}',
    noMatch: 'Geen treffer',
    previousMatch: 'Vorige treffer',
    nextMatch: 'Volgende treffer',
    bookmark: 'Deze regel markeren',
    bookmarks: 'Bladwijzers',
    goToBookmark: 'Ga naar #{{seq}} {{type}}',
    removeBookmark: 'Bladwijzer #{{seq}} verwijderen',
  },
  view: {
    heading: 'Wat de gast zag',
    frame: 'Het scherm van de gast na regel #{{seq}}',
    frameStart: 'Het scherm van de gast voor de eerste regel',
    readOnly: 'Alleen-lezen weergave: {{type}} is niet naar {{to}} verstuurd.',
    size: '{{width}} px breed, getoond op {{scale}} %',
  },
  states: {
    heading: 'Toestanden van de machines',
  },
  events: {
    heading: 'Gebeurtenissen',
  },
};

export const supportTexts: FeatureTexts<typeof en> = { en, de, es, nl };
