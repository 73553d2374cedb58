/** Lets pending promise answers and macrotasks run: the one real-time wait machine tests use. */
export const flushMacrotasks = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 0));
