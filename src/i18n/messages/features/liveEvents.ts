import type { FeatureTexts } from '../catalog.ts';

/** The live events' texts (keys under `liveEvents.`): Clash of Cams and live reactions. */
const en = {
  voting: {
    title: 'Clash of Cams',
    intro: 'Who gets the most votes? Vote in her live chat.',
    votes: '{{count}} votes',
    share: '{{percent}} %',
    leading: 'Leading',
    vote: 'Vote for {{name}}',
    close: 'Close Clash of Cams',
    performer: 'A performer',
  },
  reactions: {
    label: 'Live reactions',
    reacted: '{{name}} reacts',
    performer: 'A performer',
  },
};

const de: typeof en = {
  voting: {
    title: 'Clash of Cams',
    intro: 'Wer bekommt die meisten Stimmen? Stimm in ihrem Livechat ab.',
    votes: '{{count}} Stimmen',
    share: '{{percent}} %',
    leading: 'Vorne',
    vote: 'Für {{name}} stimmen',
    close: 'Clash of Cams schließen',
    performer: 'Eine Darstellerin',
  },
  reactions: {
    label: 'Live-Reaktionen',
    reacted: '{{name}} reagiert',
    performer: 'Eine Darstellerin',
  },
};

const es: typeof en = {
  voting: {
    title: 'Clash of Cams',
    intro: '¿Quién consigue más votos? Vota en su chat en vivo.',
    votes: '{{count}} votos',
    share: '{{percent}} %',
    leading: 'En cabeza',
    vote: 'Votar por {{name}}',
    close: 'Cerrar Clash of Cams',
    performer: 'Una modelo',
  },
  reactions: {
    label: 'Reacciones en vivo',
    reacted: '{{name}} reacciona',
    performer: 'Una modelo',
  },
};

const nl: typeof en = {
  voting: {
    title: 'Clash of Cams',
    intro: 'Wie krijgt de meeste stemmen? Stem in haar livechat.',
    votes: '{{count}} stemmen',
    share: '{{percent}} %',
    leading: 'Voorop',
    vote: 'Stem op {{name}}',
    close: 'Clash of Cams sluiten',
    performer: 'Een performer',
  },
  reactions: {
    label: 'Live-reacties',
    reacted: '{{name}} reageert',
    performer: 'Een performer',
  },
};

export const liveEventsTexts: FeatureTexts<typeof en> = { en, de, es, nl };
