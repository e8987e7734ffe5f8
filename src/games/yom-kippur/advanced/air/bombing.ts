// A-K[Bombing]: each bomber still over its hex (neither destroyed nor
// repulsed) names one target there — an enemy unit, fort, SAM or bridge —
// and rolls on T001[Bombing] by the target's group (hard: armoured and
// mechanised; soft: the rest, bridges included) and the aircraft's side,
// −1 for a reduced aircraft (a modified die below 1 reads row 1). AR: the
// aircraft is reduced (a reduced one destroyed) and the bomb misses; S:
// shock; R: reduced, a bridge destroyed; D: destroyed. With the revised
// sheet, T003[Bombing] (its own groups, Israel +2, a reduced aircraft −1).
import { refuse, toError } from '../../../../engine/rules-error.js';
import { rollDie } from '../../../../engine/rng.js';
import type { Context } from '../../context.js';
import { REMOVED, type State } from '../../state.js';
import { loseStep, typeOf } from '../../units.js';
import { scoreBridge } from '../../victory.js';
import { advancedTables, revisedTables } from '../../combat/tables.js';
import { applyBombing, type BombEffect } from '../../air/bombing.js';
import { AS_BOMBER, FOUGHT, isRaid, roleOf } from './air-state.js';
import type { AirEmit } from './events.js';
import { bombTargetsAt } from './raids.js';

/** The phasing side's bombers that have still to bomb. */
export function bombersWaiting(ctx: Context, s: State): number[] {
  return ctx.aircraft.filter(
    (a) =>
      s.hex[a]! >= 0 &&
      ctx.unitSide[a] === s.side &&
      isRaid(s, a) &&
      roleOf(s, a) === AS_BOMBER &&
      !(s.air[a]! & FOUGHT) &&
      bombTargetsAt(ctx, s, s.side, s.hex[a]!).length > 0,
  );
}

/** A target's group on the table in use: a bridge, or the counter's type (its face's, for a ground unit). */
function kindOfTarget(ctx: Context, s: State, t: number): string {
  if (t >= ctx.units.length) return 'bridge';
  return ctx.units[t]!.kind === 'ground' ? typeOf(ctx, s, t) : ctx.units[t]!.kind;
}

/** The result of a die: T001[Bombing] or T003[Bombing]. */
function bombingResult(ctx: Context, s: State, a: number, t: number, die: number): { result: string; rule: string } {
  const reduced = s.steps[a]! < ctx.maxSteps[a]!;
  const kind = kindOfTarget(ctx, s, t);
  if (s.tables === 'revised') {
    const b = revisedTables(ctx).bombing;
    const table = ctx.tableIndex.bombingRevised;
    const roll =
      die +
      (ctx.sides[ctx.unitSide[a]!] === 'israeli' ? b.israeliDieModifier : 0) +
      (reduced ? b.reducedAircraftModifier : 0);
    const column = ctx.crt.column(table, b.groups.soft.includes(kind) ? 1 : 0, 0);
    return { result: ctx.crt.result(table, column, roll), rule: 'T003[Bombing]' };
  }
  const table = ctx.tableIndex.bombingStandard[ctx.unitSide[a]!]!;
  const hard = advancedTables(ctx).bombing.groups.hard.includes(kind);
  // a modified die below 1 reads row 1 (digest): the kernel reads a roll past the table as its nearest row
  return { result: ctx.crt.result(table, hard ? 0 : 1, die - (reduced ? 1 : 0)), rule: 'A-K[Bombing]' };
}

const EFFECTS: Record<string, BombEffect> = { S: 'shock', '*': 'shock', R: 'reduce', D: 'eliminate' };

export function bomb(ctx: Context, s: State, a: number, t: number, emit: AirEmit): number {
  if (a < 0 || !bombersWaiting(ctx, s).includes(a))
    throw toError(
      refuse('no-bomber', 'A-K[Bombing]', 'That aircraft is not a bomber over its target with a bomb to drop'),
    );
  if (!bombTargetsAt(ctx, s, s.side, s.hex[a]!).includes(t))
    throw toError(refuse('no-target', 'A-K[Bombing]', 'The target must be an enemy counter or bridge of its hex'));
  const die = rollDie(s);
  const { result, rule } = bombingResult(ctx, s, a, t, die);
  s.air[a] = s.air[a]! | FOUGHT;
  const bridge = t - ctx.units.length;
  emit?.({
    type: 'air-bomb',
    aircraft: ctx.units[a]!.id,
    target: bridge >= 0 ? ctx.bridges[bridge]!.id : ctx.units[t]!.id,
    die,
    result,
    rule,
  });
  if (result === 'AR') {
    loseStep(ctx, s, a, rule, emit); // the aircraft pays, the bomb misses
    if (s.steps[a] === 0) s.air[a] = 0;
    return die;
  }
  const effect = EFFECTS[result];
  if (!effect) return die;
  if (bridge >= 0) {
    // A-K[Bombing]: R (or D) destroys a bridge; a shock does nothing to it
    if (effect === 'shock') return die;
    s.bridges[bridge] = REMOVED;
    emit?.({ type: 'bridge', bridge: ctx.bridges[bridge]!.id, state: 'removed', rule });
    scoreBridge(ctx, s, s.side, ctx.bridges[bridge]!.id, emit);
    return die;
  }
  applyBombing(ctx, s, t, effect, rule, emit);
  return die;
}
