import type { FeatureTexts } from '../catalog.ts';

/**
 * The modal boxes' texts (keys under `modalBoxes.<modal id>.`: each box's title, text and
 * button); English is the source, the rest translate it. A later area (src/i18n/messages/later.ts):
 * they load with a box's body (views/incentives/modalBodies.ts), not with the first catalog.
 */
const en = {
  'conversion-chat': {
    title: 'Chat for free',
    text: 'Your first minutes in the live chat are on us. Start now and meet her live.',
    cta: 'Start free chat',
  },
  vip30: {
    title: 'VIP club for 30 days',
    text: 'Free videos every month, VIP prices in the shop and longer live previews.',
    cta: 'Join the VIP club',
  },
  'black-friday-2020': {
    title: 'Black Friday',
    text: 'Double coins on every top-up, today only.',
    cta: 'Top up now',
  },
  avs: {
    title: 'Confirm your age',
    text: 'This content is for adults only. Confirm your age once and watch everything.',
    cta: 'Verify my age',
  },
  'tag-reward-basic': {
    title: 'Basic reward unlocked',
    text: 'You collected your first tags. Keep exploring to reach the next level.',
    cta: 'Great',
  },
  'tag-reward-pro': {
    title: 'Pro reward unlocked',
    text: 'You are a true explorer: your pro reward is waiting in your benefits.',
    cta: 'Great',
  },
  'tag-reward-advanced': {
    title: 'Advanced reward unlocked',
    text: 'Only a few guests get this far. Your advanced reward is in your benefits.',
    cta: 'Great',
  },
  'actor-gift-calendar': {
    title: 'Gift calendar',
    text: 'Open a door every day and collect gifts from your favourite performer.',
    cta: "Open today's door",
  },
  'not-enough-money': {
    title: 'Not enough credit',
    text: 'Your balance does not cover this purchase. Top up and continue right where you are.',
    cta: 'Top up',
  },
  'calendar-2022': {
    title: 'Advent calendar 2022',
    text: "Last year's calendar: see which doors you opened and what you won.",
    cta: 'Open the calendar',
  },
  'calendar-2023': {
    title: 'Advent calendar 2023',
    text: 'A door a day until Christmas, with coins, videos and free chat minutes.',
    cta: 'Open the calendar',
  },
  'video-with-player': {
    title: 'Video preview',
    text: 'Watch the preview, then buy the full video to keep it in your mediathek.',
    cta: 'Buy the video',
  },
  'feed-signup': {
    title: 'Follow the feed',
    text: 'Sign up for free to like, comment and see every new post of your favourites.',
    cta: 'Sign up for free',
  },
  'login-alternate': {
    title: 'Welcome back',
    text: 'Log in to continue with your favourites, messages and coins.',
    cta: 'Log in',
  },
  'es-avs': {
    title: 'Age verification required',
    text: 'To keep watching, confirm that you are of legal age. It takes one minute.',
    cta: 'Verify my age',
  },
  exitIntent: {
    title: 'Leaving already?',
    text: 'Sign up now and get 20 free coins for your first chat.',
    cta: 'Get my free coins',
  },
  specialTopUp: {
    title: 'Special top-up',
    text: 'Only for you: a bonus on your next top-up.',
    cta: 'Top up with bonus',
  },
  'model-sites-conversion': {
    title: 'Her own site',
    text: 'This performer has her own site. Your account works there too.',
    cta: 'Sign up for free',
  },
  'five-days-bonus': {
    title: 'Five-days bonus',
    text: 'Log in five days in a row and collect a bonus every day.',
    cta: "Collect today's bonus",
  },
  onboarding: {
    title: 'Welcome!',
    text: 'Tell us what you like and we will show you the right performers.',
    cta: "Let's go",
  },
  'onboarding-choose': {
    title: 'What do you like?',
    text: 'Choose what you want to see first. You can change it any time.',
    cta: 'Save my choice',
  },
  'fifteen-minutes-preview': {
    title: '15 minutes free',
    text: 'Watch any video for fifteen minutes before you decide to buy it.',
    cta: 'Start watching',
  },
  'vxcoin-info': {
    title: 'What are coins?',
    text: "Coins are the platform's currency: 4 coins per euro. Pay chats, videos and gifts with them.",
    cta: 'Got it',
  },
  'wrapper-example': {
    title: 'Notice',
    text: 'This box shows how other content is wrapped in a modal.',
    cta: 'Close',
  },
  'remove-photos': {
    title: 'Remove photos?',
    text: 'The selected photos leave your mediathek. You can buy them again later.',
    cta: 'Remove',
  },
  'contest-like': {
    title: 'Thanks for your vote',
    text: 'Your like counts. You have up to 5 votes in every contest.',
    cta: 'Close',
  },
  survey: {
    title: 'Quick question',
    text: 'How do you like the platform so far?',
    cta: 'Send answer',
  },
};

