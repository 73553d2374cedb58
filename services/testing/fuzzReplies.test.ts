import { describe, expect, it, vi } from 'vitest';
import { OTHER_CALLS, SERVICE_CALLS, serviceMethods } from './serviceCalls.ts';
import { fuzzCall } from './fuzzReplies.ts';

// The real request helpers, noting each request's reply schema for the harness (schemaCapture.ts).
vi.mock('../http/rest.ts', async (real) =>
  (await import('./schemaCapture.ts')).captureRest(await real()),
);
vi.mock('../graphql/client.ts', async (real) =>
  (await import('./schemaCapture.ts')).captureGraphql(await real()),
);

/** Runs per call: 113 calls × 50 runs take ~15 s on two cores; `FUZZ_RUNS=600` digs deeper. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

describe('fuzzed replies at the service edge (issue 23 §9)', () => {
  it('the table has a row for every method of every service factory', () => {
    expect(SERVICE_CALLS.map((each) => each.name).sort()).toEqual(serviceMethods().sort());
  });

  it.each([...SERVICE_CALLS, ...OTHER_CALLS].map((each) => [each.name, each] as const))(
    '%s resolves or fails with a ServiceError, and pollutes no prototype',
    async (_name, entry) => {
      const outcomes = await fuzzCall(entry, RUNS);
      // The unmutated valid reply is the first example: the call accepts it, so the fuzzing
      // reached the code behind the parse, not only the parse.
      expect(outcomes.get('ok')).toBeGreaterThan(0);
    },
  );
});
