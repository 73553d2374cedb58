import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ContestEntry,
  ContestSummary,
  ContestVoteReply,
} from '../../machines/contests/contests.types.ts';
import { MAX_CONTEST_VOTES } from '../../machines/contests/contests.types.ts';
import type { MediathekAlbum, MediathekAudio } from '../../machines/mediathek/mediathek.types.ts';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import { pictureSvg, type CatalogItem } from '../content/catalog.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import type { Account } from '../store/accounts.ts';
import {
  albumPictureUrl,
  audioOf,
  CONTEST_ALBUMS,
  CONTESTS,
  ENDED_CONTESTS,
  findAlbum,
  findContest,
  seededAlbumsOf,
  SEEDED_AUDIO,
  type SimContest,
  type SimContestEntry,
} from './catalog.ts';
import { ContestsDb } from './db.ts';

const CONTEST_SUBS = ['overview', 'voted', 'notVoted', 'top10'] as const;
const MAX_PAGE = 100;
/** How many top entries the archive shows per ended contest. */
const ARCHIVE_WINNERS = 3;

/**
 * Contests and the photo mediathek (seed 001 §3, §5, §7) with their state in the store:
 * - `GET contests`, `GET contests/{id}`, `GET contests/getContestGridItems/{id}/{sub}/{limit}/{offset}`
 *   (`?actorName=` narrows it to one performer's entries) and `GET contests/getContestGuestData/{id}`;
 * - `GET contests/{id}/getHeader` (entries, performers, votes), `GET contests/{id}/topList` (the ten
 *   entries with most votes) and `GET contests/{id}/actor/{actorId}` (her place, votes and entries),
 *   decision 0038;
 * - `POST contests/addContestMediaVoting` (at most 5 votes per contest and guest; an entry for
 *   verified adults answers `needAvs` to a guest without an accepted age check) and
 *   `POST contests/deleteContestMediaVoting`;
 * - `GET mediathek/photos` (seeded and bought albums) and `POST mediathek/photos/remove`;
 * - `GET mediathek/audio` (the audio items the guest owns, seed 001 §2);
 * - the contest sets' pictures under `/media/contests/album/{id}/{n}.svg`;
 * - developer control `POST /rest/v1/dev/contests/reset?as=<login>` (votes, settings and removed
 *   albums back to the start; `hideVoteLimitModal=true` sets that preference for contest 41).
 */
