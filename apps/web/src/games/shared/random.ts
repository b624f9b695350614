/** A random source in [0, 1): Math.random in play, a seeded one in tests. */
export type Random = () => number;

/** Mulberry32: small, fast and good enough for shuffling a quiz. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * `count` of the items drawn at random, kept in the list's order (all of them when there are no
 * more): a session's part of a longer list whose order matters (a routine's steps, the content's
 * situations).
 */
export function drawInOrder<T>(items: readonly T[], count: number, random: Random): T[] {
  if (items.length <= count) return [...items];
  const chosen = new Set(shuffle(items, random).slice(0, count));
  return items.filter((item) => chosen.has(item));
}
