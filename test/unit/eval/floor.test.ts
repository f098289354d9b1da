import { describe, expect, it } from 'vitest';
import { belowFloor, ZFloorSchema } from '@/parsers/eval/floor';
import committed from '@/parsers/eval/floor.json';

const floor = ZFloorSchema.parse({
  overall: 0.9,
  text: { all: 0.95, clean: 0.95, noisy: 0.95 },
  image: { all: 0.85, clean: 0.9, noisy: 0.75 },
});

describe('belowFloor', () => {
  it('passes figures at or above the floor', () => {
    const m = { all: 0.95, clean: 0.95, noisy: 0.95 };
    expect(
      belowFloor({ overall: 0.9, text: m, image: { all: 0.85, clean: 0.9, noisy: 0.75 } }, floor),
    ).toEqual([]);
  });

  it('names every figure below the floor', () => {
    const failures = belowFloor(
      {
        overall: 0.89,
        text: { all: 0.99, clean: 0.99, noisy: 0.99 },
        image: { all: 0.8, clean: 0.95, noisy: 0.7 },
      },
      floor,
    );
    expect(failures).toEqual([
      'image all 80.0% < floor 85.0%',
      'image noisy 70.0% < floor 75.0%',
      'overall 89.0% < floor 90.0%',
    ]);
  });

  it('checks only the modes that ran, and overall only when both did', () => {
    expect(belowFloor({ overall: 0.1, text: { all: 0.96, clean: 0.96, noisy: 0.96 } }, floor)).toEqual([]);
  });

  it('accepts the committed floor file', () => {
    expect(ZFloorSchema.safeParse(committed).success).toBe(true);
  });
});
