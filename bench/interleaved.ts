/**
 * Side-by-side timing (issue 52 §7, fifth pass): several contestants that live in one process are
 * fed their work a slice at a time, in turn, the order rotating each round, and each slice's CPU
 * is taken on its own. On a shared box the load moves from second to second; runs taken one after
 * the other (recording on, then off) each got a different share of it, so a ratio of two moved by
 * ±0.1 from run to run. Slices side by side meet the same moment, and a ratio taken per round
 * (off / on in the same round) then a median over the rounds drops the rounds a neighbour spoiled.
 * Every contestant does all its work: nothing is skipped or discounted, only when it is timed.
 */
export interface Contestant {
  name: string;
  /** Runs slice `round` of the contestant's work; its CPU (user + system) is what is timed. */
  slice: (round: number) => void | Promise<void>;
}

/** CPU seconds per slice, by contestant, in round order (warm-up rounds left out). */
export type SliceSeconds = Record<string, number[]>;

/**
 * Runs `rounds` rounds after `warmUp` untimed ones; in round r the contestants go in the order
 * rotated by r, so none is always first after the previous round's garbage or last before it.
 */
export async function runInterleaved(
  contestants: readonly Contestant[],
  rounds: number,
  warmUp: number,
): Promise<SliceSeconds> {
  const seconds: SliceSeconds = Object.fromEntries(contestants.map((c) => [c.name, []]));
  for (let round = 0; round < warmUp + rounds; round++) {
    for (let k = 0; k < contestants.length; k++) {
      const contestant = contestants[(round + k) % contestants.length]!;
      const started = process.cpuUsage();
      await contestant.slice(round);
      const used = process.cpuUsage(started);
      if (round >= warmUp) seconds[contestant.name]!.push((used.user + used.system) / 1e6);
    }
  }
  return seconds;
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
 * `numerator[r] / denominator[r]` for each round: a ratio of two contestants that met the same
 * moment of the box (CPU seconds of equal work: the faster side's seconds on top).
 */
export function roundRatios(numerator: readonly number[], denominator: readonly number[]) {
  return numerator.map((seconds, round) => seconds / denominator[round]!);
}
