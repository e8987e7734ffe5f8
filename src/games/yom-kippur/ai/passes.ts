// B-R.2: each pass Egypt holds at the end of Game-Turn 9 with a unit that
// scores (intact or reduced, not paratroops or commandos: victory.ts
// holdsPass) is worth its points. What a pass is worth before then is the
// chance it is still held at the end: the holding stack's strength (the
// pass hexes' terrain added, B-J.3) against the enemy strength that
// threatens it by the combat clock (combat-clock.ts: enemy units next to
// it whole, those that must move first to attack in part, nothing once
// the enemy's last combat phase is over); the holding stack counts the side's own
// units that can join it by then at half their strength. A pass not held
// yet earns the side a share of that chance for its nearest unit that would
// score there, fading with the distance, so units head for the passes they
// can keep, and together.
import type { Context } from '../context.js';
import type { State } from '../state.js';
import { movementOf, onMap, strengthOf } from '../units.js';
import { holdsPass } from '../victory.js';
import { combatClock } from './combat-clock.js';
import { HOLD, near, objectives, type Objective } from './objectives.js';
import { againstBestRival } from './points.js';

/** Share of the strength of an enemy unit that must move to attack a pass that counts against its holders (not all can reach an attacking hex). */
const RISK = 0.3;
/** Share of its strength a unit of the side that can join the pass by the enemy's next combat adds to the stack. */
const JOINING = 0.5;

/**
 * The enemy ground strength that threatens pass o, weighed by how much of
 * it can attack the pass in its next combat phase (combat-clock.ts): its
 * units next to the pass whole; when it moves first, RISK of those within
 * their movement allowance and one hex (not all of them can reach an
 * attacking hex), half that within twice that if it fights again after;
 * nothing once its last combat phase is over.
 */
export function enemyReach(ctx: Context, s: State, side: number, o: Objective): number {
  let reach = 0;
  for (const enemy of ctx.enemies[side]!) {
    const { left, movesFirst } = combatClock(ctx, s, enemy);
    if (left === 0) continue;
    for (const u of ctx.ground) {
      if (ctx.unitSide[u] !== enemy || !onMap(s, u)) continue;
      const d = o.distance[s.hex[u]!]!;
      const m = movementOf(ctx, s, u) + 1;
      const next = movesFirst ? m : 1;
      if (d <= 1) reach += strengthOf(ctx, s, u);
      else if (d <= next) reach += RISK * strengthOf(ctx, s, u);
      else if (left > 1 && d <= next + m) reach += (RISK / 2) * strengthOf(ctx, s, u);
    }
  }
  return reach;
}

/** Whether `side` moves before its enemies' next combat phase (its units can still join a pass by then). */
function movesBeforeEnemy(ctx: Context, s: State, side: number): boolean {
  return ctx.enemies[side]!.every((enemy) => combatClock(ctx, s, enemy).movesFirst);
}

/** The chance a stack of `strength` on a pass, with the terrain's `defence`, keeps it against the weighed `reach`. */
export const holdChance = (strength: number, defence: number, reach: number): number =>
  reach <= 0 ? 1 : (strength + defence) / (strength + defence + reach);

/**
 * What side's units make of its pass objective o beyond the points if the
 * game ended now (which count a held pass whole): a held pass loses the
 * chance it is taken; a pass not held gains the chance its nearest scoring
 * unit, once there, would keep it, fading with the distance.
 */
export function passValue(ctx: Context, s: State, side: number, o: Objective): number {
  let held = false;
  let strength = 0;
  let nearest = Infinity;
  let nearestStrength = 0;
  let joining = 0;
  const canJoin = movesBeforeEnemy(ctx, s, side);
  for (const u of ctx.ground) {
    if (ctx.unitSide[u] !== side || !onMap(s, u)) continue;
    const d = o.distance[s.hex[u]!]!;
    const cf = strengthOf(ctx, s, u);
    if (d === 0) {
      strength += cf; // paratroops and commandos defend the pass, though they do not score it
      held ||= holdsPass(ctx, u);
      continue;
    }
    if (canJoin && d <= movementOf(ctx, s, u)) joining += JOINING * cf;
    if (d < nearest && holdsPass(ctx, u)) [nearest, nearestStrength] = [d, cf];
  }
  const reach = enemyReach(ctx, s, side, o);
  if (held) return o.worth * (holdChance(strength + joining, o.defence, reach) - 1);
  return o.worth * HOLD * near(nearest) * holdChance(nearestStrength + joining, o.defence, reach);
}

/**
 * B-R.2: what a side's passes are worth beyond its points now (passValue: a held pass less the chance it is
 * taken by the end, a pass not held the chance its nearest scoring unit takes and keeps it), Egypt's less
 * Israel's. evaluate()'s readings of a position take it (position-value.ts): one Game-Turn of playouts seldom
 * reaches the passes, which decide these games (docs/yom-kippur/ai.md, session 19).
 */
export function passesAhead(ctx: Context, state: State): number {
  const passesOf = (c: Context, s: State, side: number) =>
    objectives(c)[side]!.reduce((t, o) => (o.kind === 'pass' ? t + passValue(c, s, side, o) : t), 0);
  return againstBestRival(ctx, state, ctx.sides.indexOf('egyptian'), passesOf);
}
