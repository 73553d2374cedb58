import { describe, expect, it } from 'vitest';
import type { ContestVoteRequest } from '../../machines/contests/contests.types.ts';
import type { RestContext } from '../../services/http/rest.ts';
import { createContestsApi } from '../../services/contests/contestsApi.ts';
import { createMediathekApi } from '../../services/contests/mediathekApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const contests = createContestsApi(fetch);
const mediathek = createMediathekApi(fetch);

async function rest(login: string): Promise<RestContext & { guestId: number | null }> {
  const { accessToken, guestId } = await loginAs(sim, login);
  return {
    restBaseUrl: sim.config.restBaseUrl,
    ver: sim.config.ver,
    language: 'en',
    accessToken,
    guestId,
  };
}

async function visitor(): Promise<RestContext> {
  const session = (await (
    await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
  ).json()) as { accessToken: string };
  return {
    restBaseUrl: sim.config.restBaseUrl,
    ver: sim.config.ver,
    language: 'en',
    accessToken: session.accessToken,
  };
}

const voteOf = (
  context: { guestId: number | null },
  entry: { mediaId: number; albumId: number; actorId: number },
): ContestVoteRequest => ({
  contestId: 41,
  guestId: context.guestId,
  mediaId: entry.mediaId,
  albumId: entry.albumId,
  actorId: entry.actorId,
  hideConfirmWindow: false,
});

