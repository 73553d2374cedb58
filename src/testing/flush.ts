/**
 * Lets pending promise answers and macrotasks run, `times` rounds (a chain of awaits that each
 * wait for a macrotask needs one round per link): the one real-time wait machine and engine tests
 * use.
 */
export async function flushMacrotasks(times = 1): Promise<void> {
  for (let round = 0; round < times; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
