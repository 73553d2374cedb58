/**
 * Side-by-side timing (issue 52 §7, fifth pass; processes since session 53): several contestants
 * are fed their work a slice at a time, in turn, and each slice's CPU is taken on its own. On a
 * shared box the load moves from second to second; runs taken one after the other (recording on,
 * then off) each got a different share of it, so a ratio of two moved by ±0.1 from run to run.
 * Slices side by side meet the same moment, and a ratio taken per round (off / on in the same
 * round) then a median over the rounds drops the rounds a neighbour spoiled.
 *
 * Each contestant runs in a process of its own (bench/engine/contestant.ts): its own heap, its
 * own collections, its own JIT. When they shared one process, a contestant's slice paid for the
 * collections the others' garbage set off and ran on inline caches the others had shaped, so
 * where it stood in the round moved its figure: two identical engines differed by about 0.04
 * (session 53). The order of a round is a shuffle (a seeded one, the same every run) and the next
 * round runs it backwards, so each of two contestants goes first as often as the other and no
 * contestant always follows the same one. All of them are held to the same CPU (`PINNED_CPU`), so
 * they meet the same neighbours. No collection is forced: a slice is charged for the collections
 * that fall in it, wherever the garbage came from, so a ratio is read over all the rounds'
 * seconds (`totalRatio`, what each side spent in all) as well as round by round. Every contestant
 * does all its work: nothing is skipped or discounted, only when it is timed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** What the bench sends a contestant's process. */
export type ContestantMessage = { type: 'slice'; round: number } | { type: 'finish' };

/** The recorded log's figures, from the process that recorded it (replayed there). */
export interface RecordedLogFigures {
  /** Records in the exported log (the ring's), and all the engine wrote. */
  records: number;
  recordsWritten: number;
  rawBytes: number;
  gzipBytes: number;
  logHours: number;
  replaySeconds: number;
  checkpointsVerified: number;
}

/** What a contestant's process answers. */
export type ContestantReply =
  | { type: 'ready' }
  | { type: 'slice'; seconds: number }
  | { type: 'finished'; figures: RecordedLogFigures | null };

/** CPU seconds per slice, by contestant, in round order (warm-up rounds left out). */
export type SliceSeconds = Record<string, number[]>;

const TASKSET = '/usr/bin/taskset';

/**
 * The CPU every contestant's process is held to (`taskset`, Linux), the box's last, or null where
 * there is no `taskset`. Left to the scheduler, a process stays on the CPU it last ran on for
 * stretches of the run, and the two CPUs of a shared box are not equally busy: two identical
 * engines, each in its own process, came out 0.95 and 0.91 (halves of one run 0.84 and 0.99);
 * held to one CPU, 0.98 (session 53).
 */
export const PINNED_CPU = existsSync(TASKSET) ? lastAllowedCpu() : null;

/**
 * The highest CPU this process may run on (`Cpus_allowed_list` in /proc/self/status, e.g.
 * `0-3,8-11`): in a container held to some of the host's CPUs, `availableParallelism() - 1` is
 * a count, not one of them, and `taskset` refuses it (code review L4).
 */
function lastAllowedCpu(): number {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? '';
    const highest = Math.max(...list.split(',').map((range) => Number(range.split('-').at(-1))));
    if (Number.isInteger(highest) && highest >= 0) return highest;
  } catch {
    // Not Linux, or no /proc: the count's last CPU.
  }
  return availableParallelism() - 1;
}

/** A contestant's process, answering one message at a time. */
function contestantProcess(name: string) {
  const node = process.execArgv;
  const child: ChildProcess = fork(
    new URL('./engine/contestant.ts', import.meta.url),
    [name],
    PINNED_CPU === null
      ? { execArgv: node }
      : { execPath: TASKSET, execArgv: ['-c', String(PINNED_CPU), process.execPath, ...node] },
  );
  let waiting: ((reply: ContestantReply) => void) | null = null;
  let failed: Error | null = null;
  const fail = (error: Error) => {
    failed = error;
    waiting?.({ type: 'finished', figures: null });
  };
  child.on('message', (reply: ContestantReply) => {
    const resolve = waiting;
    waiting = null;
    resolve?.(reply);
  });
  child.on('exit', (code) => {
    if (code !== 0) fail(new Error(`contestant '${name}' exited with ${code}`));
  });
  const next = () =>
    new Promise<ContestantReply>((resolve) => {
      waiting = resolve;
    }).then((reply) => {
      if (failed) throw failed;
      return reply;
    });
  const ready = next();
  return {
    name,
    ready,
    ask: (message: ContestantMessage) => {
      const answer = next();
      child.send(message);
      return answer;
    },
  };
}

