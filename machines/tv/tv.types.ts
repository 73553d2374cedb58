import type { Language } from '../shell/routes/index.ts';

/** A picture in the three widths of seed 001 §9. */
interface TvPictures {
  w320: string;
  w640: string;
  w1280: string;
}

/** A TV series (a mediathek format). */
export interface TvSeries {
  id: number;
  slug: string;
  title: string;
  description: string;
  lateNight: boolean;
  premium: boolean;
  picture: TvPictures;
}

/** A mediathek video: one episode of a series. */
export interface TvEpisode {
  id: number;
  slug: string;
  number: number;
  title: string;
  airedAt: string;
  /** Seconds. */
  duration: number;
  free: boolean;
  series: { slug: string; title: string };
  actor: TvModel | null;
  picture: TvPictures;
}

interface TvModel {
  id: number;
  name: string;
  slug: string;
}

/** One slot of the program (ISO start and end). */
export interface ProgramItem {
  start: string;
  end: string;
  lateNight: boolean;
  series: TvSeries;
}

/** The two livestreams (seed 001 §2). */
export type TvChannel = 'free' | 'premium';
/** `program/{type}`: the current program, or the late-night show. */
export type ProgramType = 'current' | 'lateNight';

/** `stream/{type}`: the live playlist and what runs now. */
export interface TvStream {
  type: TvChannel;
  title: string;
  playlist: string;
  current: ProgramItem | null;
}

/** `format/{key}`: a series with the next slots it airs in. */
interface TvFormat {
  series: TvSeries;
  total: number;
  program: ProgramItem[];
}

/** Seed 001 §3, TV post response: post, previous (slug), similar.models, categories, breadcrumbs. */
interface TvPost {
  post: TvEpisode & { body: string };
  previous: { slug: string; title: string } | null;
  similar: { models: TvModel[] };
  categories: { id: number; slug: string; name: string }[];
  breadcrumbs: {
    label: string;
    route: 'tvMediaSeries' | 'tvMediathekSeries' | null;
    key: string | null;
  }[];
}

/** `video/{videoId}`: the episode, its series, and its playlist (null: not for this guest). */
interface TvVideo {
  video: TvEpisode;
  series: TvSeries;
  playlist: string | null;
}

/** The page the detail region shows. */
export type TvPage =
  { kind: 'format'; key: string } | { kind: 'post'; key: string } | { kind: 'video'; key: string };
export type TvPageData =
  | { kind: 'format'; data: TvFormat }
  | { kind: 'post'; data: TvPost }
  | { kind: 'video'; data: TvVideo };

/** Where the TV calls go and as whom. */
export interface TvRequest {
  restBaseUrl: string;
  ver: string;
  language: Language;
  accessToken: string | null;
}

/** A service call with the session's request. */
export type TvCall<T> = T & { request: TvRequest };
