import type { FeatureTexts } from '../catalog.ts';

/** The guest feature's texts (keys under `guest.`); English is the source, the rest translate it. */
const en = {
  statusBar: {
    label: 'Account messages',
    dismiss: 'Dismiss',
    noavs: 'Verify your age once to see all videos, photos and live chats.',
    automaticrecharge: 'Automatic top-up is on: your balance is refilled when it runs low.',
    avsstatus: 'Your age verification is being checked.',
    avsaccepted: 'Your age is verified. Enjoy everything on the platform.',
    mailnotverified: 'Please confirm your e-mail address: we sent you a link.',
    mailwelcomelink: 'Welcome! Open the link in our e-mail to finish your signup.',
    welcomebackuser: 'Welcome back! Good to see you again.',
    error: 'Something went wrong. Please try again.',
    cancelationoffer: 'Stay with us: a special offer is waiting for you before you cancel.',
    cancelationoffererror: 'The offer could not be applied. Please try again later.',
    monthlybonusnotif: 'Your monthly bonus is ready to collect.',
    notfoundredirect: 'The page you looked for does not exist; you are on the start page.',
  },
  avs: {
    verify: 'Verify age',
    pending: 'Your age verification is being checked. This usually takes a few minutes.',
    rejected: 'Your age verification was not accepted.',
    retry: 'Try again',
    gated: 'This content is for verified adults only.',
    loading: 'Checking access…',
  },
};

export const guestTexts: FeatureTexts<typeof en> = {
  en,
  de: {
    statusBar: {
      label: 'Kontonachrichten',
      dismiss: 'Schließen',
      noavs: 'Bestätige einmal dein Alter, um alle Videos, Fotos und Livechats zu sehen.',
      automaticrecharge:
        'Automatisches Aufladen ist an: dein Guthaben wird aufgefüllt, wenn es knapp wird.',
      avsstatus: 'Deine Altersverifikation wird geprüft.',
      avsaccepted: 'Dein Alter ist bestätigt. Viel Spaß mit allem auf der Plattform.',
      mailnotverified: 'Bitte bestätige deine E-Mail-Adresse: wir haben dir einen Link geschickt.',
      mailwelcomelink:
        'Willkommen! Öffne den Link in unserer E-Mail, um die Anmeldung abzuschließen.',
      welcomebackuser: 'Willkommen zurück! Schön, dich wiederzusehen.',
      error: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
      cancelationoffer: 'Bleib bei uns: vor der Kündigung wartet ein besonderes Angebot auf dich.',
      cancelationoffererror:
        'Das Angebot konnte nicht angewendet werden. Bitte versuche es später erneut.',
      monthlybonusnotif: 'Dein Monatsbonus liegt zum Abholen bereit.',
      notfoundredirect: 'Die gesuchte Seite gibt es nicht; du bist auf der Startseite.',
    },
    avs: {
      verify: 'Alter bestätigen',
      pending: 'Deine Altersverifikation wird geprüft. Das dauert meist nur wenige Minuten.',
      rejected: 'Deine Altersverifikation wurde nicht akzeptiert.',
      retry: 'Erneut versuchen',
      gated: 'Dieser Inhalt ist nur für verifizierte Erwachsene.',
      loading: 'Zugang wird geprüft…',
    },
  },
  es: {
    statusBar: {
      label: 'Mensajes de la cuenta',
      dismiss: 'Cerrar',
      noavs: 'Verifica tu edad una vez para ver todos los vídeos, fotos y chats en vivo.',
      automaticrecharge:
        'La recarga automática está activada: tu saldo se recarga cuando se agota.',
      avsstatus: 'Estamos comprobando tu verificación de edad.',
      avsaccepted: 'Tu edad está verificada. Disfruta de todo en la plataforma.',
      mailnotverified: 'Confirma tu dirección de correo: te hemos enviado un enlace.',
      mailwelcomelink: '¡Bienvenido! Abre el enlace de nuestro correo para terminar el registro.',
      welcomebackuser: '¡Bienvenido de nuevo! Nos alegra verte.',
      error: 'Algo salió mal. Inténtalo de nuevo.',
      cancelationoffer: 'Quédate con nosotros: te espera una oferta especial antes de cancelar.',
      cancelationoffererror: 'No se pudo aplicar la oferta. Inténtalo más tarde.',
      monthlybonusnotif: 'Tu bono mensual está listo para recoger.',
      notfoundredirect: 'La página que buscabas no existe; estás en la página de inicio.',
    },
    avs: {
      verify: 'Verificar edad',
      pending: 'Estamos comprobando tu verificación de edad. Suele tardar unos minutos.',
      rejected: 'Tu verificación de edad no fue aceptada.',
      retry: 'Intentar de nuevo',
      gated: 'Este contenido es solo para adultos verificados.',
      loading: 'Comprobando el acceso…',
    },
  },
  nl: {
    statusBar: {
      label: 'Accountberichten',
      dismiss: 'Sluiten',
      noavs: "Bevestig eenmalig je leeftijd om alle video's, foto's en livechats te zien.",
      automaticrecharge:
        'Automatisch opwaarderen staat aan: je tegoed wordt aangevuld als het op raakt.',
      avsstatus: 'Je leeftijdsverificatie wordt gecontroleerd.',
      avsaccepted: 'Je leeftijd is bevestigd. Geniet van alles op het platform.',
      mailnotverified: 'Bevestig je e-mailadres: we hebben je een link gestuurd.',
      mailwelcomelink: 'Welkom! Open de link in onze e-mail om je aanmelding af te ronden.',
      welcomebackuser: 'Welkom terug! Fijn je weer te zien.',
      error: 'Er ging iets mis. Probeer het opnieuw.',
      cancelationoffer: 'Blijf bij ons: er wacht een speciale aanbieding voordat je opzegt.',
      cancelationoffererror: 'De aanbieding kon niet worden toegepast. Probeer het later opnieuw.',
      monthlybonusnotif: 'Je maandbonus staat klaar.',
      notfoundredirect: 'De pagina die je zocht bestaat niet; je bent op de startpagina.',
    },
    avs: {
      verify: 'Leeftijd bevestigen',
      pending: 'Je leeftijdsverificatie wordt gecontroleerd. Dit duurt meestal een paar minuten.',
      rejected: 'Je leeftijdsverificatie is niet geaccepteerd.',
      retry: 'Opnieuw proberen',
      gated: 'Deze inhoud is alleen voor geverifieerde volwassenen.',
      loading: 'Toegang wordt gecontroleerd…',
    },
  },
};
