/** A small seeded PRNG (mulberry32): the same seed gives the same workload. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform number in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** One of the keys, drawn by weight. */
export function weighted<K extends string>(random: Random, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [key, weight] of entries) {
    pick -= weight;
    if (pick < 0) return key;
  }
  return entries[entries.length - 1]![0];
}
