// A-C: the advanced game's set-up zones (advanced-scenario.json `setup`)
// add to the basic game's (setup.ts) a bank beyond n hexes of the canal and
// a bank's side of a line; the advanced definition gives this test to the
// basic set-up (extensions.ts `zoneTest`).
import type { Context } from '../context.js';
import type { Zone } from '../data.js';

interface AdvancedZone extends Zone {
  /** A-C: more than n hexes from the canal (the hexes on it counting 1). */
  beyondCanal?: number;
  /** A-C: the hexes north (south) of a line, a map feature: a lower (higher) row than the line's in the column. */
  northOf?: string;
  southOf?: string;
}

/** Per hex, 1 when in both of the zone's A-C limits it names; null when it names none. */
export function advancedZone(ctx: Context, zone: Zone, canal: Uint8Array, bank: number): Uint8Array | null {
  const z = zone as AdvancedZone;
  const line = z.northOf ?? z.southOf;
  if (!z.beyondCanal && !line) return null;
  const far = z.beyondCanal ? beyondCanal(ctx, canal, bank, z.beyondCanal) : null;
  const side = line ? sideOfLine(ctx, line) : null;
  const out = new Uint8Array(ctx.board.hexCount);
  for (let h = 0; h < out.length; h++) out[h] = (!far || far[h]) && (!side || side[h] === (z.northOf ? -1 : 1)) ? 1 : 0;
  return out;
}

/** A-C: per hex, 1 when more than `n` hexes from every hex of the bank on the canal (that hex counting 1), as the crow flies. */
function beyondCanal(ctx: Context, canal: Uint8Array, bank: number, n: number): Uint8Array {
  const board = ctx.board;
  const ring: number[] = [];
  for (let h = 0; h < board.hexCount; h++) if (ctx.bank[h] === bank && canal[h]) ring.push(h);
  const out = new Uint8Array(board.hexCount);
  for (let h = 0; h < board.hexCount; h++)
    out[h] = ctx.bank[h] === bank && ring.every((c) => board.distance(c, h) >= n) ? 1 : 0;
  return out;
}

/**
 * Per hex: -1 north of a line (a map feature of one hex a column), 1 south
 * of it, 0 on it; a column the line does not reach takes the row of its
 * nearest column that it does (A-C: the red road between Egypt's armies).
 */
function sideOfLine(ctx: Context, feature: string): Int8Array {
  const board = ctx.board;
  const rows = new Map<number, number>();
  for (const h of board.featureHexes(feature)) {
    const c = Math.floor(h / board.rows);
    if (rows.has(c)) throw new Error(`set-up line ${feature}: two hexes in column ${c + 1}`);
    rows.set(c, h % board.rows);
  }
  if (!rows.size) throw new Error(`set-up line ${feature}: no hexes`);
  const cols = [...rows.keys()];
  const out = new Int8Array(board.hexCount);
  for (let h = 0; h < board.hexCount; h++) {
    const c = Math.floor(h / board.rows);
    const nearest = cols.reduce((a, b) => (Math.abs(b - c) < Math.abs(a - c) ? b : a));
    out[h] = Math.sign((h % board.rows) - rows.get(nearest)!);
  }
  return out;
}
