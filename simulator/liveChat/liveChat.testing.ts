import { afterAll, beforeAll } from 'vitest';
import type { RunningSimulator } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';
import {
  connectGuest,
  devCall,
  quietMessenger,
  type FrameClient,
  type GuestSocket,
} from '../realtime/test-client.ts';

export interface LiveChatTestSimulator {
  /** The running simulator (set once `beforeAll` has run). */
  readonly sim: RunningSimulator;
  /** Sockets to close after the file's tests. */
  readonly clients: FrameClient[];
  /** A fresh copy of a demo guest (with `balance` on the account when given), on the realtime channel. */
  guest(balance?: string): Promise<GuestSocket & { login: string }>;
}

/**
 * One simulator for a test file of the live chat, its messenger quiet so that frames count exactly;
 * after the file's tests every socket is closed, the simulator stopped and its data removed.
 */
export function liveChatTestSimulator(): LiveChatTestSimulator {
  let running: RunningSimulator | undefined;
  const data = tempDir();
  const clients: FrameClient[] = [];
  beforeAll(async () => {
    running = await startTestSimulator({ dataDir: data.path });
    await quietMessenger(running);
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await running?.close();
    data.remove();
  });
  const self: LiveChatTestSimulator = {
    get sim() {
      if (!running) throw new Error('the simulator starts in beforeAll');
      return running;
    },
    clients,
    async guest(balance) {
      const copy = await devCall(self.sim, 'POST', '/dev/account/copy?from=demo');
      const login = String(copy.json.login);
      if (balance !== undefined)
        await devCall(self.sim, 'POST', `/dev/account/balance?as=${login}&balance=${balance}`);
      const socket = await connectGuest(self.sim, login);
      clients.push(socket.client);
      return { ...socket, login };
    },
  };
  return self;
}

/** A guest's request facts on the test simulator (REST and the query service), for a service's api. */
export const simulatorRequest = (sim: RunningSimulator, accessToken: string | null) => ({
  restBaseUrl: `${sim.appUrl}/rest/v1`,
  queryServiceUrl: sim.config.queryServiceUrl,
  language: 'en' as const,
  ver: sim.config.ver,
  accessToken,
});
