import { afterEach, describe, expect, it, vi } from 'vitest';

const loadCatalog = vi.fn(() => Promise.resolve({}));
vi.mock('../i18n/index.ts', () => ({ loadCatalog }));

describe('pageLanguage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    loadCatalog.mockClear();
  });

  it("is the path's language, and asks for its catalog when the module runs", async () => {
    vi.stubGlobal('window', { location: { pathname: '/de/cams/' } });
    const { pageLanguage } = await import('./pageLanguage.ts');
    expect(pageLanguage).toBe('de');
    expect(loadCatalog).toHaveBeenCalledExactlyOnceWith('de');
  });

  it('leaves a failed request to the entry, which asks again (no unhandled rejection)', async () => {
    loadCatalog.mockReturnValueOnce(Promise.reject(new Error('chunk failed')));
    vi.stubGlobal('window', { location: { pathname: '/es/' } });
    const { pageLanguage } = await import('./pageLanguage.ts');
    expect(pageLanguage).toBe('es');
    await Promise.resolve();
  });
});
