import type { FeatureTexts } from '../catalog.ts';

/** "My video chats" (keys under `videoChats.`). */
const en = {
  title: 'My video chats',
  grid: 'Past video chats',
  empty: 'You have not had a video chat yet.',
  loginPrompt: 'Log in to see your past video chats.',
  minutes: '{{count}} min',
  startedAt: 'Started {{when}}',
  again: 'Chat with {{name}} again',
};

const de: typeof en = {
  title: 'Meine Videochats',
  grid: 'Vergangene Videochats',
  empty: 'Du hattest noch keinen Videochat.',
  loginPrompt: 'Melde dich an, um deine vergangenen Videochats zu sehen.',
  minutes: '{{count}} Min.',
  startedAt: 'Begonnen {{when}}',
  again: 'Wieder mit {{name}} chatten',
};

const es: typeof en = {
  title: 'Mis videochats',
  grid: 'Videochats anteriores',
  empty: 'Todavía no has tenido ningún videochat.',
  loginPrompt: 'Inicia sesión para ver tus videochats anteriores.',
  minutes: '{{count}} min',
  startedAt: 'Empezó {{when}}',
  again: 'Chatear de nuevo con {{name}}',
};

const nl: typeof en = {
  title: 'Mijn videochats',
  grid: 'Eerdere videochats',
  empty: 'Je hebt nog geen videochat gehad.',
  loginPrompt: 'Log in om je eerdere videochats te zien.',
  minutes: '{{count}} min',
  startedAt: 'Begonnen {{when}}',
  again: 'Opnieuw chatten met {{name}}',
};

export const videoChatsTexts: FeatureTexts<typeof en> = { en, de, es, nl };