export function registerContestsSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  // The audio mediathek's files (fixtures/media/audio): only the seeded items' ids are served.
  const audioIds = new Set(
    Object.values(SEEDED_AUDIO).flatMap((items) => items.map((i) => i.audioId)),
  );
  const audioDir = join(import.meta.dirname, '../../fixtures/media/audio');
  app.get<{ Params: { file: string } }>('/media/audio/:file', async (request, reply) => {
    const id = Number(/^(\d+)\.wav$/.exec(request.params.file)?.[1]);
    if (!audioIds.has(id)) return reply.code(404).send({ error: 'no such audio' });
    return reply
      .header('content-type', 'audio/wav')
      .header('cache-control', 'public, max-age=86400')
      .send(readFileSync(join(audioDir, `${id}.wav`)));
  });
  const db = new ContestsDb(ctx.store.db);
  const callerOf = (request: FastifyRequest) => resolveCaller(ctx.store, accessTokenOf(request));
  const guestOf = (request: FastifyRequest): Account | null => {
    const caller = callerOf(request);
    return caller.kind === 'guest' && !caller.account.isLocked ? caller.account : null;
  };

  const entryView = (entry: SimContestEntry, contest: SimContest, account: Account | null) =>
    ({
      itemHash: `${contest.id}-${entry.mediaId}`,
      mediaId: entry.mediaId,
      albumId: entry.item.kind === 'album' ? entry.item.id : 0,
      actorId: entry.actorId,
      actorName: entry.item.actorName,
      title: entry.item.title,
      pictureUrl: albumPictureUrl(entry.item, 1),
      votes: entry.baseVotes + db.votesFor(contest.id, entry.mediaId),
      voted: account !== null && db.hasVoted(contest.id, entry.mediaId, account.id),
      avsRequired: entry.item.avsRequired,
    }) satisfies ContestEntry;

  /** The vote response (seed 001 §3) after the vote was counted, refused or taken back. */
  const answer = (vote: Vote, success: boolean, needAvs: boolean): ContestVoteReply => ({
    mediaId: vote.entry.mediaId,
    mediaVotes: vote.entry.baseVotes + db.votesFor(vote.contest.id, vote.entry.mediaId),
    success,
    needAvs,
    guestId: vote.account.id,
    contestId: vote.contest.id,
    hideVoteLimitModal: db.settings(vote.contest.id, vote.account.id).hideVoteLimitModal,
  });

  /** The contest's performers by the votes of all their entries, most first (then by name). */
  const standingsOf = (contest: SimContest) => {
    const byActor = new Map<
      number,
      { actorId: number; actorName: string; votes: number; entries: number }
    >();
    for (const entry of contest.entries) {
      const votes = entry.baseVotes + db.votesFor(contest.id, entry.mediaId);
      const known = byActor.get(entry.actorId);
      if (known)
        byActor.set(entry.actorId, {
          ...known,
          votes: known.votes + votes,
          entries: known.entries + 1,
        });
      else
        byActor.set(entry.actorId, {
          actorId: entry.actorId,
          actorName: entry.item.actorName,
          votes,
          entries: 1,
        });
    }
    return [...byActor.values()].sort(
      (a, b) => b.votes - a.votes || a.actorName.localeCompare(b.actorName),
    );
  };

  const guestData = (contestId: number, account: Account | null) => ({
    voteCount: account ? db.voteCount(contestId, account.id) : 0,
    ...(account ? db.settings(contestId, account.id) : NO_SETTINGS),
  });

  app.register(
    (rest, _options, done) => {
      rest.get('/contests', async (request, reply) => {
        if (callerOf(request).kind === 'invalid')
          return reply.code(401).send({ error: 'invalid_token' });
        const summaryOf = (contest: SimContest): ContestSummary => ({
          id: contest.id,
          title: contest.title,
          kind: contest.kind,
          endsOn: contest.endsOn,
          elementsCount: contest.entries.length,
          teaserUrl: albumPictureUrl(contest.entries[0]!.item, 1),
        });
        const state = stringParam(request.query, 'state') ?? 'running';
        if (state === 'running') return { contests: CONTESTS.map(summaryOf) };
        if (state !== 'ended') return reply.code(400).send({ error: 'bad state' });
        // The archive: each ended contest with its three entries of most votes.
        return {
          contests: ENDED_CONTESTS.map((contest) => ({
            ...summaryOf(contest),
            winners: contest.entries
              .map((entry) => ({
                entry,
                votes: entry.baseVotes + db.votesFor(contest.id, entry.mediaId),
              }))
              .sort((a, b) => b.votes - a.votes)
              .slice(0, ARCHIVE_WINNERS)
              .map(({ entry, votes }, index) => ({
                rank: index + 1,
                actorName: entry.item.actorName,
                title: entry.item.title,
                votes,
                pictureUrl: albumPictureUrl(entry.item, 1),
              })),
          })),
        };
      });

      rest.get('/contests/:contestId', async (request, reply) => {
        if (callerOf(request).kind === 'invalid')
          return reply.code(401).send({ error: 'invalid_token' });
        const contest = contestOf((request.params as { contestId: string }).contestId);
        if (!contest) return reply.code(404).send({ error: 'no contest' });
        const { id, title, description, kind, endsOn } = contest;
        return { id, title, description, kind, endsOn };
      });

      // The contest's standing above its grid (decision 0038).
      rest.get('/contests/:contestId/getHeader', async (request, reply) => {
        if (callerOf(request).kind === 'invalid')
          return reply.code(401).send({ error: 'invalid_token' });
        const contest = contestOf((request.params as { contestId: string }).contestId);
        if (!contest) return reply.code(404).send({ error: 'no contest' });
        return {
          entries: contest.entries.length,
          performers: new Set(contest.entries.map((entry) => entry.actorId)).size,
          votes: contest.entries.reduce(
            (sum, entry) => sum + entry.baseVotes + db.votesFor(contest.id, entry.mediaId),
            0,
          ),
        };
      });

      // The ten entries with most votes, most first (the top 10 section, decision 0038).
      rest.get('/contests/:contestId/topList', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const contest = contestOf((request.params as { contestId: string }).contestId);
        if (!contest) return reply.code(404).send({ error: 'no contest' });
        const account = caller.kind === 'guest' ? caller.account : null;
        const top = topOf(contest.entries.map((entry) => entryView(entry, contest, account)));
        return {
          id: contest.id,
          guestId: account?.id ?? null,
          elementsCount: top.length,
          contestsGridItems: top,
        };
      });

      // One performer's standing: her place among the performers by her entries' votes.
      rest.get('/contests/:contestId/actor/:actorId', async (request, reply) => {
        if (callerOf(request).kind === 'invalid')
          return reply.code(401).send({ error: 'invalid_token' });
        const params = request.params as { contestId: string; actorId: string };
        const contest = contestOf(params.contestId);
        if (!contest) return reply.code(404).send({ error: 'no contest' });
        const standings = standingsOf(contest);
        const index = standings.findIndex((each) => String(each.actorId) === params.actorId);
        if (index < 0) return reply.code(404).send({ error: 'no entry of this actor' });
        return { ...standings[index]!, rank: index + 1 };
      });

      rest.get(
        '/contests/getContestGridItems/:contestId/:contestSub/:limit/:offset',
        async (request, reply) => {
          const caller = callerOf(request);
          if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
          const params = request.params as Record<string, string>;
          const contest = contestOf(params.contestId ?? '');
          const sub = CONTEST_SUBS.find((each) => each === params.contestSub);
          const limit = Number(params.limit);
          const offset = Number(params.offset);
          if (!contest) return reply.code(404).send({ error: 'no contest' });
          if (!sub || !isCount(limit) || limit < 1 || limit > MAX_PAGE || !isCount(offset))
            return reply.code(400).send({ error: 'bad grid parameters' });
          const account = caller.kind === 'guest' ? caller.account : null;
          const actorName = stringParam(request.query, 'actorName')?.toLowerCase();
          let items = contest.entries
            .map((entry) => entryView(entry, contest, account))
            .filter(
              (entry) => actorName === undefined || entry.actorName.toLowerCase() === actorName,
            );
          if (sub === 'voted') items = items.filter((entry) => entry.voted);
          if (sub === 'notVoted') items = items.filter((entry) => !entry.voted);
          if (sub === 'top10') items = topOf(items);
          return {
            id: contest.id,
            guestId: account?.id ?? null,
            elementsCount: items.length,
            contestsGridItems: items.slice(offset, offset + limit),
            guestData: guestData(contest.id, account),
          };
        },
      );

      rest.get('/contests/getContestGuestData/:contestId', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const contest = contestOf((request.params as { contestId: string }).contestId);
        if (!contest) return reply.code(404).send({ error: 'no contest' });
        return guestData(contest.id, caller.kind === 'guest' ? caller.account : null);
      });

      rest.post('/contests/addContestMediaVoting', async (request, reply) => {
        const vote = voteOf(request, guestOf(request));
        if (vote.kind === 'refused') return reply.code(vote.status).send({ error: vote.error });
        const { account, contest, entry } = vote;
        if (db.hasVoted(contest.id, entry.mediaId, account.id))
          return reply.code(409).send({ error: 'already_voted' });
        db.storeHideConfirm(contest.id, account.id, vote.hideConfirmWindow);
        if (entry.item.avsRequired && account.state.avsStatus !== 'accepted')
          return answer(vote, false, true);
        if (db.voteCount(contest.id, account.id) >= MAX_CONTEST_VOTES)
          return answer(vote, false, false);
        db.addVote(contest.id, entry.mediaId, account.id);
        return answer(vote, true, false);
      });

      rest.post('/contests/deleteContestMediaVoting', async (request, reply) => {
        const vote = voteOf(request, guestOf(request));
        if (vote.kind === 'refused') return reply.code(vote.status).send({ error: vote.error });
        const removed = db.removeVote(vote.contest.id, vote.entry.mediaId, vote.account.id);
        return answer(vote, removed, false);
      });

      rest.get('/mediathek/photos', async (request, reply) => {
        const account = guestOf(request);
        if (!account) return reply.code(401).send({ error: 'need_login' });
        return { albums: mediathekOf(account) };
      });

      // The audio items the guest owns, each with its file (fixtures/media/audio).
      rest.get('/mediathek/audio', async (request, reply) => {
        const account = guestOf(request);
        if (!account) return reply.code(401).send({ error: 'need_login' });
        return {
          audio: audioOf(account.login, db.bought(account.id, 'audio')).map(
            (item): MediathekAudio => ({
              audioId: item.audioId,
              actorName: item.actorName,
              title: item.title,
              durationSeconds: item.seconds,
              audioUrl: `/media/audio/${item.audioId}.wav`,
            }),
          ),
        };
      });

      rest.post('/mediathek/photos/remove', async (request, reply) => {
        const account = guestOf(request);
        if (!account) return reply.code(401).send({ error: 'need_login' });
        const ids = (request.body as { albumIds?: unknown } | null)?.albumIds;
        if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => isCount(id)))
          return reply.code(400).send({ error: 'albumIds must list album ids' });
        const owned = new Set(mediathekOf(account).map((album) => album.albumId));
        if (!ids.every((id) => owned.has(id)))
          return reply.code(404).send({ error: 'not in your mediathek' });
        for (const id of ids) db.removeAlbum(account.id, id);
        return { albums: mediathekOf(account) };
      });

      rest.post('/dev/contests/reset', async (request, reply) => {
        const login = stringParam(request.query, 'as');
        const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
        if (!account)
          return reply.code(404).send({ error: `no account ${login ?? '(as missing)'}` });
        db.reset(account.id);
        if (stringParam(request.query, 'hideVoteLimitModal') === 'true')
          db.storeHideLimit(41, account.id, true);
        return { reset: login };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );

  /** The guest's photo albums: the demo seed and albums bought on album pages, minus removed. */
  const mediathekOf = (account: Account): MediathekAlbum[] => {
    const ids = new Set([...seededAlbumsOf(account.login), ...db.bought(account.id, 'album')]);
    const removed = new Set(db.removedAlbums(account.id));
    return [...ids]
      .filter((id) => !removed.has(id))
      .map((id) => findAlbum(id))
      .filter((item): item is CatalogItem => item !== undefined)
      .map((item) => ({
        albumId: item.id,
        actorName: item.actorName,
        title: item.title,
        pictureCount: item.pictureCount,
        previewUrl: albumPictureUrl(item, 1),
        avsRequired: item.avsRequired,
      }));
  };

  app.get('/media/contests/album/:id/:picture', async (request, reply) => {
    const { id, picture } = request.params as { id: string; picture: string };
    const number = /^(\d+)\.svg$/.exec(picture)?.[1];
    const item = CONTEST_ALBUMS.find((album) => String(album.id) === id);
    if (!item || number === undefined || Number(number) < 1 || Number(number) > item.pictureCount)
      return reply.code(404).send({ error: 'no picture' });
    return reply
      .header('Cache-Control', 'no-store')
      .type('image/svg+xml')
      .send(pictureSvg(item, Number(number)));
  });
}

