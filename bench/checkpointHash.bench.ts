/**
 * `npm run bench:hash` (`tsx bench/checkpointHash.bench.ts`): CPU per checkpoint hash of a
 * messenger-sized state, the part of the recording overhead that grows with the state.
 *
 * The shape follows the engine bench between two checkpoints (50 records): a context holding 500
 * channels, of which 27 are replaced by new objects (an update, a message, an online change),
 * the list itself a new array, the other 473 channels the same objects as before. Two hashers
 * over the same sequence of states:
 * - `StateHasher` (src/engine/stateHash.ts), what checkpoints use: every object hashed once and
 *   remembered (but small ones of plain values, cheaper to hash again), values fed as typed
 *   tokens;
 * - the whole state as sorted-key JSON hashed again each time (`hashValue`), the cost without any
 *   reuse, for scale.
 * Each runs BENCH_CHECKPOINTS (2 000) times, alternating three times to spread the load drift
 * of a shared box; the median of the three is printed. The two must agree on equal states only,
 * not on the hash value (they encode differently).
 */
import type { AnyActorRef } from 'xstate';
import type { Channel } from '../machines/messenger/messenger.types.ts';
import { hashValue } from '../src/engine/hash.ts';
import { StateHasher } from '../src/engine/stateHash.ts';
import { channel, channelList } from './channels.ts';

const CHECKPOINTS = Number(process.env.BENCH_CHECKPOINTS ?? 2_000);
const CHANNELS = 500;
const REPLACED_PER_CHECKPOINT = 27;

interface State {
  status: 'active';
  value: { list: string; composer: string };
  context: { channels: Channel[]; selection: number | null; balance: number };
}

/** The states of one run: each the one before with 27 channels replaced. */
function states(): State[] {
  let channels = channelList(CHANNELS);
  const out: State[] = [];
  for (let n = 0; n < CHECKPOINTS; n++) {
    channels = channels.slice();
    for (let k = 0; k < REPLACED_PER_CHECKPOINT; k++) {
      const index = (n * 31 + k * 17) % CHANNELS;
      channels[index] = channel(index, { unreadCount: (n + k) % 7, lastMessageId: n * 100 + k });
    }
    out.push({
      status: 'active',
      value: { list: 'ready', composer: 'idle' },
      context: { channels, selection: n % 3 === 0 ? null : 10_000 + (n % CHANNELS), balance: n },
    });
  }
  return out;
}

const asActor = (snapshot: State) => ({ getSnapshot: () => snapshot }) as unknown as AnyActorRef;

function cpuMicrosPer(run: () => void, count: number): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / count;
}

const runs = states();
const memoised = () => {
  const hasher = new StateHasher();
  for (const state of runs) hasher.hash(asActor(state));
};
const wholeJson = () => {
  for (const state of runs) hashValue(state);
};

memoised(); // warm-up (JIT)
wholeJson();
const results = { memoised: [] as number[], wholeJson: [] as number[] };
for (let round = 0; round < 3; round++) {
  results.memoised.push(cpuMicrosPer(memoised, CHECKPOINTS));
  results.wholeJson.push(cpuMicrosPer(wholeJson, CHECKPOINTS));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
console.table({
  'StateHasher µs/checkpoint': Math.round(median(results.memoised)),
  'whole state as JSON µs/checkpoint': Math.round(median(results.wholeJson)),
  'rounds (StateHasher)': results.memoised.map(Math.round).join(' / '),
  'rounds (JSON)': results.wholeJson.map(Math.round).join(' / '),
});
