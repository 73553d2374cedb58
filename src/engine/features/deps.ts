import type { PageEffects } from '../../../services/navigation/page.ts';
import type { Logger } from '../../../services/rest/logger.ts';

/** What every feature's live services are built from in the browser (`liveServices.ts`). */
export interface LiveDeps {
  win: Window & typeof globalThis;
  fetch: typeof fetch;
  page: PageEffects;
  logger: Logger;
  /**
   * What a reload the app makes itself waits for, each bounded by its timeout (the realtime
   * feature's unacknowledged sends, once its code is here).
   */
  reloadWaits: Set<(timeoutMs: number) => Promise<void>>;
}
