import { describe, expect, it } from 'vitest';
import { chooseBuild, versionOfLog, type KeptBuilds } from './replayBuild.ts';

const kept: KeptBuilds = {
  ok: true,
  current: '0.1.0+bbbbbbbbbb',
  versions: ['0.1.0+bbbbbbbbbb', '0.1.0+aaaaaaaaaa'],
};

describe('which build replays a report (issue 53)', () => {
  it('is the build that recorded it when the server keeps it, else the current one, saying why', () => {
    expect(chooseBuild('0.1.0+aaaaaaaaaa', kept, false)).toEqual({
      kind: 'recorded',
      version: '0.1.0+aaaaaaaaaa',
      build: '0.1.0+aaaaaaaaaa',
    });
    // The current build's replayer is /support/replayer/ (build null).
    expect(chooseBuild('0.1.0+bbbbbbbbbb', kept, false)).toEqual({
      kind: 'recorded',
      version: '0.1.0+bbbbbbbbbb',
      build: null,
    });
    expect(chooseBuild('0.1.0+aaaaaaaaaa', kept, true)).toEqual({
      kind: 'current',
      version: '0.1.0+aaaaaaaaaa',
      build: null,
    });
    expect(chooseBuild('0.0.9+0000000000', kept, false)).toEqual({
      kind: 'unknown',
      version: '0.0.9+0000000000',
      build: null,
    });
    expect(chooseBuild(null, kept, false)).toEqual({ kind: 'noVersion', build: null });
    expect(chooseBuild('0.1.0+aaaaaaaaaa', { ok: false, why: '401, unauthorized' }, false)).toEqual(
      { kind: 'unlisted', why: '401, unauthorized', build: null },
    );
  });

  it("reads the version from the log's first line only", () => {
    expect(versionOfLog('{"format":"x","appVersion":"0.1.0+aaaaaaaaaa"}\n{"seq":0')).toBe(
      '0.1.0+aaaaaaaaaa',
    );
    expect(versionOfLog('{"appVersion":"0.1.0"}')).toBe('0.1.0');
    for (const text of [
      '',
      'not json\n{}',
      '{"appVersion":7}',
      `{"appVersion":"${'9'.repeat(101)}"}`,
      '[1]',
    ])
      expect(versionOfLog(text), text).toBeNull();
  });
});
