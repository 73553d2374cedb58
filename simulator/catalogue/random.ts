/**
 * The generator's only source of chance: a seeded PRNG (mulberry32), so one seed always gives the
 * same catalogue. `Math.random` is never used.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `count` distinct items of `list` (all of them when it is shorter), in list order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const wanted = Math.min(count, list.length);
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * list.length));
    return [...chosen].sort((a, b) => a - b).map((index) => list[index] as T);
  }

  /** A price like 2.99 between min and max (whole units, ending in .49 or .99). */
  price(min: number, max: number): number {
    return this.int(min, max) + this.pick([0.49, 0.99]);
  }
}

/** FNV-1a: a stable 32-bit hash of a string (pictures hang their colours on it). */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
