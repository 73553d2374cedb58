import { describe, expect, it } from 'vitest';
import { contestsOfKind, sectionEntries } from './contests.selectors.ts';
import type { ContestEntry, ContestPage, ContestSummary } from './contests.types.ts';

const entry = (
  mediaId: number,
  votes: number,
  voted: boolean,
  actorName: string,
): ContestEntry => ({
  itemHash: `h${mediaId}`,
  mediaId,
  albumId: mediaId,
  actorId: 1,
  actorName,
  title: `Entry ${mediaId}`,
  pictureUrl: `/p/${mediaId}.svg`,
  votes,
  voted,
  avsRequired: false,
});

const contest: ContestPage = {
  id: 1,
  title: 'Summer',
  description: '',
  kind: 'photo',
  endsOn: '2026-12-31',
  guestId: 7,
  elementsCount: 12,
  contestsGridItems: Array.from({ length: 12 }, (_, index) =>
    entry(index + 1, (index * 7) % 12, index % 4 === 0, index % 3 === 0 ? 'LanaLove' : 'MiaMoon'),
  ),
  guestData: { voteCount: 3, hideVoteLimitModal: false, hideConfirmWindow: false },
};

describe('contest sections', () => {
  it('the top 10 are the ten entries with most votes, most first', () => {
    const top = sectionEntries(contest, { kind: 'top10' });
    expect(top).toHaveLength(10);
    const votes = top.map((shown) => shown.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    const least = Math.min(...votes);
    const left = contest.contestsGridItems.filter((shown) => !top.includes(shown));
    expect(left.every((shown) => shown.votes <= least)).toBe(true);
  });

  it('voted and not voted split the grid', () => {
    const voted = sectionEntries(contest, { kind: 'voted' });
    const notVoted = sectionEntries(contest, { kind: 'notVoted' });
    expect(voted.every((shown) => shown.voted)).toBe(true);
    expect(notVoted.every((shown) => !shown.voted)).toBe(true);
    expect(voted.length + notVoted.length).toBe(12);
  });

  it('an actor’s entries are hers only, whatever the name’s case in the address', () => {
    const lana = sectionEntries(contest, { kind: 'actor', actorName: 'lanalove' });
    expect(lana).toHaveLength(4);
    expect(lana.every((shown) => shown.actorName === 'LanaLove')).toBe(true);
    expect(sectionEntries(contest, { kind: 'actor', actorName: 'Nobody' })).toEqual([]);
  });

  it('the lists by kind keep only contests of that kind', () => {
    const summary = (id: number, kind: 'photo' | 'video'): ContestSummary => ({
      id,
      title: `C${id}`,
      kind,
      endsOn: '2026-12-31',
      elementsCount: 1,
      teaserUrl: '',
    });
    const all = [summary(1, 'photo'), summary(2, 'video'), summary(3, 'photo')];
    expect(contestsOfKind(all, 'photo').map((shown) => shown.id)).toEqual([1, 3]);
    expect(contestsOfKind(all, 'video').map((shown) => shown.id)).toEqual([2]);
  });
});
