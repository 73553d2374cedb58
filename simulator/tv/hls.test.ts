import { describe, expect, it } from 'vitest';
import { livePlaylist, vodPlaylist } from './hls.ts';

const url = (index: number, seq: number) => `/seg/${index}.ts?seq=${seq}`;
const sequenceOf = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
const discontinuitiesLeft = (text: string) =>
  Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(text)?.[1]);

describe('live playlist', () => {
  it('slides a window of three segments over the loop, one step every 2 s, with no end', () => {
    const at = livePlaylist(20_500, url);
    expect(sequenceOf(at)).toBe(8);
    expect(at.match(/seq=\d+/g)).toEqual(['seq=8', 'seq=9', 'seq=10']);
    expect(at).toContain('/seg/2.ts?seq=8');
    expect(at).toContain('/seg/0.ts?seq=9');
    expect(at).not.toContain('#EXT-X-ENDLIST');
    expect(sequenceOf(livePlaylist(22_000, url))).toBe(9);
  });

  it('marks each loop start as a discontinuity and counts those that left the window', () => {
    const at = livePlaylist(20_500, url);
    // seq 9 restarts the loop (index 0): the tag stands right before it.
    expect(at).toMatch(/#EXT-X-DISCONTINUITY\n#EXTINF:2\.000,\n\/seg\/0\.ts\?seq=9/);
    // Loop starts 3 and 6 have left the window (first listed is 8).
    expect(discontinuitiesLeft(at)).toBe(2);
    expect(discontinuitiesLeft(livePlaylist(0, url))).toBe(0);
  });

  it('the on-demand playlist lists every segment once and ends', () => {
    const vod = vodPlaylist((index) => `/seg/${index}.ts`);
    expect(vod.match(/\/seg\/\d\.ts/g)).toEqual(['/seg/0.ts', '/seg/1.ts', '/seg/2.ts']);
    expect(vod).toContain('#EXT-X-ENDLIST');
  });
});
