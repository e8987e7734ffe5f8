// What the SAMs can do to one aircraft over one hex, for a reader deciding
// where to fly (B-M, B-N): which batteries' umbrellas cover the hex (B-M.1b),
// and the odds of each — on the rulebook tables the column its bombing is
// read in (B-N.2b) and, if it bombs the SAM itself, the SAM's self-defence
// die (B-M.3); on the revised sheet each SAM's fire (T003[Air]); for an
// Egyptian aircraft, whether friendly SAMs cover it (B-N.2a). Every number
// comes from the functions the bombing step fires with; nothing is
// re-derived here.
import type { Context } from '../context.js';
import type { State } from '../state.js';
import { hitsOn } from './air-combat.js';
import { israeliBombing, israeliBombingOdds, outsideCover, type BombEffect } from './bombing.js';
import { effectiveSams, samFireOdds, samReduced, samsCovering, selfDefence, type SelfDefence } from './sam-cover.js';

/** What a SAM's fire does to a single aircraft (T003[Air]: the most severe letter hits it). */
export type SamFireEffect = 'none' | 'turned back' | 'reduced' | 'destroyed';
const FIRE_EFFECT: Record<string, SamFireEffect> = { r: 'turned back', R: 'reduced', D: 'destroyed' };

/** One SAM battery whose range covers the aircraft's hex. */
export interface SamOverHex {
  sam: string;
  hex: string;
  distance: number;
  /** B-M.4, B-M.5: acts at half strength. */
  reduced: boolean;
  /** B-M.3 (rulebook tables, an Israeli aircraft over the SAM's own hex): the chance of each self-defence result if it bombs the SAM. */
  selfDefence: Record<SelfDefence, number> | null;
  /** T003[Air] (revised sheet): the chance of each effect of this SAM's fire on the aircraft. */
  fire: Record<SamFireEffect, number> | null;
}

/** The SAMs an aircraft would meet over a hex, and what they would do. */
export interface SamThreat {
  aircraft: string;
  hex: string;
  tables: 'standard' | 'revised';
  /** The enemy's SAMs in action whose 5-hex range covers the hex, nearest first (B-M.1b, B-M.2). */
  sams: SamOverHex[];
  /** B-M.4: how many SAMs they act as (intact + half the reduced, rounded up). */
  effective: number;
  /** B-N.2b (rulebook tables, Israeli aircraft): the Israeli CRT's column the bombing is read in, and each effect's chance. */
  bombing: { column: string; effects: Record<BombEffect, number> } | null;
  /** B-N.2a (Egyptian aircraft): the friendly SAMs covering the hex; none, and bombing there costs Egypt an aircraft. */
  cover: string[] | null;
}

const faces = [1, 2, 3, 4, 5, 6];

/** B-M.3: the chance of each result of the bombed SAM's die (selfDefence, die by die). */
function selfDefenceOdds(ctx: Context, s: State, sam: number): Record<SelfDefence, number> {
  const out: Record<SelfDefence, number> = { 'bombs unharmed': 0, 'turns back': 0, 'reduced, still bombs': 0 };
  for (const die of faces) out[selfDefence(ctx, s, sam, die)] += 1 / faces.length;
  return out;
}

/** T003[Air]: the chance of each effect of one SAM's fire on one aircraft over `hex` (hitsOn, as the fire applies it). */
function fireOdds(ctx: Context, s: State, sam: number, hex: number): Record<SamFireEffect, number> {
  const out: Record<SamFireEffect, number> = { none: 0, 'turned back': 0, reduced: 0, destroyed: 0 };
  for (const [letters, p] of Object.entries(samFireOdds(ctx, s, sam, hex))) {
    out[FIRE_EFFECT[hitsOn(letters === 'none' ? '' : letters, 1)[0] ?? ''] ?? 'none'] += p;
  }
  return out;
}

/** The SAMs aircraft `a` would meet over `hex` (B-M, B-N), and the odds of each. */
export function samThreat(ctx: Context, s: State, a: number, hex: number): SamThreat {
  const side = ctx.unitSide[a]!;
  const israeli = ctx.sides[side] === 'israeli';
  const standard = s.tables === 'standard';
  const id = (u: number) => ctx.units[u]!.id;
  const sams = samsCovering(ctx, s, { against: side }, hex)
    .map((u) => ({ u, distance: ctx.board.distance(s.hex[u]!, hex) }))
    .sort((x, y) => x.distance - y.distance);
  const bombing = standard && israeli ? israeliBombing(ctx, s, a, hex) : null;
  return {
    aircraft: id(a),
    hex: ctx.board.id(hex),
    tables: s.tables,
    sams: sams.map(({ u, distance }) => ({
      sam: id(u),
      hex: ctx.board.id(s.hex[u]!),
      distance,
      reduced: samReduced(ctx, s, u),
      selfDefence: standard && israeli && s.hex[u] === hex ? selfDefenceOdds(ctx, s, u) : null,
      fire: standard ? null : fireOdds(ctx, s, u, hex),
    })),
    effective: effectiveSams(ctx, s, { against: side }, hex),
    bombing: bombing && {
      column: ctx.crt.label(bombing.table, bombing.column),
      effects: israeliBombingOdds(ctx, s, a, hex),
    },
    cover: israeli ? null : outsideCover(ctx, s, a, hex) ? [] : samsCovering(ctx, s, { of: side }, hex).map(id),
  };
}
