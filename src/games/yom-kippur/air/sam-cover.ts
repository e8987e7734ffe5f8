// B-M SAMs against aircraft: their 5-hex umbrella (B-M.1b), reduced SAMs
// at half strength rounded up (B-M.4), every SAM reduced from GT 6 (B-M.5),
// the self-defence die of a bombed SAM (B-M.3), and under the revised
// sheet the SAM fire of T003[Air] ("Tirs de SAM": the die less the distance,
// 1 for a reduced SAM, 1 more from GT 6). Only SAMs in action count: not
// under a SAM MOV marker, nor in the Game-Turn it came off (B-M.2).
import { perContext } from '../../../engine/per-context.js';
import type { Context } from '../context.js';
import { standardTables, revisedTables } from '../combat/tables.js';
import { samActive } from '../sam.js';
import type { State } from '../state.js';

/** B-M.4, B-M.5: the SAM acts at half strength (reduced, or every SAM from GT 6). */
export function samReduced(ctx: Context, s: State, u: number): boolean {
  return s.steps[u]! < ctx.maxSteps[u]! || s.turn >= ctx.data.scenario.ecm.fromTurn;
}

/** Whose SAMs: those against `side`'s aircraft, those covering `side`'s own, or all (B-O.1 drops). */
export type SamOwners = { against: number } | { of: number } | 'all';

const owns = (ctx: Context, u: number, o: SamOwners) =>
  o === 'all' || ('of' in o ? ctx.unitSide[u] === o.of : ctx.unitSide[u] !== o.against);

/** B-M.1b: a SAM's range in hexes (tables.json sam.range). */
export const samRange = (ctx: Context): number => standardTables(ctx).sam.range;

/** The active SAMs whose range covers `hex` (B-M.1b). */
export function samsCovering(ctx: Context, s: State, owners: SamOwners, hex: number): number[] {
  const range = samRange(ctx);
  return ctx.sams.filter((u) => owns(ctx, u, owners) && samActive(s, u) && ctx.board.distance(s.hex[u]!, hex) <= range);
}

/** B-M.4: intact SAMs plus half the reduced ones, rounded up (one intact and three reduced act as three). */
export function effectiveSams(ctx: Context, s: State, owners: SamOwners, hex: number): number {
  return samCover(ctx, s, owners)(hex);
}

/** Per game definition, per hex a SAM stands on: the distance from it to every hex (255 and beyond: 255), made on first use. */
const distancesFrom = perContext((ctx: Context) =>
  new Array<Uint8Array | undefined>(ctx.board.hexCount).fill(undefined),
);

function distances(ctx: Context, from: number): Uint8Array {
  const rows = distancesFrom(ctx);
  let row = rows[from];
  if (row === undefined) {
    row = rows[from] = new Uint8Array(ctx.board.hexCount);
    for (let h = 0; h < row.length; h++) row[h] = Math.min(255, ctx.board.distance(from, h));
  }
  return row;
}

/**
 * effectiveSams for many hexes of one state: the active SAMs found once
 * (B-M.1b, B-M.2, B-M.4), each hex's distance to them read from a row kept
 * per SAM hex (a helicopter's flight asks about every hex it reaches).
 */
export function samCover(ctx: Context, s: State, owners: SamOwners): (hex: number) => number {
  const range = samRange(ctx);
  const rows: Uint8Array[] = [];
  const reduced: boolean[] = [];
  for (const u of ctx.sams) {
    if (!owns(ctx, u, owners) || !samActive(s, u)) continue;
    rows.push(distances(ctx, s.hex[u]!));
    reduced.push(samReduced(ctx, s, u));
  }
  return (hex) => {
    let intact = 0,
      halves = 0;
    for (let i = 0; i < rows.length; i++) {
      if (!(rows[i]![hex]! <= range)) continue; // (a hex off the board is covered by none)
      if (reduced[i]) halves++;
      else intact++;
    }
    return intact + Math.ceil(halves / 2);
  };
}

export type SelfDefence = 'bombs unharmed' | 'turns back' | 'reduced, still bombs';

/** B-M.3: the bombed SAM's die: 1 bombs unharmed, 2–5 turns back, 6 reduced but bombs; −1 for a reduced SAM. */
export function selfDefence(ctx: Context, s: State, sam: number, die: number): SelfDefence {
  const d = standardTables(ctx).sam.selfDefence;
  const roll = Math.max(1, die + (samReduced(ctx, s, sam) ? d.reducedSamModifier : 0));
  return d.die[String(roll)] as SelfDefence;
}

/** T003[Air] SAM fire: the die modifier against an aircraft over `hex`. */
export function samFireModifier(ctx: Context, s: State, sam: number, hex: number): number {
  const m = revisedTables(ctx).airCombat.samModifiers;
  return (
    m.perHexOfDistance * ctx.board.distance(s.hex[sam]!, hex) +
    (s.steps[sam]! < ctx.maxSteps[sam]! ? m.reducedSam : 0) +
    (s.turn >= ctx.data.scenario.ecm.fromTurn ? m.fromTurn6 : 0)
  );
}

/** T003[Air] SAM fire: the letters hitting the aircraft ('' when the modified die is below 1: no effect). */
export function samFire(ctx: Context, s: State, sam: number, hex: number, die: number): string {
  const t = ctx.tableIndex.samFire;
  const roll = die + samFireModifier(ctx, s, sam, hex);
  return roll < ctx.crt.lowest(t) ? '' : ctx.crt.result(t, 0, roll);
}

/** T003[Air] SAM fire: the probability of each result (letters; 'none' below the table). */
export function samFireOdds(ctx: Context, s: State, sam: number, hex: number): Record<string, number> {
  const modifier = samFireModifier(ctx, s, sam, hex);
  return ctx.crt.odds(ctx.tableIndex.samFire, 0, { faces: 6, modifier, below: 'none' });
}
