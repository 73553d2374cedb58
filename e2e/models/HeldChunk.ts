import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';

/** The built chunk a source module loads in, from the build's manifest (its name has a hash). */
export function builtChunkOf(source: string): string {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source]?.file;
  if (!chunk) throw new Error(`${source} is not an entry of ${dist}'s manifest`);
  return `**/${chunk}`;
}

/**
 * A lazy part's chunk that does not come while held, as on a network that stalls: the page's
 * requests for it stay unanswered (its code never loads, nor fails). Once released, the next
 * requests go through; those held stay unanswered (a reload drops them with their page).
 */
export class HeldChunk {
  private held = true;
  /** How many requests for the chunk were held. */
  heldRequests = 0;

  private constructor() {}

  static async hold(page: Page, source: string): Promise<HeldChunk> {
    const chunk = new HeldChunk();
    await page.route(builtChunkOf(source), (route) => chunk.handle(route));
    return chunk;
  }

  release(): void {
    this.held = false;
  }

  private async handle(route: Route): Promise<void> {
    if (this.held) {
      this.heldRequests += 1;
      return;
    }
    await route.continue();
  }
}
