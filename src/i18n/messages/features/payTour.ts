import type { FeatureTexts } from '../catalog.ts';

/** The payTour feature's texts (keys under `payTour.`); English is the source, the rest translate it. */
const en = {
  loading: 'Loading the secure payment window…',
  leaving: 'Signing you in…',
  cancel: 'Cancel',
  reload: 'Reload page',
  close: 'Close',
  retry: 'Try again',
  errorTitle: 'The payment window did not load',
  errorText:
    'The secure payment window did not answer in time. Nothing was charged. Please try again.',
  popupTitle: 'Your browser blocked the payment tab',
  popupText:
    'Please allow pop-ups for this site, then open the payment tab again. Nothing was charged.',
  openAgain: 'Open the payment tab',
  tabTitle: 'Payment continues in a new tab',
  tabText: 'Finish in the payment tab; this page updates when you are done.',
  tabDone: 'Back to the page',
  topUp: 'Top up',
  vip: 'VIP',
  vipLabel: 'Become a VIP',
  topUpLabel: 'Top up credit',
};

export const payTourTexts: FeatureTexts<typeof en> = {
  en,
  de: {
    loading: 'Das sichere Zahlungsfenster wird geladen …',
    leaving: 'Du wirst angemeldet …',
    cancel: 'Abbrechen',
    reload: 'Seite neu laden',
    close: 'Schließen',
    retry: 'Erneut versuchen',
    errorTitle: 'Das Zahlungsfenster wurde nicht geladen',
    errorText:
      'Das sichere Zahlungsfenster hat nicht rechtzeitig geantwortet. Es wurde nichts abgebucht. Bitte versuche es erneut.',
    popupTitle: 'Dein Browser hat den Zahlungs-Tab blockiert',
    popupText:
      'Bitte erlaube Pop-ups für diese Seite und öffne den Zahlungs-Tab dann erneut. Es wurde nichts abgebucht.',
    openAgain: 'Zahlungs-Tab öffnen',
    tabTitle: 'Die Zahlung geht in einem neuen Tab weiter',
    tabText: 'Schließe den Vorgang im Zahlungs-Tab ab; diese Seite aktualisiert sich danach.',
    tabDone: 'Zurück zur Seite',
    topUp: 'Aufladen',
    vip: 'VIP',
    vipLabel: 'VIP werden',
    topUpLabel: 'Guthaben aufladen',
  },
  es: {
    loading: 'Cargando la ventana de pago segura…',
    leaving: 'Iniciando tu sesión…',
    cancel: 'Cancelar',
    reload: 'Recargar la página',
    close: 'Cerrar',
    retry: 'Reintentar',
    errorTitle: 'La ventana de pago no se ha cargado',
    errorText:
      'La ventana de pago segura no respondió a tiempo. No se ha cobrado nada. Inténtalo de nuevo.',
    popupTitle: 'Tu navegador ha bloqueado la pestaña de pago',
    popupText:
      'Permite las ventanas emergentes para este sitio y vuelve a abrir la pestaña de pago. No se ha cobrado nada.',
    openAgain: 'Abrir la pestaña de pago',
    tabTitle: 'El pago continúa en una pestaña nueva',
    tabText: 'Termina en la pestaña de pago; esta página se actualiza cuando acabes.',
    tabDone: 'Volver a la página',
    topUp: 'Recargar',
    vip: 'VIP',
    vipLabel: 'Hazte VIP',
    topUpLabel: 'Recargar saldo',
  },
  nl: {
    loading: 'Het beveiligde betaalvenster wordt geladen…',
    leaving: 'Je wordt aangemeld…',
    cancel: 'Annuleren',
    reload: 'Pagina opnieuw laden',
    close: 'Sluiten',
    retry: 'Opnieuw proberen',
    errorTitle: 'Het betaalvenster is niet geladen',
    errorText:
      'Het beveiligde betaalvenster antwoordde niet op tijd. Er is niets afgeschreven. Probeer het opnieuw.',
    popupTitle: 'Je browser heeft het betaaltabblad geblokkeerd',
    popupText:
      'Sta pop-ups toe voor deze site en open het betaaltabblad opnieuw. Er is niets afgeschreven.',
    openAgain: 'Betaaltabblad openen',
    tabTitle: 'De betaling gaat verder in een nieuw tabblad',
    tabText: 'Rond af in het betaaltabblad; deze pagina wordt daarna bijgewerkt.',
    tabDone: 'Terug naar de pagina',
    topUp: 'Opwaarderen',
    vip: 'VIP',
    vipLabel: 'Word VIP',
    topUpLabel: 'Tegoed opwaarderen',
  },
};
