import { z } from 'zod';

/**
 * The committed accuracy floor (parsers/eval/floor.json) for the fixture documents, as shares 0-1:
 * `overall` over every point of the modes run together, and per mode over all / clean / noisy scans.
 */
const ZShare = z.number().min(0).max(1);
const ZModeFloor = z.object({ all: ZShare, clean: ZShare.optional(), noisy: ZShare.optional() });
export const ZFloorSchema = z.object({
  overall: ZShare,
  text: ZModeFloor,
  image: ZModeFloor,
});
export type Floor = z.infer<typeof ZFloorSchema>;

export type ModeAccuracy = { all: number; clean: number; noisy: number };
export type Measured = { overall: number; text?: ModeAccuracy; image?: ModeAccuracy };

/**
 * Lists every measured accuracy below its floor (empty = pass). Only the modes that were run are checked;
 * `overall` only when both were, since it mixes them.
 */
export function belowFloor(measured: Measured, floor: Floor): string[] {
  const failures: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const cmp = (label: string, got: number, min: number | undefined) => {
    // A rounding tolerance so a floor written from a printed figure does not fail on the same run.
    if (min !== undefined && got + 1e-9 < min) failures.push(`${label} ${pct(got)} < floor ${pct(min)}`);
  };
  for (const mode of ['text', 'image'] as const) {
    const m = measured[mode];
    if (!m) continue;
    cmp(`${mode} all`, m.all, floor[mode].all);
    cmp(`${mode} clean`, m.clean, floor[mode].clean);
    cmp(`${mode} noisy`, m.noisy, floor[mode].noisy);
  }
  if (measured.text && measured.image) cmp('overall', measured.overall, floor.overall);
  return failures;
}
