import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createInstallPrompt, INSTALL_DISMISSED_KEY } from './installPrompt.ts';

/** A window that can fire the browser's install offer, with a local storage of its own. */
function fakeWindow() {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  return Object.assign(target, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    stored,
  });
}

/** `beforeinstallprompt` as Chromium fires it, its prompt answered with `outcome`. */
function offerEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompted: string[] = [];
  return Object.assign(event, {
    prompt: () => Promise.resolve(void prompted.push('prompt')),
    userChoice: Promise.resolve({ outcome }),
    prompted,
  });
}

describe('the install prompt service', () => {
  it('holds the browser’s offer back, reports it, and runs it once when asked', async () => {
    const win = fakeWindow();
    const prompt = createInstallPrompt(win);
    const emitted: unknown[] = [];
    const stop = prompt.source((event) => emitted.push(event));
    expect(prompt.state()).toEqual({ available: false, dismissed: false });
    const offer = offerEvent('accepted');
    win.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(emitted).toEqual([{ type: 'install.available' }]);
    expect(prompt.state().available).toBe(true);
    expect(await prompt.prompt()).toBe('accepted');
    expect(offer.prompted).toEqual(['prompt']);
    // Used once: the browser's prompt cannot run again.
    await expect(prompt.prompt()).rejects.toMatchObject({ code: 'no_install_prompt' });
    win.dispatchEvent(new Event('appinstalled'));
    expect(emitted.at(-1)).toEqual({ type: 'install.installed' });
    stop();
  });

  it('remembers "not now" on this device', () => {
    const win = fakeWindow();
    const prompt = createInstallPrompt(win);
    prompt.remember();
    expect(win.stored.get(INSTALL_DISMISSED_KEY)).toBe('1');
    expect(prompt.state().dismissed).toBe(true);
  });
});

describe('the web app manifest (what lets the browser offer the install)', () => {
  const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url));

  it('is linked from the page and names a standalone app with 192 and 512 px icons that exist', () => {
    expect(read('index.html').toString()).toContain(
      '<link rel="manifest" href="/manifest.webmanifest" />',
    );
    const manifest = JSON.parse(read('public/manifest.webmanifest').toString()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/en/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const png = read(`public${icon.src}`);
      // The PNG's own width and height (IHDR) are the sizes the manifest says.
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });
});
