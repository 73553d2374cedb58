import type { FeatureTexts } from '../catalog.ts';

/**
 * The cookie banner's texts (keys under `cookieBanner.`): a first visit's every page shows it, so they
 * are in each language's first catalog (the rest of my account's are not, myAccount.ts). English is
 * the source, the rest translate it.
 */
const en = {
  title: 'Cookies on this site',
  text: 'We use necessary cookies to run the site. With your consent we also keep your search history on this device and measure how the site is used.',
  acceptAll: 'Accept all',
  necessaryOnly: 'Necessary only',
  customize: 'Settings',
  back: 'Back',
  save: 'Save my choice',
  necessary: 'Necessary',
  necessaryText:
    'Login, language, your cookie choice and everything the site needs to work. Always on.',
  functional: 'Functional',
  functionalText: 'Keeps your search history on this device.',
  analytics: 'Analytics',
  analyticsText: 'Tells us anonymously which pages and features are used, so we can improve them.',
};

const de: FeatureTexts<typeof en>['de'] = {
  title: 'Cookies auf dieser Seite',
  text: 'Wir verwenden notwendige Cookies, damit die Seite funktioniert. Mit deiner Zustimmung speichern wir außerdem deinen Suchverlauf auf diesem Gerät und messen, wie die Seite genutzt wird.',
  acceptAll: 'Alle akzeptieren',
  necessaryOnly: 'Nur notwendige',
  customize: 'Einstellungen',
  back: 'Zurück',
  save: 'Auswahl speichern',
  necessary: 'Notwendig',
  necessaryText:
    'Login, Sprache, deine Cookie-Auswahl und alles, was die Seite zum Funktionieren braucht. Immer aktiv.',
  functional: 'Funktional',
  functionalText: 'Speichert deinen Suchverlauf auf diesem Gerät.',
  analytics: 'Analyse',
  analyticsText:
    'Zeigt uns anonym, welche Seiten und Funktionen genutzt werden, damit wir sie verbessern können.',
};

const es: FeatureTexts<typeof en>['es'] = {
  title: 'Cookies en este sitio',
  text: 'Usamos cookies necesarias para que el sitio funcione. Con tu consentimiento también guardamos tu historial de búsqueda en este dispositivo y medimos cómo se usa el sitio.',
  acceptAll: 'Aceptar todas',
  necessaryOnly: 'Solo necesarias',
  customize: 'Configuración',
  back: 'Volver',
  save: 'Guardar mi elección',
  necessary: 'Necesarias',
  necessaryText:
    'Inicio de sesión, idioma, tu elección de cookies y todo lo que el sitio necesita para funcionar. Siempre activas.',
  functional: 'Funcionales',
  functionalText: 'Guarda tu historial de búsqueda en este dispositivo.',
  analytics: 'Analíticas',
  analyticsText:
    'Nos dice de forma anónima qué páginas y funciones se usan, para poder mejorarlas.',
};

const nl: FeatureTexts<typeof en>['nl'] = {
  title: 'Cookies op deze site',
  text: 'We gebruiken noodzakelijke cookies om de site te laten werken. Met je toestemming bewaren we ook je zoekgeschiedenis op dit apparaat en meten we hoe de site gebruikt wordt.',
  acceptAll: 'Alles accepteren',
  necessaryOnly: 'Alleen noodzakelijke',
  customize: 'Instellingen',
  back: 'Terug',
  save: 'Mijn keuze opslaan',
  necessary: 'Noodzakelijk',
  necessaryText:
    'Inloggen, taal, je cookiekeuze en alles wat de site nodig heeft om te werken. Altijd aan.',
  functional: 'Functioneel',
  functionalText: 'Bewaart je zoekgeschiedenis op dit apparaat.',
  analytics: 'Analyse',
  analyticsText:
    'Vertelt ons anoniem welke pagina’s en functies gebruikt worden, zodat we ze kunnen verbeteren.',
};

export const cookieBannerTexts: FeatureTexts<typeof en> = { en, de, es, nl };
