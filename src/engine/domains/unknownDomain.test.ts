import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { isLazyDomain } from '../../../machines/app/lazyDomains.ts';
import type { LogRecord } from '../log/records.ts';
import { domainsOfLog, missingDomainCode, startDomainsOnDemand } from './registry.ts';
import { LAZY_DOMAIN_WIRING } from './table.ts';

// Seed 001 §5: "Unknown lazy store name throws an error". Decision 0036: in code it does not
// compile; from outside (a log, a developer's send) it is refused at the edge, never thrown.

const start = (domain: string): LogRecord => ({
  seq: 1,
  t: 0,
  kind: 'input',
  to: 'app',
  event: { type: 'app.domainStart', domain },
});

describe('an unknown lazy domain name', () => {
  it('does not compile where code names it', () => {
    // @ts-expect-error: 'nope' is no lazy domain, so the table has no line for it
    expect(LAZY_DOMAIN_WIRING.nope).toBeUndefined();
    expect(isLazyDomain('nope')).toBe(false);
    expect(isLazyDomain('blog')).toBe(true);
  });

  it('in a log: nothing is loaded for it, and the log still replays what it knows', () => {
    const log = { header: { anchor: null }, records: [start('nope'), start('blog')] };
    expect(domainsOfLog(log)).toEqual(['blog']);
    expect(missingDomainCode(start('nope'))).toBeNull();
  });

  it('asked of the live engine: not imported, not started, and the page goes on', async () => {
    const sent: EventObject[] = [];
    const stop = startDomainsOnDemand({
      actor: {
        logic: {},
        getSnapshot: () => ({ context: { pending: { nope: [] }, failed: [], started: [] } }),
        subscribe: () => ({ unsubscribe: () => undefined }),
      },
      send: (_to, event) => void sent.push(event),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(sent).toEqual([]);
  });
});
