/**
 * Waiting on a condition without polling: whoever changes what is watched (a socket's frame, a
 * held request, a subscription) calls `changed()`, and each `until(check)` checks again then,
 * resolving once it holds. The dev routes that answer "once it happened" and the tests use it.
 *
 * @example
 * const changes = new Changes();
 * const events: string[] = [];
 * createClient({ …, on: { connected: () => { events.push('connected'); changes.changed(); } } });
 * await changes.until(() => events.includes('connected'), 'the ack');
 */
export class Changes {
  private readonly checks = new Set<() => void>();

  readonly changed = (): void => {
    for (const check of [...this.checks]) check();
  };

  /** Resolves once `check` holds; rejects after `timeoutMs` naming `what` (null: waits on). */
  until(check: () => boolean, what: string, timeoutMs: number | null = 5000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const recheck = () => {
        if (!check()) return;
        this.checks.delete(recheck);
        clearTimeout(timer);
        resolve();
      };
      const timer =
        timeoutMs === null
          ? undefined
          : setTimeout(() => {
              this.checks.delete(recheck);
              reject(new Error(`timed out waiting for ${what}`));
            }, timeoutMs);
      this.checks.add(recheck);
    });
  }
}
