import seedrandom from 'seedrandom';

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

/** A deterministic random source: the same seed gives the same sample data everywhere. */
export function createRng(seed: string | number): Rng {
  const r = seedrandom(String(seed));
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  return {
    next: () => r(),
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    chance: (p: number) => r() < p,
  };
}