/** A shuffle of `0 … n - 1` from a small seeded generator (mulberry32): the same every run. */
function shuffler(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return (n: number) => {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  };
}

/**
 * Runs `rounds` rounds in `blocks` blocks: each block forks a fresh process per contestant, runs
 * `warmUp` untimed rounds then its share of the timed ones (rounds 0 … of the workload again),
 * round 2k a shuffle of the contestants and round 2k + 1 the same order backwards, and asks each
 * for what it has to say once done (`finished`; the last block's answers are returned). A
 * process settles into a speed of its own (where its code and heap lie, what its JIT compiled
 * from the feedback it had), a few percent apart for the same code: one process per contestant
 * made that a contestant's lasting bias (two identical engines 0.91 to 0.99 in single runs, the
 * recording-off one 10 % slow in one of them, session 53); fresh processes in each block make it
 * a spread the median goes through.
 */
export async function runInterleaved(
  names: readonly string[],
  options: { rounds: number; warmUp: number; blocks: number },
): Promise<{ seconds: SliceSeconds; finished: Record<string, RecordedLogFigures | null> }> {
  const seconds: SliceSeconds = Object.fromEntries(names.map((name) => [name, []]));
  const shuffle = shuffler(53);
  const perBlock = Math.ceil(options.rounds / options.blocks);
  let finished: Record<string, RecordedLogFigures | null> = {};
  for (let block = 0; block < options.blocks; block++) {
    const contestants = names.map(contestantProcess);
    for (const contestant of contestants) await contestant.ready;
    let order: number[] = [];
    for (let round = 0; round < options.warmUp + perBlock; round++) {
      order = round % 2 === 0 ? shuffle(names.length) : [...order].reverse();
      for (const k of order) {
        const contestant = contestants[k]!;
        const reply = await contestant.ask({ type: 'slice', round });
        if (reply.type !== 'slice') throw new Error(`contestant '${contestant.name}': no slice`);
        if (round >= options.warmUp) seconds[contestant.name]!.push(reply.seconds);
      }
    }
    finished = {};
    for (const contestant of contestants) {
      const reply = await contestant.ask({ type: 'finish' });
      finished[contestant.name] = reply.type === 'finished' ? reply.figures : null;
    }
  }
  return { seconds, finished };
}

/** The value at fraction `q` of the sorted values (linear between neighbours). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

export interface Spread {
  median: number;
  p25: number;
  p75: number;
}

export const spreadOf = (values: readonly number[]): Spread => ({
  median: quantile(values, 0.5),
  p25: quantile(values, 0.25),
  p75: quantile(values, 0.75),
});

/**
 * What the numerator's side spent in all over what the denominator's did (the faster side on
 * top, as in `roundRatios`), and the same per block of `blocks` (the lowest and highest; a block
 * with no rounds is left out): collections come every few slices, so a ratio of rounds' medians
 * leaves out what a side's collections cost; the totals count every one.
 */
export function totalRatio(
  numerator: readonly number[],
  denominator: readonly number[],
  blocks: number,
) {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const per = Math.ceil(numerator.length / blocks);
  const byBlock = Array.from({ length: blocks }, (_, b) => b * per)
    .filter((from) => from < numerator.length)
    .map(
      (from) => sum(numerator.slice(from, from + per)) / sum(denominator.slice(from, from + per)),
    );
  return {
    all: sum(numerator) / sum(denominator),
    lowest: Math.min(...byBlock),
    highest: Math.max(...byBlock),
  };
}

/**
 * `numerator[r] / denominator[r]` for each round: a ratio of two contestants that met the same
 * moment of the box (CPU seconds of equal work: the faster side's seconds on top).
 */
export function roundRatios(numerator: readonly number[], denominator: readonly number[]) {
  return numerator.map((seconds, round) => seconds / denominator[round]!);
}
