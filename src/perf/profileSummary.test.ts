import { describe, expect, it } from 'vitest';
import {
  decodeMappings,
  formatSummary,
  resolverOf,
  shortSource,
  summariseProfile,
  type CpuProfile,
} from './profileSummary.ts';

describe('decodeMappings', () => {
  it('decodes Base64 VLQ segments with the fields carried over between segments and lines', () => {
    // Line 0: column 0 → source 0, line 0, column 0; column 10 (+10 = 'U') → line 1 ('C'), column 2 ('E').
    // Line 1: column 0 → the same source, back one line ('D'), name 0 ('A').
    expect(decodeMappings('AAAA,UACE;AADAA')).toEqual([
      [
        [0, 0, 0, 0],
        [10, 0, 1, 2],
      ],
      [[0, 0, 0, 2, 0]],
    ]);
  });

  it('reads numbers of more than one digit (continuation bit) and negative ones', () => {
    // 'gB' is 16, 'hB' is -16.
    expect(decodeMappings('gBAgBA,hBAhBA')).toEqual([
      [
        [16, 0, 16, 0],
        [0, 0, 0, 0],
      ],
    ]);
  });

  it('says which character is not a mapping', () => {
    expect(() => decodeMappings('AA!A')).toThrow(/!/);
  });
});

describe('resolverOf', () => {
  const resolve = resolverOf({
    sources: ['../../views/messenger/Conversation.tsx', '../node_modules/react-dom/index.js'],
    names: ['Messages'],
    // Line 0: column 0 → source 0 line 1 column 0 named "Messages"; column 20 → source 1 line 5.
    mappings: 'AACAA,oBCIA',
  });

  it('finds the segment at or before the column', () => {
    expect(resolve(0, 5)).toEqual({
      source: '../../views/messenger/Conversation.tsx',
      line: 2,
      name: 'Messages',
    });
    expect(resolve(0, 25)).toEqual({
      source: '../node_modules/react-dom/index.js',
      line: 6,
      name: null,
    });
  });

  it('knows nothing of lines the map does not cover', () => {
    expect(resolve(3, 0)).toBeNull();
  });
});

describe('shortSource', () => {
  it('names npm packages and repository paths briefly', () => {
    expect(shortSource('../../node_modules/react-dom/cjs/x.js')).toBe('nm:react-dom/cjs/x.js');
    expect(shortSource('../../views/messenger/Conversation.tsx')).toBe(
      'views/messenger/Conversation.tsx',
    );
  });
});

describe('summariseProfile', () => {
  const profile: CpuProfile = {
    nodes: [
      {
        id: 1,
        callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 },
        children: [2, 3, 4],
      },
      { id: 2, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
      {
        id: 3,
        callFrame: {
          functionName: 'a',
          url: 'http://x/assets/app.js',
          lineNumber: 0,
          columnNumber: 3,
        },
      },
      {
        id: 4,
        callFrame: {
          functionName: 'b',
          url: 'http://x/assets/app.js',
          lineNumber: 0,
          columnNumber: 30,
        },
      },
    ],
    samples: [2, 3, 3, 4, 2],
    timeDeltas: [1000, 2000, 2000, 500, 1000],
  };
  const resolve = (url: string, line: number, column: number) =>
    url.endsWith('app.js') && line === 0
      ? column < 20
        ? { source: '../../views/messenger/Conversation.tsx', line: 12, name: 'Messages' }
        : { source: '../../node_modules/react-dom/cjs/client.js', line: 99, name: null }
      : null;

  it('adds self time per mapped function and per file, largest first, idle apart', () => {
    const summary = summariseProfile(profile, resolve);
    expect(summary.totalMs).toBe(6.5);
    expect(summary.idleMs).toBe(2);
    expect(summary.functions).toEqual([
      { label: 'Messages views/messenger/Conversation.tsx:12', ms: 4 },
      { label: '(idle)', ms: 2 },
      { label: 'b nm:react-dom/cjs/client.js:99', ms: 0.5 },
    ]);
    expect(summary.files.map((f) => f.label)).toEqual([
      'views/messenger/Conversation.tsx',
      '(idle)',
      'nm:react-dom',
    ]);
    const text = formatSummary(summary, 5);
    expect(text).toContain('busy 5 ms');
    expect(text).toMatch(/4\.0 ms +88\.9 % {2}Messages views\/messenger\/Conversation\.tsx:12/);
    expect(text).not.toMatch(/% {2}\(idle\)/);
  });
});
