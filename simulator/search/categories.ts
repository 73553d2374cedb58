import { pictureUrl } from '../catalogue/index.ts';
import type { SimulatorContext } from '../context.ts';

/** One found item (seed 001 §3, Global search result: an actor item carries linkVX and chat). */
export interface SearchHit {
  id: number;
  name: string;
  link: string;
  avatar: { url: string; aspectRatio: number };
  linkVX?: string;
  chat?: { online: boolean; mobileVideoCall: boolean };
}

export type Matcher = (
  language: string,
  pattern: string,
  offset: number,
  limit: number,
) => { total: number; items: SearchHit[] };

/** Seed 001 §3: the category of ASMR videos (the catalogue's category 207, slug `asmr`). */
const ASMR_CATEGORY = 207;

const ratio = (picture: { width: number; height: number }) => picture.width / picture.height;
const profileOf = (language: string, name: string) => `/${language}/amateur/${name.toLowerCase()}/`;

/**
 * The search categories beyond seed 001 §3's four (decision 0023): `models` (name or profile
 * words), `asmr` (ASMR videos by title or performer), `photos` (albums by title or performer),
 * `galleries` (performers' sedcard galleries by name) and `tv` (TV episodes by title); and the
 * `videos` matcher, which finds a performer's videos by her name too.
 */
export function categoryMatchers(ctx: SimulatorContext) {
  const { actors, media } = ctx.catalogue;
  const mediaMatcher =
    (kind: 'video' | 'album', categoryId?: number): Matcher =>
    (language, pattern, offset, limit) => {
      const filter = {
        kind,
        text: pattern,
        ...(categoryId === undefined ? {} : { categoryId }),
      };
      const page = media.list(filter, 'newest', { offset, limit });
      return {
        total: page.total,
        items: page.items.map((item) => ({
          id: item.id,
          name: item.title,
          link: `${profileOf(language, item.actorName)}${kind === 'video' ? 'videos' : 'pictures'}/${item.id}/`,
          avatar: { url: item.preview.url, aspectRatio: ratio(item.preview) },
        })),
      };
    };
  const models: Matcher = (language, pattern, offset, limit) => {
    const page = actors.list({ profileText: pattern }, 'ranking', { offset, limit });
    return {
      total: page.total,
      items: page.items.map((actor) => ({
        id: actor.id,
        name: actor.name,
        link: profileOf(language, actor.name),
        avatar: { url: actor.avatar.url, aspectRatio: ratio(actor.avatar) },
        linkVX: profileOf(language, actor.name),
        chat: { online: actor.isOnline, mobileVideoCall: actor.isOnlineMobileVideocall },
      })),
    };
  };
  const galleries: Matcher = (language, pattern, offset, limit) => {
    const page = actors.list({ search: pattern }, 'ranking', { offset, limit });
    return {
      total: page.total,
      items: page.items.map((actor) => {
        const cover = actor.sedcards[0] ?? actor.avatar;
        return {
          id: actor.id,
          name: actor.name,
          link: profileOf(language, actor.name),
          avatar: { url: cover.url, aspectRatio: ratio(cover) },
        };
      }),
    };
  };
  const tv: Matcher = (language, pattern, offset, limit) => {
    const needle = `%${pattern.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const db = ctx.store.db;
    const total = db
      .prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM cat_tv_episodes WHERE title LIKE ? ESCAPE '\\'",
      )
      .get(needle)!.n;
    const rows = db
      .prepare<[string, number, number], { id: number; title: string }>(
        "SELECT id, title FROM cat_tv_episodes WHERE title LIKE ? ESCAPE '\\' ORDER BY aired_at DESC, id LIMIT ? OFFSET ?",
      )
      .all(needle, limit, offset);
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        name: row.title,
        link: `/${language}/tv/video/${row.id}/`,
        avatar: { url: pictureUrl('episode', row.id), aspectRatio: 16 / 9 },
      })),
    };
  };
  return {
    videos: mediaMatcher('video'),
    asmr: mediaMatcher('video', ASMR_CATEGORY),
    photos: mediaMatcher('album'),
    galleries,
    models,
    tv,
  };
}
