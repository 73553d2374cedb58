import fc from 'fast-check';
import type { AnyStateMachine } from 'xstate';
import { expect } from 'vitest';
import type { EventLog } from '../log/records.ts';
import { replayLog, type ReplayOptions } from '../replay.ts';

/**
 * Changes one `ui.add` input of a probe session's log at a time (any of them, by fast-check) and
 * checks that replay places the divergence: at the first checkpoint after the change, with the
 * checkpoint before it (or the record before the log's first) as `verifiedUpTo`, and no more
 * than `range` records from one to the other (docs/replay.md, "Checkpoints").
 */
export function expectDivergencesPlaced<TLogic extends AnyStateMachine>(
  log: EventLog,
  options: ReplayOptions<TLogic>,
  range: number,
): void {
  const checkpoints = log.records.filter((record) => record.kind === 'checkpoint');
  const adds = log.records.filter(
    (record) => record.kind === 'input' && record.to === 'app' && record.event.type === 'ui.add',
  );
  fc.assert(
    fc.property(fc.constantFrom(...adds), (changed) => {
      const tampered: EventLog = {
        ...log,
        records: log.records.map((record) =>
          record === changed ? { ...record, event: { type: 'ui.add', n: 1000 } } : record,
        ),
      };
      const { divergence } = replayLog(tampered, options);
      const next = checkpoints.find((checkpoint) => checkpoint.seq > changed.seq);
      const before = checkpoints.findLast((checkpoint) => checkpoint.seq < changed.seq);
      expect(divergence).toMatchObject({ kind: 'checkpoint', seq: next?.seq });
      expect(divergence?.verifiedUpTo).toBe(before?.seq ?? -1);
      expect(divergence!.verifiedUpTo!).toBeLessThan(changed.seq);
      expect(divergence!.seq - divergence!.verifiedUpTo!).toBeLessThanOrEqual(range);
    }),
    { numRuns: 40 },
  );
}
