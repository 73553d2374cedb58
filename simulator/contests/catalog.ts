import type { ContestKind } from '../../machines/contests/contests.types.ts';
import { DEMO_ITEMS, pictureUrl, type CatalogItem } from '../content/catalog.ts';

/**
 * The simulator's running contests (seed 001 §3): a photo contest of 24 entries (the content
 * catalogue's two albums and 22 photo sets of the demo actors) and a video contest of the
 * catalogue's videos. Every entry starts with a fixed number of votes from other guests.
 */
const ACTOR_IDS: Readonly<Record<string, number>> = {
  LanaLove: 3101,
  MiaMoon: 3102,
  JuliaJoy: 3103,
  SophieStar: 3104,
  NinaNight: 3105,
  EmmaEmber: 3106,
  ClaraCloud: 3107,
  RubyRain: 3108,
  LuciaLime: 3109,
};
const ACTORS = Object.keys(ACTOR_IDS);

const SET_TITLES = [
  'Golden hour',
  'Beach day',
  'City lights',
  'Cosy Sunday',
  'Garden party',
  'Rainy window',
  'Red dress',
  'Rooftop view',
  'Morning yoga',
  'Neon nights',
  'Autumn walk',
];

/** Photo sets made for the contest, drawn like the catalogue's pictures (`/media/contests/…`). */
export const CONTEST_ALBUMS: readonly CatalogItem[] = Array.from({ length: 22 }, (_, index) => {
  const actorName = ACTORS[index % ACTORS.length]!;
  return {
    kind: 'album',
    id: 7301 + index,
    actorName,
    title: `${SET_TITLES[index % SET_TITLES.length]!} ${Math.floor(index / SET_TITLES.length) + 1}`,
    description: `A photo set by ${actorName} for the summer contest.`,
    priceEur: 1.99,
    // Every fifth set is for verified adults only (a vote for it needs the age check).
    avsRequired: index % 5 === 4,
    duration: null,
    previewCount: 1,
    pictureCount: 6,
    hue: (index * 47) % 360,
  };
});

/** Where a contest set's picture is served; catalogue items keep their own address. */
export function albumPictureUrl(item: CatalogItem, picture: number): string {
  return CONTEST_ALBUMS.includes(item)
    ? `/media/contests/album/${item.id}/${picture}.svg`
    : pictureUrl(item, picture);
}

export function findAlbum(id: number): CatalogItem | undefined {
  return (
    CONTEST_ALBUMS.find((item) => item.id === id) ??
    DEMO_ITEMS.find((item) => item.kind === 'album' && item.id === id)
  );
}

export interface SimContestEntry {
  mediaId: number;
  item: CatalogItem;
  actorId: number;
  /** Votes from other guests the entry starts with. */
  baseVotes: number;
}

export interface SimContest {
  id: number;
  title: string;
  description: string;
  kind: ContestKind;
  endsOn: string;
  entries: SimContestEntry[];
}

const entryOf = (item: CatalogItem, index: number, contestId: number): SimContestEntry => ({
  mediaId: contestId * 1000 + index + 1,
  item,
  actorId: ACTOR_IDS[item.actorName] ?? 3100,
  baseVotes: ((item.id * 7919 + (index + 1) * 104_729) % 173) + 2,
});

const catalogOf = (kind: 'album' | 'video') => DEMO_ITEMS.filter((item) => item.kind === kind);

export const CONTESTS: readonly SimContest[] = [
  {
    id: 41,
    title: 'Summer photo contest',
    description: 'Vote for the best summer photos. Every member has five votes.',
    kind: 'photo',
    endsOn: '2026-12-31',
    entries: [...catalogOf('album'), ...CONTEST_ALBUMS].map((item, index) =>
      entryOf(item, index, 41),
    ),
  },
  {
    id: 42,
    title: 'Clip of the month',
    description: 'Which clip of the month do you like best?',
    kind: 'video',
    endsOn: '2026-12-15',
    entries: catalogOf('video').map((item, index) => entryOf(item, index, 42)),
  },
];

/** Contests whose voting is over (the archive, seed 001 §2 last contests), newest first. */
export const ENDED_CONTESTS: readonly SimContest[] = [
  {
    id: 39,
    title: 'Spring photo contest',
    description: 'The best spring photos, as the members voted them.',
    kind: 'photo',
    endsOn: '2026-06-30',
    entries: CONTEST_ALBUMS.slice(0, 12).map((item, index) => entryOf(item, index, 39)),
  },
  {
    id: 38,
    title: 'Clip of the spring',
    description: 'The spring clip the members liked best.',
    kind: 'video',
    endsOn: '2026-05-31',
    entries: catalogOf('video').map((item, index) => entryOf(item, index, 38)),
  },
  {
    id: 37,
    title: 'Winter photo contest',
    description: 'Cosy winter photos, voted by the members.',
    kind: 'photo',
    endsOn: '2026-02-28',
    entries: CONTEST_ALBUMS.slice(10, 22).map((item, index) => entryOf(item, index, 37)),
  },
];

/** A running or ended contest (an ended one's page still shows its grid). */
export function findContest(id: number): SimContest | undefined {
  return (
    CONTESTS.find((contest) => contest.id === id) ??
    ENDED_CONTESTS.find((contest) => contest.id === id)
  );
}

/** Bought photo albums the demo guests start with (their mediathek), by login. */
const SEEDED_ALBUMS: Readonly<Record<string, readonly number[]>> = {
  demo: [6202, 7301, 7304, 7308, 7313],
  vip: [6201, 7302, 7306],
};

/**
 * The demo world's bought albums of a login (none for a test copy): one rule for the photo
 * mediathek's removal (`mediathek/photos`) and the library's photos shop section.
 */
export const seededAlbumsOf = (login: string): readonly number[] => SEEDED_ALBUMS[login] ?? [];

/**
 * Audio items the demo guests own (their audio mediathek, seed 001 §2), by login; each plays the
 * committed fixture `fixtures/media/audio/{audioId}.wav` of that length.
 */
export const SEEDED_AUDIO: Readonly<Record<string, readonly SeededAudio[]>> = {
  demo: [
    { audioId: 8101, actorName: 'LanaLove', title: 'Good night whisper', seconds: 12 },
    { audioId: 8102, actorName: 'MiaMoon', title: 'Morning call', seconds: 8 },
    { audioId: 8103, actorName: 'SophieStar', title: 'A story for you', seconds: 16 },
  ],
};

interface SeededAudio {
  audioId: number;
  actorName: string;
  title: string;
  seconds: number;
}

/**
 * The audio items a guest owns: its login's seed, and the seeded items it holds as purchases (a
 * test copy made with `mediathek=1` gets its original's that way, since the seed goes by login).
 */
export function audioOf(login: string, bought: readonly number[]): SeededAudio[] {
  const owned = new Set([...(SEEDED_AUDIO[login] ?? []).map((item) => item.audioId), ...bought]);
  return Object.values(SEEDED_AUDIO)
    .flat()
    .filter((item) => owned.has(item.audioId));
}
