import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorContext } from '../context.ts';
import { framePage } from './frames.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build with a plain frame page and a profile template (as src/prerender/plugin.ts writes). */
function contextWith(actors: Record<string, string>): SimulatorContext {
  const distDir = mkdtempSync(join(tmpdir(), 'frames-'));
  dirs.push(distDir);
  mkdirSync(join(distDir, 'en/cams'), { recursive: true });
  mkdirSync(join(distDir, 'en/amateur/[actorName]'), { recursive: true });
  writeFileSync(join(distDir, 'en/cams/index.html'), '<h1>Live cams</h1>');
  writeFileSync(
    join(distDir, 'en/amateur/[actorName]/index.html'),
    '<h1 data-frame-fill="actorName">Amateur profile</h1><h1 data-frame-fill="actorName">Amateur profile</h1>',
  );
  writeFileSync(
    join(distDir, 'frames.json'),
    JSON.stringify({
      frames: [
        { path: '/en/cams/', file: 'en/cams/index.html' },
        {
          path: '/en/amateur/:actorName/',
          file: 'en/amateur/[actorName]/index.html',
          fill: 'actorName',
        },
      ],
    }),
  );
  const byName = (name: string) => {
    const found = actors[name.toLowerCase()];
    return found === undefined ? undefined : { name: found };
  };
  return { distDir, catalogue: { actors: { byName } } } as unknown as SimulatorContext;
}

describe('framePage', () => {
  it('sends a route’s prerendered page, with or without the trailing slash', async () => {
    const ctx = contextWith({});
    expect(await framePage(ctx, '/en/cams/')).toBe('<h1>Live cams</h1>');
    expect(await framePage(ctx, '/en/cams')).toBe('<h1>Live cams</h1>');
    expect(await framePage(ctx, '/en/videos/')).toBeNull();
    expect(await framePage(ctx, '/en/cams/extra/')).toBeNull();
  });

  it('fills a template’s headings with the actor’s name from the store, HTML-escaped', async () => {
    const ctx = contextWith({ lanalove: 'LanaLove', evil: '<img src=x onerror=alert(1)>&"' });
    expect(await framePage(ctx, '/en/amateur/lanalove/')).toBe(
      '<h1 data-frame-fill="actorName">LanaLove</h1>'.repeat(2),
    );
    expect(await framePage(ctx, '/en/amateur/evil/')).toBe(
      '<h1 data-frame-fill="actorName">&lt;img src=x onerror=alert(1)&gt;&amp;&quot;</h1>'.repeat(
        2,
      ),
    );
  });

  it('keeps the generic heading for an unknown actor, and answers null without a build', async () => {
    const ctx = contextWith({});
    expect(await framePage(ctx, '/en/amateur/nobody/')).toContain('>Amateur profile</h1>');
    const bare = { distDir: '/nonexistent' } as unknown as SimulatorContext;
    expect(await framePage(bare, '/en/cams/')).toBeNull();
  });
});
