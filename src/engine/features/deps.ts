import type { PendingSendsStore } from '../../../services/browser/pendingSends.ts';
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
  /**
   * The guest's unacknowledged sends in the tab's storage: the page's one store, which the root's
   * waiting sends are kept in before the connection's code comes (`keepWaitingSends`) and the
   * realtime feature saves and restores them in once it is here.
   */
  pendingSends: PendingSendsStore;
}