const NO_SETTINGS = { hideVoteLimitModal: false, hideConfirmWindow: false };
/** Entries a top list shows (seed 001 §2, top 10). */
const TOP_ENTRIES = 10;

/** The entries with most votes, most first (a tie keeps the grid's order). */
function topOf(entries: readonly ContestEntry[]): ContestEntry[] {
  return [...entries].sort((a, b) => b.votes - a.votes).slice(0, TOP_ENTRIES);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function contestOf(id: string): SimContest | undefined {
  return /^\d+$/.test(id) ? findContest(Number(id)) : undefined;
}

interface Vote {
  kind: 'vote';
  account: Account;
  contest: SimContest;
  entry: SimContestEntry;
  hideConfirmWindow: boolean;
}

/** The vote a body names: a logged-in guest's own, for an entry of a contest; else why not. */
function voteOf(
  request: FastifyRequest,
  account: Account | null,
): Vote | { kind: 'refused'; status: number; error: string } {
  const refused = (status: number, error: string) => ({ kind: 'refused' as const, status, error });
  if (!account) return refused(401, 'need_login');
  const body = request.body;
  if (typeof body !== 'object' || body === null) return refused(400, 'bad vote');
  const { contestId, mediaId, guestId, hideConfirmWindow } = body as Record<string, unknown>;
  if (!isCount(contestId) || !isCount(mediaId)) return refused(400, 'bad vote');
  if (guestId !== undefined && guestId !== null && guestId !== account.id)
    return refused(403, 'not your guest id');
  const contest = findContest(contestId);
  const entry = contest?.entries.find((each) => each.mediaId === mediaId);
  if (!contest || !entry) return refused(404, 'no such entry');
  if (ENDED_CONTESTS.includes(contest)) return refused(410, 'contest_ended');
  return { kind: 'vote', account, contest, entry, hideConfirmWindow: hideConfirmWindow === true };
}
