// A-K[SAM]: each SAM in action (no SAM MOV, B-M.2) fires once a player-turn
// at one hex within its range holding enemy aircraft (raids or
// interceptors), its owner naming which counters there it targets; one die
// on T001[SAM]'s column for that number of counters, −1 for a reduced SAM,
// −1 more from GT 6 (US countermeasures), a modified die below 1 no effect;
// the result hits each counter targeted. A SAM with enemy bombers over its
// own hex must spend its shot on them. With the revised sheet the die reads
// T003[Air]'s SAM column (−1 a hex of distance), its letters dealt to the
// counters targeted, the most severe first.
import { refuse, toError } from '../../../../engine/rules-error.js';
import { rollDie } from '../../../../engine/rng.js';
import type { Context } from '../../context.js';
import { onFront } from '../../fronts.js';
import { samActive } from '../../sam.js';
import type { State } from '../../state.js';
import { advancedTables } from '../../combat/tables.js';
import { hitsOn } from '../../air/air-combat.js';
import { samFire, samRange } from '../../air/sam-cover.js';
import { aircraftAt, airHexes, AS_BOMBER, isRaid, roleOf } from './air-state.js';
import type { AirEmit } from './events.js';
import { hitAircraft } from './hits.js';

/** The SAMs of `side` that may still fire in this phase (in action, on its front, not fired this player-turn). */
export function samsReady(ctx: Context, s: State, side: number): number[] {
  return ctx.sams.filter(
    (u) => ctx.unitSide[u] === side && samActive(s, u) && !s.fired[u] && onFront(ctx, s, s.hex[u]!),
  );
}

const enemyOf = (ctx: Context, sam: number) => ctx.enemies[ctx.unitSide[sam]!]![0]!;

/** A-K[SAM]: the hexes SAM u may fire at (a hex with bombers over the SAM itself binds it there). */
export function samTargetHexes(ctx: Context, s: State, u: number): number[] {
  const enemy = enemyOf(ctx, u);
  const own = s.hex[u]!;
  if (aircraftAt(ctx, s, enemy, own).some((a) => isRaid(s, a) && roleOf(s, a) === AS_BOMBER)) return [own];
  const range = samRange(ctx);
  return airHexes(ctx, s, enemy).filter((h) => ctx.board.distance(own, h) <= range);
}

/** The counters a code's mask names among the enemy aircraft over h (bit i: the i-th in counter order). */
export const maskedAircraft = (ctx: Context, s: State, side: number, h: number, mask: number): number[] =>
  aircraftAt(ctx, s, side, h).filter((_, i) => mask & (1 << i));

/** T001[SAM]: the die's row on the column of `count` targets (below the table: no effect). */
function t001Result(ctx: Context, s: State, sam: number, count: number, die: number): string {
  const t = ctx.tableIndex.samStandard;
  const columns = Object.keys(advancedTables(ctx).samFire.results);
  const column = columns.findIndex((c) => c.startsWith(`${count}-`));
  const roll = die - (s.steps[sam]! < ctx.maxSteps[sam]! ? 1 : 0) - (s.turn >= ctx.data.scenario.ecm.fromTurn ? 1 : 0);
  return roll < ctx.crt.lowest(t) ? '-' : ctx.crt.result(t, column, roll);
}

export function fireSam(ctx: Context, s: State, sam: number, h: number, mask: number, emit: AirEmit): number {
  const side = sam >= 0 && ctx.units[sam]!.kind === 'sam' ? ctx.unitSide[sam]! : -1;
  if (side < 0 || !samsReady(ctx, s, side).includes(sam))
    throw toError(refuse('no-sam', 'A-K[SAM]', 'That SAM may not fire now (once a player-turn, in action)'));
  if (!samTargetHexes(ctx, s, sam).includes(h))
    throw toError(refuse('sam-target', 'A-K[SAM]', 'A SAM fires at enemy aircraft in range, at its own bombers first'));
  const targets = maskedAircraft(ctx, s, enemyOf(ctx, sam), h, mask);
  const bombers = aircraftAt(ctx, s, enemyOf(ctx, sam), h).filter((a) => isRaid(s, a) && roleOf(s, a) === AS_BOMBER);
  if (targets.length === 0 || (h === s.hex[sam] && bombers.some((b) => !targets.includes(b))))
    throw toError(refuse('sam-target', 'A-K[SAM]', 'Name the counters targeted (the bombers over the SAM among them)'));
  const die = rollDie(s);
  s.fired[sam] = 1;
  const revised = s.tables === 'revised';
  const result = revised ? samFire(ctx, s, sam, h, die) || '-' : t001Result(ctx, s, sam, targets.length, die);
  emit?.({
    type: 'sam-fire',
    sam: ctx.units[sam]!.id,
    hex: ctx.board.id(h),
    targets: targets.map((a) => ctx.units[a]!.id),
    die,
    result,
  });
  // T001: the result hits each counter targeted; T003: each letter one counter, the most severe first
  const letters = revised ? hitsOn(result, targets.length) : targets.map(() => result);
  letters.forEach((l, i) => hitAircraft(ctx, s, targets[i]!, l, revised ? 'T003[Air]' : 'A-K[SAM]', emit));
  return die;
}