const de: FeatureTexts<typeof en>['de'] = {
  'conversion-chat': {
    title: 'Gratis chatten',
    text: 'Deine ersten Minuten im Live-Chat gehen auf uns. Starte jetzt und triff sie live.',
    cta: 'Gratis-Chat starten',
  },
  vip30: {
    title: 'VIP-Club für 30 Tage',
    text: 'Jeden Monat Gratis-Videos, VIP-Preise im Shop und längere Live-Vorschauen.',
    cta: 'VIP-Club beitreten',
  },
  'black-friday-2020': {
    title: 'Black Friday',
    text: 'Doppelte Coins auf jede Aufladung, nur heute.',
    cta: 'Jetzt aufladen',
  },
  avs: {
    title: 'Bestätige dein Alter',
    text: 'Diese Inhalte sind nur für Erwachsene. Bestätige dein Alter einmal und sieh dir alles an.',
    cta: 'Alter bestätigen',
  },
  'tag-reward-basic': {
    title: 'Basis-Belohnung freigeschaltet',
    text: 'Du hast deine ersten Tags gesammelt. Entdecke weiter für die nächste Stufe.',
    cta: 'Super',
  },
  'tag-reward-pro': {
    title: 'Profi-Belohnung freigeschaltet',
    text: 'Du bist ein echter Entdecker: deine Profi-Belohnung wartet in deinen Vorteilen.',
    cta: 'Super',
  },
  'tag-reward-advanced': {
    title: 'Fortgeschrittenen-Belohnung freigeschaltet',
    text: 'Nur wenige schaffen es so weit. Deine Belohnung liegt in deinen Vorteilen.',
    cta: 'Super',
  },
  'actor-gift-calendar': {
    title: 'Geschenkkalender',
    text: 'Öffne jeden Tag ein Türchen und sammle Geschenke deines Lieblingsstars.',
    cta: 'Heutiges Türchen öffnen',
  },
  'not-enough-money': {
    title: 'Nicht genug Guthaben',
    text: 'Dein Guthaben reicht für diesen Kauf nicht. Lade auf und mach genau hier weiter.',
    cta: 'Aufladen',
  },
  'calendar-2022': {
    title: 'Adventskalender 2022',
    text: 'Der Kalender vom letzten Jahr: sieh, welche Türchen du geöffnet und was du gewonnen hast.',
    cta: 'Kalender öffnen',
  },
  'calendar-2023': {
    title: 'Adventskalender 2023',
    text: 'Jeden Tag ein Türchen bis Weihnachten, mit Coins, Videos und Gratis-Chatminuten.',
    cta: 'Kalender öffnen',
  },
  'video-with-player': {
    title: 'Video-Vorschau',
    text: 'Sieh dir die Vorschau an und kauf dann das ganze Video für deine Mediathek.',
    cta: 'Video kaufen',
  },
  'feed-signup': {
    title: 'Folge dem Feed',
    text: 'Melde dich kostenlos an, um zu liken, zu kommentieren und jeden neuen Beitrag zu sehen.',
    cta: 'Kostenlos anmelden',
  },
  'login-alternate': {
    title: 'Willkommen zurück',
    text: 'Melde dich an, um mit deinen Favoriten, Nachrichten und Coins weiterzumachen.',
    cta: 'Anmelden',
  },
  'es-avs': {
    title: 'Altersprüfung erforderlich',
    text: 'Um weiterzuschauen, bestätige, dass du volljährig bist. Es dauert eine Minute.',
    cta: 'Alter bestätigen',
  },
  exitIntent: {
    title: 'Schon weg?',
    text: 'Melde dich jetzt an und erhalte 20 Gratis-Coins für deinen ersten Chat.',
    cta: 'Gratis-Coins holen',
  },
  specialTopUp: {
    title: 'Spezial-Aufladung',
    text: 'Nur für dich: ein Bonus auf deine nächste Aufladung.',
    cta: 'Mit Bonus aufladen',
  },
  'model-sites-conversion': {
    title: 'Ihre eigene Seite',
    text: 'Dieser Star hat eine eigene Seite. Dein Konto funktioniert auch dort.',
    cta: 'Kostenlos anmelden',
  },
  'five-days-bonus': {
    title: 'Fünf-Tage-Bonus',
    text: 'Melde dich fünf Tage hintereinander an und hol dir jeden Tag einen Bonus.',
    cta: 'Heutigen Bonus holen',
  },
  onboarding: {
    title: 'Willkommen!',
    text: 'Sag uns, was dir gefällt, und wir zeigen dir die richtigen Stars.',
    cta: "Los geht's",
  },
  'onboarding-choose': {
    title: 'Was gefällt dir?',
    text: 'Wähle, was du zuerst sehen willst. Du kannst es jederzeit ändern.',
    cta: 'Auswahl speichern',
  },
  'fifteen-minutes-preview': {
    title: '15 Minuten gratis',
    text: 'Sieh dir jedes Video fünfzehn Minuten lang an, bevor du es kaufst.',
    cta: 'Jetzt ansehen',
  },
  'vxcoin-info': {
    title: 'Was sind Coins?',
    text: 'Coins sind die Währung der Plattform: 4 Coins pro Euro. Bezahle damit Chats, Videos und Geschenke.',
    cta: 'Verstanden',
  },
  'wrapper-example': {
    title: 'Hinweis',
    text: 'Dieses Fenster zeigt, wie anderer Inhalt in ein Modal eingebettet wird.',
    cta: 'Schließen',
  },
  'remove-photos': {
    title: 'Fotos entfernen?',
    text: 'Die ausgewählten Fotos verschwinden aus deiner Mediathek. Du kannst sie später wieder kaufen.',
    cta: 'Entfernen',
  },
  'contest-like': {
    title: 'Danke für deine Stimme',
    text: 'Dein Like zählt. Du hast in jedem Wettbewerb bis zu 5 Stimmen.',
    cta: 'Schließen',
  },
  survey: {
    title: 'Kurze Frage',
    text: 'Wie gefällt dir die Plattform bisher?',
    cta: 'Antwort senden',
  },
};

