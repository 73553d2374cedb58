import type { FeatureTexts } from '../catalog.ts';

/** The one-click top-up's texts (keys under `oneClick.`); `errors.` holds each failure code's. */
const en = {
  title: 'Top up with one click',
  asking: 'Checking your one-click payment…',
  intro: 'Your saved payment method is charged at once.',
  amount: 'Top up {{amount}}',
  large: 'asks you to confirm',
  confirm: 'Charge {{amount}} to your saved payment method?',
  confirmButton: 'Yes, charge {{amount}}',
  back: 'Choose another amount',
  sending: 'Charging {{amount}}…',
  failed: 'The top-up of {{amount}} did not go through.',
  retry: 'Try again',
  otherPayment: 'Pay another way',
  cancel: 'Cancel',
  payTour: 'Top up in the payment window.',
  errors: {
    notEnabled: 'One-click payment is switched off for your account.',
    amountNotOffered: 'This amount is not one of your one-click amounts.',
    noStoredMethod: 'There is no saved payment method for one-click payment.',
    limitExceeded: 'This top-up would go over your monthly limit.',
    declined: 'Your bank declined the payment.',
    noAnswer: 'No answer from the payment service. Please check your balance before you try again.',
    unknown: 'The payment service did not say why.',
  },
};

const de: typeof en = {
  ...en,
  title: 'Mit einem Klick aufladen',
  asking: 'Ein-Klick-Zahlung wird geprüft…',
  intro: 'Deine gespeicherte Zahlungsart wird sofort belastet.',
  amount: '{{amount}} aufladen',
  large: 'mit Bestätigung',
  confirm: '{{amount}} von deiner gespeicherten Zahlungsart abbuchen?',
  confirmButton: 'Ja, {{amount}} abbuchen',
  back: 'Anderen Betrag wählen',
  sending: '{{amount}} wird abgebucht…',
  failed: 'Die Aufladung über {{amount}} hat nicht geklappt.',
  retry: 'Nochmal versuchen',
  otherPayment: 'Anders bezahlen',
  cancel: 'Abbrechen',
  payTour: 'Lade im Zahlungsfenster auf.',
  errors: {
    notEnabled: 'Die Ein-Klick-Zahlung ist für dein Konto ausgeschaltet.',
    amountNotOffered: 'Dieser Betrag gehört nicht zu deinen Ein-Klick-Beträgen.',
    noStoredMethod: 'Für die Ein-Klick-Zahlung ist keine Zahlungsart gespeichert.',
    limitExceeded: 'Diese Aufladung überschreitet dein Monatslimit.',
    declined: 'Deine Bank hat die Zahlung abgelehnt.',
    noAnswer:
      'Keine Antwort vom Zahlungsdienst. Prüfe dein Guthaben, bevor du es nochmal versuchst.',
    unknown: 'Der Zahlungsdienst hat keinen Grund genannt.',
  },
};

const es: typeof en = {
  ...en,
  title: 'Recargar con un clic',
  amount: 'Recargar {{amount}}',
  confirmButton: 'Sí, cargar {{amount}}',
  retry: 'Reintentar',
  otherPayment: 'Pagar de otra forma',
  cancel: 'Cancelar',
};

const nl: typeof en = {
  ...en,
  title: 'Opwaarderen met één klik',
  amount: '{{amount}} opwaarderen',
  confirmButton: 'Ja, {{amount}} afschrijven',
  retry: 'Opnieuw proberen',
  otherPayment: 'Anders betalen',
  cancel: 'Annuleren',
};

export const oneClickTexts: FeatureTexts<typeof en> = { en, de, es, nl };
