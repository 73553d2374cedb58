/**
 * A fact the state guarantees, read from a context field typed nullable because XState keeps one
 * context type for every state: the transition into the state (or its guard) stored it. Instead
 * of `value!`, which would hand a service `undefined` if the chart were wrong, a wrong chart
 * fails here with the fact's name.
 *
 * @example
 * input: ({ context }) => ({ request: known(context.request, 'profile: request') })
 */
export function known<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is not known in this state`);
  return value;
}