const es: FeatureTexts<typeof en>['es'] = {
  'conversion-chat': {
    title: 'Chatea gratis',
    text: 'Tus primeros minutos en el chat en vivo corren de nuestra cuenta. Empieza ya y conócela en directo.',
    cta: 'Empezar chat gratis',
  },
  vip30: {
    title: 'Club VIP durante 30 días',
    text: 'Vídeos gratis cada mes, precios VIP en la tienda y vistas previas en vivo más largas.',
    cta: 'Unirse al club VIP',
  },
  'black-friday-2020': {
    title: 'Black Friday',
    text: 'Monedas dobles en cada recarga, solo hoy.',
    cta: 'Recargar ahora',
  },
  avs: {
    title: 'Confirma tu edad',
    text: 'Este contenido es solo para adultos. Confirma tu edad una vez y míralo todo.',
    cta: 'Verificar mi edad',
  },
  'tag-reward-basic': {
    title: 'Recompensa básica desbloqueada',
    text: 'Has reunido tus primeras etiquetas. Sigue explorando para llegar al siguiente nivel.',
    cta: 'Genial',
  },
  'tag-reward-pro': {
    title: 'Recompensa pro desbloqueada',
    text: 'Eres todo un explorador: tu recompensa pro te espera en tus ventajas.',
    cta: 'Genial',
  },
  'tag-reward-advanced': {
    title: 'Recompensa avanzada desbloqueada',
    text: 'Pocos llegan tan lejos. Tu recompensa avanzada está en tus ventajas.',
    cta: 'Genial',
  },
  'actor-gift-calendar': {
    title: 'Calendario de regalos',
    text: 'Abre una puerta cada día y colecciona regalos de tu performer favorita.',
    cta: 'Abrir la puerta de hoy',
  },
  'not-enough-money': {
    title: 'Saldo insuficiente',
    text: 'Tu saldo no cubre esta compra. Recarga y continúa justo donde estás.',
    cta: 'Recargar',
  },
  'calendar-2022': {
    title: 'Calendario de Adviento 2022',
    text: 'El calendario del año pasado: mira qué puertas abriste y qué ganaste.',
    cta: 'Abrir el calendario',
  },
  'calendar-2023': {
    title: 'Calendario de Adviento 2023',
    text: 'Una puerta al día hasta Navidad, con monedas, vídeos y minutos de chat gratis.',
    cta: 'Abrir el calendario',
  },
  'video-with-player': {
    title: 'Vista previa del vídeo',
    text: 'Mira la vista previa y compra el vídeo completo para tenerlo en tu mediateca.',
    cta: 'Comprar el vídeo',
  },
  'feed-signup': {
    title: 'Sigue el feed',
    text: 'Regístrate gratis para dar me gusta, comentar y ver cada nueva publicación.',
    cta: 'Registrarse gratis',
  },
  'login-alternate': {
    title: 'Bienvenido de nuevo',
    text: 'Inicia sesión para seguir con tus favoritas, mensajes y monedas.',
    cta: 'Iniciar sesión',
  },
  'es-avs': {
    title: 'Verificación de edad obligatoria',
    text: 'Para seguir viendo, confirma que eres mayor de edad. Solo lleva un minuto.',
    cta: 'Verificar mi edad',
  },
  exitIntent: {
    title: '¿Ya te vas?',
    text: 'Regístrate ahora y recibe 20 monedas gratis para tu primer chat.',
    cta: 'Quiero mis monedas',
  },
  specialTopUp: {
    title: 'Recarga especial',
    text: 'Solo para ti: un bonus en tu próxima recarga.',
    cta: 'Recargar con bonus',
  },
  'model-sites-conversion': {
    title: 'Su propio sitio',
    text: 'Esta performer tiene su propio sitio. Tu cuenta también funciona allí.',
    cta: 'Registrarse gratis',
  },
  'five-days-bonus': {
    title: 'Bonus de cinco días',
    text: 'Entra cinco días seguidos y recoge un bonus cada día.',
    cta: 'Recoger el bonus de hoy',
  },
  onboarding: {
    title: '¡Bienvenido!',
    text: 'Dinos qué te gusta y te mostraremos las performers adecuadas.',
    cta: 'Vamos',
  },
  'onboarding-choose': {
    title: '¿Qué te gusta?',
    text: 'Elige lo que quieres ver primero. Puedes cambiarlo cuando quieras.',
    cta: 'Guardar mi elección',
  },
  'fifteen-minutes-preview': {
    title: '15 minutos gratis',
    text: 'Mira cualquier vídeo durante quince minutos antes de decidir si lo compras.',
    cta: 'Empezar a ver',
  },
  'vxcoin-info': {
    title: '¿Qué son las monedas?',
    text: 'Las monedas son la divisa de la plataforma: 4 monedas por euro. Paga con ellas chats, vídeos y regalos.',
    cta: 'Entendido',
  },
  'wrapper-example': {
    title: 'Aviso',
    text: 'Esta ventana muestra cómo se envuelve otro contenido en un modal.',
    cta: 'Cerrar',
  },
  'remove-photos': {
    title: '¿Eliminar fotos?',
    text: 'Las fotos seleccionadas saldrán de tu mediateca. Podrás comprarlas de nuevo más tarde.',
    cta: 'Eliminar',
  },
  'contest-like': {
    title: 'Gracias por tu voto',
    text: 'Tu me gusta cuenta. Tienes hasta 5 votos en cada concurso.',
    cta: 'Cerrar',
  },
  survey: {
    title: 'Una pregunta rápida',
    text: '¿Qué te parece la plataforma hasta ahora?',
    cta: 'Enviar respuesta',
  },
};

