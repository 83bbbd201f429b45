/**
 * Seeded pseudo-random numbers: the map's generators (generators/map/) draw the island with them bit for
 * bit the same on every run, and the quiz draws its rounds with them, so that a test can replay a draw.
 */

/** A source of numbers in [0, 1), like `Math.random`. */
export type Random = () => number;

/** Mulberry32: tiny, fast, good enough for procedural content and games; returns floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, count) drawn from `random`. */
export function randomIndex(random: Random, count: number): number {
  return Math.min(count - 1, Math.floor(random() * count));
}

/** A shuffled copy of `items` (Fisher–Yates), each order as likely as another. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomIndex(random, index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** A seed made from a text (FNV-1a): the same text always gives the same draw. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
