/**
 * Events one subscriber may have waiting: a socket that stops reading (graphql-ws awaits each
 * send) would otherwise keep every later event in memory. Past it, the subscription is dropped.
 */
export const MAX_QUEUED_EVENTS = 256;

/**
 * An in-process publish/subscribe of one event type: each subscriber is an async iterator (what a
 * graphql-js subscription resolver returns) that sees the events published after it subscribed
 * and matching its filter, in order, and unsubscribes when graphql-ws ends it (`return`).
 */
export class PubSub<E> {
  private readonly listeners = new Set<(event: E) => void>();
  private readonly watchers = new Set<() => void>();

  publish(event: E): number {
    for (const listener of this.listeners) listener(event);
    return this.listeners.size;
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  /**
   * Calls `watcher` after every subscribe and unsubscribe: a test waits on it for a
   * subscription to be registered (or gone) instead of polling. Returns the unsubscribe function.
   *
   * @example
   * const stop = pubsub.onSubscribersChanged(() => console.log(pubsub.subscribers));
   */
  onSubscribersChanged(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  private subscribersChanged(): void {
    for (const watcher of [...this.watchers]) watcher();
  }

  subscribe(filter: (event: E) => boolean = () => true): AsyncIterableIterator<E> {
    const queue: E[] = [];
    let waiting: ((result: IteratorResult<E>) => void) | null = null;
    let done = false;
    const listener = (event: E) => {
      if (done || !filter(event)) return;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve({ value: event, done: false });
      } else if (queue.length >= MAX_QUEUED_EVENTS) void finish();
      else queue.push(event);
    };
    this.listeners.add(listener);
    this.subscribersChanged();
    const finish = (): Promise<IteratorResult<E>> => {
      done = true;
      const removed = this.listeners.delete(listener);
      queue.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = null;
      if (removed) this.subscribersChanged();
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        const event = queue.shift();
        if (event !== undefined) return Promise.resolve({ value: event, done: false });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: finish,
      throw: async (error: unknown) => {
        await finish();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