describe('contests simulator', () => {
  it('lists the running contests; the photo contest has 24 entries, all in its grid', async () => {
    const context = await rest('demo');
    const list = await contests.loadContests(context);
    expect(list.map((contest) => [contest.id, contest.kind, contest.elementsCount])).toEqual([
      [41, 'photo', 24],
      [42, 'video', 3],
    ]);
    const page = await contests.loadContest(context, 41);
    expect(page.contestsGridItems).toHaveLength(24);
    expect(new Set(page.contestsGridItems.map((entry) => entry.mediaId)).size).toBe(24);
    expect(page.guestId).toBe(context.guestId);
    expect(page.guestData).toEqual({
      voteCount: 0,
      hideVoteLimitModal: false,
      hideConfirmWindow: false,
    });
  });

  it('lists the ended contests (the archive) with their three winners; voting there is over', async () => {
    const context = await rest('demo');
    const archive = await contests.loadEndedContests(context);
    expect(archive.map((contest) => [contest.id, contest.endsOn])).toEqual([
      [39, '2026-06-30'],
      [38, '2026-05-31'],
      [37, '2026-02-28'],
    ]);
    for (const contest of archive) {
      expect(contest.winners.map((winner) => winner.rank)).toEqual([1, 2, 3]);
      const votes = contest.winners.map((winner) => winner.votes);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
    }
    // An ended contest's page still shows its grid, but takes no votes.
    const page = await contests.loadContest(context, 39);
    expect(page.contestsGridItems).toHaveLength(12);
    const entry = page.contestsGridItems[0]!;
    await expect(
      contests.vote(context, { ...voteOf(context, entry), contestId: 39 }),
    ).rejects.toMatchObject({ code: 'http_410' });
    // The running list is unchanged; an unknown state is refused.
    expect((await contests.loadContests(context)).map((contest) => contest.id)).toEqual([41, 42]);
    const bad = await fetch(
      `${sim.config.restBaseUrl}/contests?state=future&language=en&ver=t&access_token=${context.accessToken}`,
    );
    expect(bad.status).toBe(400);
  });

  it('counts five votes, refuses the sixth, and gives one back when a vote is taken back', async () => {
    const context = await rest('vip');
    const page = await contests.loadContest(context, 41);
    const open = page.contestsGridItems.filter((entry) => !entry.avsRequired);
    for (const entry of open.slice(0, 5)) {
      const reply = await contests.vote(context, voteOf(context, entry));
      expect(reply).toMatchObject({ success: true, needAvs: false, mediaVotes: entry.votes + 1 });
    }
    const sixth = await contests.vote(context, voteOf(context, open[5]!));
    expect(sixth).toMatchObject({ success: false, needAvs: false, mediaVotes: open[5]!.votes });
    expect((await contests.loadGuestData(context, 41)).voteCount).toBe(5);
    // A second vote for one entry is a conflict, not a vote.
    await expect(contests.vote(context, voteOf(context, open[0]!))).rejects.toMatchObject({
      code: 'http_409',
    });

    const back = await contests.unvote(context, voteOf(context, open[0]!));
    expect(back).toMatchObject({ success: true, mediaVotes: open[0]!.votes });
    expect((await contests.loadGuestData(context, 41)).voteCount).toBe(4);
    expect(await contests.vote(context, voteOf(context, open[5]!))).toMatchObject({
      success: true,
    });
    const again = await contests.loadContest(context, 41);
    expect(again.contestsGridItems.filter((entry) => entry.voted)).toHaveLength(5);
    // Taking back a vote that was never made is refused.
    expect(await contests.unvote(context, voteOf(context, open[0]!))).toMatchObject({
      success: false,
    });
  });

  it('picks each section on the server: the header, the top list, voted, not voted, one performer and her standing', async () => {
    const context = await rest('tv');
    const all = await contests.loadContest(context, 41);
    const entries = all.contestsGridItems;
    const open = entries.filter((entry) => !entry.avsRequired);
    for (const entry of [open[3]!, open[7]!]) await contests.vote(context, voteOf(context, entry));
    const now = await contests.loadContest(context, 41);
    // The header counts the whole contest, whichever section is shown.
    expect(now.header).toEqual({
      entries: 24,
      performers: new Set(entries.map((entry) => entry.actorId)).size,
      votes: now.contestsGridItems.reduce((sum, entry) => sum + entry.votes, 0),
    });
    const top = await contests.loadContest(context, 41, { kind: 'top10' });
    const byVotes = [...now.contestsGridItems].sort((a, b) => b.votes - a.votes);
    expect(top.contestsGridItems.map((entry) => entry.votes)).toEqual(
      byVotes.slice(0, 10).map((entry) => entry.votes),
    );
    expect(top.header).toEqual(now.header);
    const voted = await contests.loadContest(context, 41, { kind: 'voted' });
    expect(voted.contestsGridItems.map((entry) => entry.mediaId).sort()).toEqual(
      [open[3]!.mediaId, open[7]!.mediaId].sort(),
    );
    expect(voted.elementsCount).toBe(2);
    const notVoted = await contests.loadContest(context, 41, { kind: 'notVoted' });
    expect(notVoted.elementsCount).toBe(22);
    expect(notVoted.contestsGridItems.every((entry) => !entry.voted)).toBe(true);
    // One performer's entries (the grid's actorName variant, any case) and her standing.
    const lana = await contests.loadContest(context, 41, { kind: 'actor', actorName: 'lanalove' });
    const hers = now.contestsGridItems.filter((entry) => entry.actorName === 'LanaLove');
    expect(lana.contestsGridItems.map((entry) => entry.mediaId)).toEqual(
      hers.map((entry) => entry.mediaId),
    );
    const totals = new Map<string, number>();
    for (const entry of now.contestsGridItems)
      totals.set(entry.actorName, (totals.get(entry.actorName) ?? 0) + entry.votes);
    const herVotes = totals.get('LanaLove')!;
    expect(lana.actor).toEqual({
      actorId: hers[0]!.actorId,
      actorName: 'LanaLove',
      votes: herVotes,
      entries: hers.length,
      // Most votes first; a tie goes by name.
      rank:
        [...totals.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .findIndex(([name]) => name === 'LanaLove') + 1,
    });
    // A name with no entry: an empty section and no standing; the plain grid has none either.
    const nobody = await contests.loadContest(context, 41, { kind: 'actor', actorName: 'Nobody' });
    expect(nobody.contestsGridItems).toEqual([]);
    expect(nobody.actor).toBeNull();
    expect(now.actor).toBeNull();
    // An actor without an entry and an unknown contest are not found.
    const missing = await fetch(
      `${sim.config.restBaseUrl}/contests/41/actor/9999?language=en&ver=t&access_token=${context.accessToken}`,
    );
    expect(missing.status).toBe(404);
    await expect(contests.loadContest(context, 999, { kind: 'top10' })).rejects.toMatchObject({
      code: 'http_404',
    });
  });

  it('answers needAvs for an adults-only entry to a guest without an accepted age check', async () => {
    const context = await rest('newbie');
    const page = await contests.loadContest(context, 41);
    const adult = page.contestsGridItems.find((entry) => entry.avsRequired)!;
    expect(await contests.vote(context, voteOf(context, adult))).toMatchObject({
      success: false,
      needAvs: true,
      mediaVotes: adult.votes,
    });
  });

  it('lets a visitor see a grid but not vote, and refuses a vote in someone else’s name', async () => {
    const anonymous = await visitor();
    const page = await contests.loadContest(anonymous, 41);
    expect(page.guestId).toBeNull();
    const entry = page.contestsGridItems[0]!;
    await expect(contests.vote(anonymous, voteOf({ guestId: null }, entry))).rejects.toMatchObject({
      code: 'http_401',
    });
    const demo = await rest('demo');
    await expect(contests.vote(demo, voteOf({ guestId: 1003 }, entry))).rejects.toMatchObject({
      code: 'http_403',
    });
  });

  it('says hideVoteLimitModal in the refusal when the guest turned the limit box off', async () => {
    const reset = await fetch(
      `${sim.appUrl}/rest/v1/dev/contests/reset?as=restricted&hideVoteLimitModal=true`,
      { method: 'POST' },
    );
    expect(reset.ok).toBe(true);
    const context = await rest('restricted');
    const page = await contests.loadContest(context, 41);
    expect(page.guestData.hideVoteLimitModal).toBe(true);
    const open = page.contestsGridItems.filter((entry) => !entry.avsRequired);
    for (const entry of open.slice(0, 5)) await contests.vote(context, voteOf(context, entry));
    expect(await contests.vote(context, voteOf(context, open[5]!))).toMatchObject({
      success: false,
      needAvs: false,
      hideVoteLimitModal: true,
    });
  });

  it('keeps the guest’s hideConfirmWindow choice from the last vote', async () => {
    const context = await rest('franc');
    const page = await contests.loadContest(context, 41);
    await contests.vote(context, {
      ...voteOf(context, page.contestsGridItems[1]!),
      hideConfirmWindow: true,
    });
    expect((await contests.loadGuestData(context, 41)).hideConfirmWindow).toBe(true);
  });
});

describe('mediathek simulator', () => {
  it('lists the demo guest’s bought albums, removes the chosen ones for good, and a reset brings them back', async () => {
    const context = await rest('demo');
    const before = await mediathek.loadAlbums(context);
    expect(before.map((album) => album.albumId)).toEqual([6202, 7301, 7304, 7308, 7313]);
    const after = await mediathek.removeAlbums(context, [7301, 7308]);
    expect(after.map((album) => album.albumId)).toEqual([6202, 7304, 7313]);
    expect((await mediathek.loadAlbums(context)).map((album) => album.albumId)).toEqual([
      6202, 7304, 7313,
    ]);
    await expect(mediathek.removeAlbums(context, [7301])).rejects.toMatchObject({
      code: 'http_404',
    });
    await expect(mediathek.removeAlbums(context, [])).rejects.toMatchObject({ code: 'http_400' });
    const reset = await fetch(`${sim.appUrl}/rest/v1/dev/contests/reset?as=demo`, {
      method: 'POST',
    });
    expect(reset.ok).toBe(true);
    expect(await mediathek.loadAlbums(context)).toHaveLength(5);
  });

  it('lists the audio items the demo guest owns, each with its file; vip has none', async () => {
    const audio = await mediathek.loadAudio(await rest('demo'));
    expect(audio.map((item) => [item.audioId, item.durationSeconds, item.audioUrl])).toEqual([
      [8101, 12, '/media/audio/8101.wav'],
      [8102, 8, '/media/audio/8102.wav'],
      [8103, 16, '/media/audio/8103.wav'],
    ]);
    // The file is served as WAV, of the listed length (8 kHz, 8-bit mono: 8 000 bytes a second).
    const file = await fetch(`${sim.appUrl}/media/audio/8101.wav`);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    expect((await file.arrayBuffer()).byteLength).toBe(44 + 12 * 8000);
    expect((await fetch(`${sim.appUrl}/media/audio/9999.wav`)).status).toBe(404);
    expect(await mediathek.loadAudio(await rest('vip'))).toEqual([]);
    await expect(mediathek.loadAudio(await visitor())).rejects.toMatchObject({
      code: 'http_401',
    });
  });

  it('has no mediathek for a visitor', async () => {
    await expect(mediathek.loadAlbums(await visitor())).rejects.toMatchObject({
      code: 'http_401',
    });
  });
});
