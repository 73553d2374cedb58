import { describe, expect, it } from 'vitest';
import { asksChatExitSurvey, EXIT_CODE_VALUES, exitCodeInfo } from './exitCodes.ts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Seed 000 §8 verbatim. */
const SPEC_CODES = [
  ...range(100, 108),
  198,
  199,
  ...range(201, 208),
  301,
  ...range(401, 408),
  498,
  499,
  ...range(501, 503),
  601,
  ...range(901, 910),
  920,
  921,
  990,
  996,
  997,
];

describe('chat exit codes', () => {
  it('has exactly the codes of seed 000 §8', () => {
    expect([...EXIT_CODE_VALUES].sort((a, b) => a - b)).toEqual(SPEC_CODES);
  });

  it('908 joins the live show', () => {
    expect(exitCodeInfo(908)).toMatchObject({
      followUp: 'joinLiveShow',
      meaning: 'liveShowStarted',
    });
  });

  it('the live-preview group is 501-503 and chooses the preview follow-up', () => {
    const preview = SPEC_CODES.filter((code) => exitCodeInfo(code).group === 'preview');
    expect(preview).toEqual([501, 502, 503]);
    expect(exitCodeInfo(501).followUp).toBe('previewEnded');
  });

  it('money codes offer a top-up, the actor codes say she ended it', () => {
    for (const code of [107, 108, 601, 904]) expect(exitCodeInfo(code).followUp).toBe('topUp');
    for (const code of [201, 202, 203, 205, 206]) {
      expect(exitCodeInfo(code)).toMatchObject({ followUp: 'actorEnded', source: 'host' });
    }
  });

  it('pre-chat codes are the ones that stop a chat before it runs', () => {
    const preChat = SPEC_CODES.filter((code) => exitCodeInfo(code).group === 'preChat');
    expect(preChat).toEqual([403, 404, 601, 901, 902, 903, 904, 905, 906, 907, 909, 910]);
  });

  it('each code has a distinct meaning and its source by the hundreds', () => {
    const meanings = SPEC_CODES.map((code) => exitCodeInfo(code).meaning);
    expect(new Set(meanings).size).toBe(SPEC_CODES.length);
    expect(exitCodeInfo(102).source).toBe('client');
    expect(exitCodeInfo(407).source).toBe('admin');
    expect(exitCodeInfo(921).source).toBe('system');
  });

  it('an unknown value reads as 997 with its own code kept', () => {
    expect(exitCodeInfo(555)).toMatchObject({ code: 555, meaning: 'unknown', followUp: 'notice' });
  });

  it('the chat-exit survey follows a chat that ended by itself, never a top-up, reconnect or notice', () => {
    const asked = SPEC_CODES.filter(asksChatExitSurvey);
    expect(asked).toEqual([100, 101, 103, 201, 202, 203, 205, 206, 301]);
    // The balance ran out: the top-up offer is the follow-up, a survey would cover it.
    expect(asksChatExitSurvey(107)).toBe(false);
    expect(asksChatExitSurvey(555)).toBe(false);
  });
});
