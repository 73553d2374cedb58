import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';

const INDEX = '<!doctype html><title>camclient</title><div id="root"></div>';
const INDEX_DE = '<!doctype html><html lang="de"><title>camclient</title><div id="root"></div>';

let sim: RunningSimulator;
const data = tempDir();
const dist = tempDir('simulator-dist-');

beforeAll(async () => {
  mkdirSync(join(dist.path, 'assets'));
  writeFileSync(join(dist.path, 'index.html'), INDEX);
  // The build's page of one language (vite.config.ts languagePages); this dist has no other.
  writeFileSync(join(dist.path, 'index.de.html'), INDEX_DE);
  writeFileSync(join(dist.path, 'assets', 'main-abc123.js'), 'console.log(1);');
  writeFileSync(join(dist.path, 'robots.txt'), 'User-agent: *');
  sim = await startTestSimulator({ dataDir: data.path, distDir: dist.path });
});
afterAll(async () => {
  await sim.close();
  data.remove();
  dist.remove();
});

function expectHtmlSecurity(response: Response, frameSrc: string): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain(`frame-src 'self' ${frameSrc}`);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+/);
  // Trusted Types: no string reaches innerHTML, script.src or eval-like sinks (issue 23 §8).
  expect(csp).toContain("require-trusted-types-for 'script'");
  // One policy: the web-push worker's URL (services/webPush/browserPush.ts).
  expect(csp).toContain('trusted-types camclient-sw');
  expect(csp).toContain('report-uri /csp-reports');
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the app', () => {
  it.each(['/', '/en/', '/es/cams/', '/nl/messenger/?x=1', '/xx/cams/'])(
    'serves index.html for %s with the security headers',
    async (path) => {
      const response = await fetch(`${sim.appUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(INDEX);
      expectHtmlSecurity(response, sim.payUrl);
    },
  );

  it.each(['/de/', '/de/neue-girls/?page=2'])(
    'serves the language’s own page for %s when the build has one',
    async (path) => {
      const response = await fetch(`${sim.appUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_DE);
      expectHtmlSecurity(response, sim.payUrl);
    },
  );

  it('serves real files, hashed assets with a long cache', async () => {
    const asset = await fetch(`${sim.appUrl}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1);');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const robots = await fetch(`${sim.appUrl}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer a missing asset or a service path with the app', async () => {
    for (const path of ['/assets/missing.js', '/graphql/nothing', '/support/x', '/rest/v1/x']) {
      const response = await fetch(`${sim.appUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('does not let a path escape the dist directory', async () => {
    const response = await fetch(`${sim.appUrl}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });
});

describe('without a build', () => {
  it('answers 503 HTML telling how to build', async () => {
    const empty = tempDir('simulator-nodist-');
    const other = tempDir();
    const bare = await startTestSimulator({ dataDir: other.path, distDir: join(empty.path, 'x') });
    try {
      const response = await fetch(`${bare.appUrl}/en/`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(
        'The app is not built: run <code>npm run build</code>',
      );
      expectHtmlSecurity(response, bare.payUrl);
    } finally {
      await bare.close();
      empty.remove();
      other.remove();
    }
  });
});

describe('the payment client origin', () => {
  it('serves its page on another origin, frameable by the app only', async () => {
    expect(new URL(sim.payUrl).origin).not.toBe(new URL(sim.appUrl).origin);
    const response = await fetch(`${sim.payUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Payment client (simulator)</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${sim.appUrl}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CSP violation reports', () => {
  const legacy = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1/en/',
      'effective-directive': 'require-trusted-types-for',
      'blocked-uri': 'trusted-types-sink',
      'script-sample': 'Element innerHTML|<img src=x>',
    },
  };
  const batch = [
    {
      type: 'csp-violation',
      url: 'http://127.0.0.1/en/',
      body: {
        documentURL: 'http://127.0.0.1/en/blog/',
        effectiveDirective: 'script-src-elem',
        blockedURL: 'inline',
        sample: 'window.__xss(1)',
      },
    },
    { type: 'deprecation', body: { id: 'x' } },
  ];

  it('keeps both report formats and lists them to tests, then forgets them', async () => {
    await fetch(`${sim.appUrl}/dev/csp-reports`, { method: 'DELETE' });
    const post = (type: string, body: unknown) =>
      fetch(`${sim.appUrl}/csp-reports`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(body),
      });
    expect((await post('application/csp-report', legacy)).status).toBe(204);
    expect((await post('application/reports+json', batch)).status).toBe(204);
    const listed = (await (await fetch(`${sim.appUrl}/dev/csp-reports`)).json()) as {
      violations: { directive: string; blocked: string; sample: string; documentUrl: string }[];
    };
    expect(
      listed.violations.map(({ directive, blocked, sample, documentUrl }) => ({
        directive,
        blocked,
        sample,
        documentUrl,
      })),
    ).toEqual([
      {
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
        sample: 'Element innerHTML|<img src=x>',
        documentUrl: 'http://127.0.0.1/en/',
      },
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        sample: 'window.__xss(1)',
        documentUrl: 'http://127.0.0.1/en/blog/',
      },
    ]);
    await fetch(`${sim.appUrl}/dev/csp-reports`, { method: 'DELETE' });
    const after = (await (await fetch(`${sim.appUrl}/dev/csp-reports`)).json()) as {
      violations: unknown[];
    };
    expect(after.violations).toEqual([]);
  });

  it('refuses a report larger than 64 kB and ignores one that is not JSON', async () => {
    const big = await fetch(`${sim.appUrl}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(70_000) } }),
    });
    expect(big.status).toBe(413);
    const junk = await fetch(`${sim.appUrl}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: '<not json>',
    });
    expect(junk.status).toBe(204);
  });
});