const nl: FeatureTexts<typeof en>['nl'] = {
  'conversion-chat': {
    title: 'Gratis chatten',
    text: 'Je eerste minuten in de livechat zijn van ons. Begin nu en ontmoet haar live.',
    cta: 'Gratis chat starten',
  },
  vip30: {
    title: 'VIP-club voor 30 dagen',
    text: "Elke maand gratis video's, VIP-prijzen in de shop en langere livepreviews.",
    cta: 'Word VIP-lid',
  },
  'black-friday-2020': {
    title: 'Black Friday',
    text: 'Dubbele coins bij elke opwaardering, alleen vandaag.',
    cta: 'Nu opwaarderen',
  },
  avs: {
    title: 'Bevestig je leeftijd',
    text: 'Deze inhoud is alleen voor volwassenen. Bevestig je leeftijd één keer en bekijk alles.',
    cta: 'Leeftijd bevestigen',
  },
  'tag-reward-basic': {
    title: 'Basisbeloning ontgrendeld',
    text: 'Je hebt je eerste tags verzameld. Blijf ontdekken voor het volgende niveau.',
    cta: 'Top',
  },
  'tag-reward-pro': {
    title: 'Pro-beloning ontgrendeld',
    text: 'Je bent een echte ontdekker: je pro-beloning wacht bij je voordelen.',
    cta: 'Top',
  },
  'tag-reward-advanced': {
    title: 'Gevorderde beloning ontgrendeld',
    text: 'Weinig gasten komen zo ver. Je beloning staat bij je voordelen.',
    cta: 'Top',
  },
  'actor-gift-calendar': {
    title: 'Cadeaukalender',
    text: 'Open elke dag een deurtje en verzamel cadeaus van je favoriete performer.',
    cta: 'Deurtje van vandaag openen',
  },
  'not-enough-money': {
    title: 'Onvoldoende tegoed',
    text: 'Je tegoed is niet genoeg voor deze aankoop. Waardeer op en ga verder waar je was.',
    cta: 'Opwaarderen',
  },
  'calendar-2022': {
    title: 'Adventskalender 2022',
    text: 'De kalender van vorig jaar: zie welke deurtjes je opende en wat je won.',
    cta: 'Kalender openen',
  },
  'calendar-2023': {
    title: 'Adventskalender 2023',
    text: "Elke dag een deurtje tot Kerstmis, met coins, video's en gratis chatminuten.",
    cta: 'Kalender openen',
  },
  'video-with-player': {
    title: 'Videovoorbeeld',
    text: 'Bekijk het voorbeeld en koop dan de volledige video voor je mediatheek.',
    cta: 'Video kopen',
  },
  'feed-signup': {
    title: 'Volg de feed',
    text: 'Meld je gratis aan om te liken, te reageren en elk nieuw bericht te zien.',
    cta: 'Gratis aanmelden',
  },
  'login-alternate': {
    title: 'Welkom terug',
    text: 'Log in om verder te gaan met je favorieten, berichten en coins.',
    cta: 'Inloggen',
  },
  'es-avs': {
    title: 'Leeftijdscontrole vereist',
    text: 'Bevestig dat je meerderjarig bent om verder te kijken. Het duurt een minuut.',
    cta: 'Leeftijd bevestigen',
  },
  exitIntent: {
    title: 'Ga je al?',
    text: 'Meld je nu aan en krijg 20 gratis coins voor je eerste chat.',
    cta: 'Gratis coins ophalen',
  },
  specialTopUp: {
    title: 'Speciale opwaardering',
    text: 'Alleen voor jou: een bonus op je volgende opwaardering.',
    cta: 'Opwaarderen met bonus',
  },
  'model-sites-conversion': {
    title: 'Haar eigen site',
    text: 'Deze performer heeft een eigen site. Je account werkt daar ook.',
    cta: 'Gratis aanmelden',
  },
  'five-days-bonus': {
    title: 'Vijfdagenbonus',
    text: 'Log vijf dagen op rij in en haal elke dag een bonus.',
    cta: 'Bonus van vandaag ophalen',
  },
  onboarding: {
    title: 'Welkom!',
    text: 'Vertel ons wat je leuk vindt en we tonen je de juiste performers.',
    cta: 'Aan de slag',
  },
  'onboarding-choose': {
    title: 'Wat vind je leuk?',
    text: 'Kies wat je eerst wilt zien. Je kunt het altijd wijzigen.',
    cta: 'Keuze opslaan',
  },
  'fifteen-minutes-preview': {
    title: '15 minuten gratis',
    text: 'Bekijk elke video vijftien minuten voordat je besluit hem te kopen.',
    cta: 'Begin met kijken',
  },
  'vxcoin-info': {
    title: 'Wat zijn coins?',
    text: "Coins zijn de munt van het platform: 4 coins per euro. Betaal er chats, video's en cadeaus mee.",
    cta: 'Begrepen',
  },
  'wrapper-example': {
    title: 'Melding',
    text: 'Dit venster toont hoe andere inhoud in een modal wordt verpakt.',
    cta: 'Sluiten',
  },
  'remove-photos': {
    title: "Foto's verwijderen?",
    text: "De geselecteerde foto's verdwijnen uit je mediatheek. Je kunt ze later opnieuw kopen.",
    cta: 'Verwijderen',
  },
  'contest-like': {
    title: 'Bedankt voor je stem',
    text: 'Je like telt. Je hebt tot 5 stemmen per wedstrijd.',
    cta: 'Sluiten',
  },
  survey: {
    title: 'Korte vraag',
    text: 'Wat vind je tot nu toe van het platform?',
    cta: 'Antwoord versturen',
  },
};

export const modalBoxesTexts: FeatureTexts<typeof en> = { en, de, es, nl };
