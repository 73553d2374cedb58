import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_ACTORS, generatedActor } from '../messenger/generated.ts';

/**
 * Items the catalogue must hold with fixed ids and names because other parts of the simulator, the
 * fixtures and the e2e tests name them: the messenger's actors (the channel fixtures' LanaLove and
 * friends, and the generated roster) and the content pages' demo videos and albums.
 */
export interface DemoActor {
  id: number;
  name: string;
  age: number;
  isOnline: boolean;
  messagePrice: number;
  description: string;
}

interface FixtureChannel {
  actorId: number;
  actorName: string;
  actorAge?: number | null;
  isActorOnline?: boolean;
  messagePrice: { value: number };
}

/**
 * The fixture actors of `channels.json` (online when any of her channels says so, the lowest
 * message price) and the messenger's generated roster, in id order.
 */
export function demoActors(fixturesDir: string): DemoActor[] {
  const file = JSON.parse(readFileSync(join(fixturesDir, 'channels.json'), 'utf8')) as Record<
    string,
    FixtureChannel[]
  >;
  const byId = new Map<number, DemoActor>();
  for (const channel of Object.values(file).flat()) {
    const known = byId.get(channel.actorId);
    byId.set(channel.actorId, {
      id: channel.actorId,
      name: channel.actorName,
      age: Math.max(known?.age ?? 0, channel.actorAge ?? 21),
      isOnline: (known?.isOnline ?? false) || channel.isActorOnline === true,
      messagePrice: Math.min(known?.messagePrice ?? Infinity, channel.messagePrice.value),
      description: `${channel.actorName} is one of the platform's favourite performers.`,
    });
  }
  const generated = Array.from({ length: GENERATED_ACTORS }, (_, index) => generatedActor(index));
  return [...byId.values(), ...generated].sort((a, b) => a.id - b.id);
}

export interface DemoMedia {
  kind: 'video' | 'album';
  id: number;
  actorName: string;
  title: string;
  description: string;
  price: number;
  avsRequired: boolean;
  duration: number | null;
  previewCount: number;
  pictureCount: number;
  hue: number;
}

/** The content pages' demo items (simulator/content, e2e/content.e2e.ts). */
export const DEMO_MEDIA: readonly DemoMedia[] = [
  {
    kind: 'video',
    id: 5101,
    actorName: 'LanaLove',
    title: 'Sunset on the balcony',
    description: 'A warm evening, a glass of wine and a slow dance for you.',
    price: 4.99,
    avsRequired: true,
    duration: 754,
    previewCount: 4,
    pictureCount: 0,
    hue: 330,
  },
  {
    kind: 'video',
    id: 5102,
    actorName: 'LanaLove',
    title: 'Morning coffee chat',
    description: 'Lana talks about her week: a free clip, no age check needed.',
    price: 0,
    avsRequired: false,
    duration: 183,
    previewCount: 3,
    pictureCount: 0,
    hue: 30,
  },
  {
    kind: 'video',
    id: 5103,
    actorName: 'EmmaEmber',
    title: 'Poolside workout',
    description: 'Twenty minutes of sweat by the pool.',
    price: 9.99,
    avsRequired: true,
    duration: 1260,
    previewCount: 5,
    pictureCount: 0,
    hue: 200,
  },
  {
    kind: 'album',
    id: 6201,
    actorName: 'LanaLove',
    title: 'Red lingerie',
    description: 'Twelve pictures from the studio.',
    price: 2.99,
    avsRequired: true,
    duration: null,
    previewCount: 3,
    pictureCount: 12,
    hue: 350,
  },
  {
    kind: 'album',
    id: 6202,
    actorName: 'EmmaEmber',
    title: 'City walk',
    description: 'Eight pictures of a sunny afternoon in town.',
    price: 1.99,
    avsRequired: false,
    duration: null,
    previewCount: 2,
    pictureCount: 8,
    hue: 150,
  },
];
