// Who is in a combat, as odds.ts sees them: each counter's type and CF on
// the face it shows (units.ts), the halvings its landing imposes (B-G.4b,
// B-G.5b, B-O), and B-I.3 retreat e): a unit that retreated into a hex
// attacked later adds nothing but shares the result.
import { fireValue } from '../artillery.js';
import type { Context } from '../context.js';
import { LANDINGS, type State } from '../state.js';
import { combatCount, listItem, listLength, RETREATED } from './records.js';
import type { Landing } from '../types.js';
import { onMap, strengthOf, typeOf, type Occupants } from '../units.js';
import type { CombatSpec, Fighter } from './odds.js';
import type { SideId } from './tables.js';

/** B-G.4b, B-G.5b, B-O.1, B-O.2: landings that halve the unit's attack (rounded up). */
const LANDING_HALVES: Record<Landing, { case: string; why: string }> = {
  canal: { case: 'B-G.4b', why: 'crossed the canal directly, halved' },
  raft: { case: 'B-G.5b', why: 'landed from rafts, halved' },
  drop: { case: 'B-O.1', why: 'dropped this turn, halved' },
  heli: { case: 'B-O.2', why: 'heliborne this turn, halved' },
  // none attacks before its roll
  declared: { case: 'B-O.1', why: 'dropped this turn, halved' },
  'declared-pair': { case: 'B-O.1', why: 'dropped this turn, halved' },
};

export function fighter(ctx: Context, s: State, u: number): Fighter {
  return {
    id: ctx.units[u]!.id,
    side: ctx.sides[ctx.unitSide[u]!] as SideId,
    type: typeOf(ctx, s, u),
    cf: strengthOf(ctx, s, u),
    reduced: s.steps[u]! < ctx.maxSteps[u]!,
    hex: s.hex[u]!,
  };
}

/**
 * The counters that defend in `hexes`: every enemy counter standing there
 * (B-I.1 stacks defend together), in counter order, read from s's occupant
 * index when one is given (units.ts occupantsOf).
 */
export function defendersIn(
  ctx: Context,
  s: State,
  side: number,
  hexes: readonly number[],
  occ: Occupants | null = null,
): number[] {
  const out: number[] = [];
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i]!;
    if (occ) {
      for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!) if (ctx.unitSide[u] !== side) out.push(u);
      continue;
    }
    for (let u = 0; u < ctx.units.length; u++)
      if (s.hex[u] === h && onMap(s, u) && ctx.unitSide[u] !== side) out.push(u);
  }
  return out;
}

/** B-I.3 e): has unit u retreated this player-turn? */
export function retreated(s: State, u: number): boolean {
  for (let c = 0; c < combatCount(s); c++)
    for (let i = 0; i < listLength(s, c, RETREATED); i++) if (listItem(s, c, RETREATED, i) === u) return true;
  return false;
}

/** B-L: an artillery unit in support, at its fire value. */
function supportFighter(ctx: Context, s: State, u: number): Fighter {
  const f = fighter(ctx, s, u);
  f.cf = fireValue(ctx, s, u);
  return f;
}

/** A combat as odds.ts computes it, from the state (and its occupant index, when the caller has one). */
export function combatSpec(
  ctx: Context,
  s: State,
  attackers: readonly number[],
  hexes: readonly number[],
  artillery: readonly number[],
  defenceArtillery: readonly number[],
  occ: Occupants | null = null,
): CombatSpec {
  const side = attackers.length ? ctx.unitSide[attackers[0]!]! : s.side;
  return {
    tables: s.tables,
    attackers: attackers.map((u) => {
      const f = fighter(ctx, s, u);
      const landing = s.landing[u];
      if (landing) f.halved = [LANDING_HALVES[LANDINGS[landing]!]!];
      return f;
    }),
    support: artillery.map((u) => supportFighter(ctx, s, u)),
    defenders: defendersIn(ctx, s, side, hexes, occ).map((u) => {
      const f = fighter(ctx, s, u);
      f.addsNothing = retreated(s, u);
      return f;
    }),
    defensiveSupport: defenceArtillery.map((u) => supportFighter(ctx, s, u)),
  };
}
