import { expect, type APIRequestContext } from '@playwright/test';

export interface RealtimeStats {
  sockets: number;
  closes: unknown;
  sendMessage: {
    received: number;
    stored: number;
    duplicatesSuppressed: number;
    distinctStored: number;
    storedTwice: string[];
  };
  byClientMessageId: Record<
    string,
    { received: number; stored: number; acked: number; rejected: number }
  >;
}

/** The simulator's developer endpoints: counters, fault controls and the client log inbox. */
export class SimulatorControls {
  constructor(private readonly request: APIRequestContext) {}

  async reset(login: string): Promise<void> {
    expect((await this.request.post(`/dev/realtime/reset?as=${login}`)).ok()).toBe(true);
    expect((await this.request.delete('/dev/logs')).ok()).toBe(true);
  }

  /** Sets the account's balance (pushed to its open pages): the demo store outlives each test. */
  async setBalance(login: string, balance: string): Promise<void> {
    const response = await this.request.post(`/dev/account/balance?as=${login}&balance=${balance}`);
    expect(response.ok(), await response.text()).toBe(true);
  }

  async fault(login: string, body: Record<string, unknown>): Promise<void> {
    const response = await this.request.post(`/dev/realtime/faults?as=${login}`, { data: body });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Plays a recorded push scenario (fixtures/scenarios/<name>.jsonl) to the guest's open page. */
  async play(name: string, login: string, pace: 'recorded' | 'fast' = 'fast'): Promise<void> {
    const response = await this.request.post(
      `/dev/scenarios/${name}/play?as=${login}&pace=${pace}`,
    );
    expect(response.ok(), await response.text()).toBe(true);
  }

  async stats(login: string): Promise<RealtimeStats> {
    return (await (
      await this.request.get(`/dev/realtime/stats?as=${login}`)
    ).json()) as RealtimeStats;
  }

  /** What the app posted to the logger, newest first: one guest's, or everyone's (`null`). */
  async logs(login: string | null, kind: string): Promise<{ message: string }[]> {
    const who = login === null ? '' : `&as=${login}`;
    const body = (await (await this.request.get(`/dev/logs?kind=${kind}${who}`)).json()) as
      { logs?: { message: string }[] } | { message: string }[];
    return Array.isArray(body) ? body : (body.logs ?? []);
  }
}
