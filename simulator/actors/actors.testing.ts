import { afterAll, beforeAll } from 'vitest';
import type { ServiceRequest } from '../../machines/shared/serviceRequest.ts';
import type { RunningSimulator } from '../server.ts';
import { loginAs, startTestSimulator, tempDir } from '../testing.ts';

/** What a test of the performers' services reads once its simulator runs. */
export interface ActorsSimulator {
  readonly sim: RunningSimulator;
  /** The demo guest's request (logged in), on the REST and query services. */
  readonly guest: ServiceRequest;
  /** A visitor's request: a session of its own, no login. */
  readonly visitor: ServiceRequest;
  /** Posts a GraphQL document to the query service as the demo guest; its reply's JSON. */
  query<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
}

/**
 * The one set-up of the performers' simulator tests (lists, search, sidebar): a simulator of the
 * file's own on a temporary data directory, the demo guest logged in and a visitor's session,
 * with the online walk stopped so that no count moves while a test counts. Called in a `describe`
 * (it registers its `beforeAll` and `afterAll`); what it returns is read from the tests on.
 *
 * @example
 * const simulator = actorsSimulator();
 * it('…', async () => { await api.sidebar(pageOf({ request: simulator.guest }, 100), signal); });
 */
export function actorsSimulator(): ActorsSimulator {
  const dir = tempDir();
  let running: { sim: RunningSimulator; guest: ServiceRequest; visitor: ServiceRequest } | null =
    null;
  const started = () => {
    if (running === null) throw new Error('the simulator runs from the file’s beforeAll on');
    return running;
  };
  beforeAll(async () => {
    const sim = await startTestSimulator({ dataDir: dir.path });
    const requestOf = (accessToken: string): ServiceRequest => ({
      restBaseUrl: sim.config.restBaseUrl,
      queryServiceUrl: sim.config.queryServiceUrl,
      ver: 't',
      language: 'en',
      accessToken,
    });
    const session = (await (
      await fetch(`${sim.config.restBaseUrl}/auth/session?language=en&ver=t&access_token=`)
    ).json()) as { accessToken: string };
    await fetch(`${sim.appUrl}/dev/messenger/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ onlineIntervalMs: 0 }),
    });
    running = {
      sim,
      guest: requestOf((await loginAs(sim, 'demo')).accessToken),
      visitor: requestOf(session.accessToken),
    };
  }, 60_000);
  afterAll(async () => {
    await running?.sim.close();
    dir.remove();
  });
  return {
    get sim() {
      return started().sim;
    },
    get guest() {
      return started().guest;
    },
    get visitor() {
      return started().visitor;
    },
    query: async <T>(document: string, variables: Record<string, unknown> = {}) => {
      const { sim, guest } = started();
      const response = await fetch(`${sim.config.queryServiceUrl}?language=en&ver=t`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${guest.accessToken ?? ''}`,
        },
        body: JSON.stringify({ query: document, variables }),
      });
      return (await response.json()) as T;
    },
  };
}
