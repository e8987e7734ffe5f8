// A-K[Air combat]: in each hex, interceptors against raid counters, with
// the combat factors of T001[Air values] (reduced: half, rounded up); one
// or more counters attack one or more enemies of the hex as one combat,
// never below 1-3, above 4-1 reading 4-1, each counter attacking and
// attacked at most once a round. Two rounds: the interceptors first fight
// the escorts, the escorts answering (c, d); then the interceptors still
// there attack the bombers, the bombers answering (b). Each round's results
// are simultaneous: they wait on the counters hit (HIT) until the round
// ends. The attacker reads his own side's table (T001[Air-Arab/Israel]),
// or T003[Air] with the revised sheet (its letters dealt to the counters
// attacked, the most severe first). The table governs the book's example
// (1-2, die 4 reads A on T001[Air-Israel]; the example's R is its error).
import { refuse, toError } from '../../../../engine/rules-error.js';
import { rollDie } from '../../../../engine/rng.js';
import type { Context } from '../../context.js';
import type { State } from '../../state.js';
import { advancedTables, revisedTables } from '../../combat/tables.js';
import { airCombatOdds, airCombatResult } from '../../air/air-combat-odds.js';
import { hitsOn } from '../../air/air-combat.js';
import {
  aircraftAt,
  airData,
  airHexes,
  AS_BOMBER,
  AS_INTERCEPTOR,
  COMBAT,
  defenderOf,
  ESCORT,
  ESCORT_REPLY,
  FOUGHT,
  HIT,
  HIT_LETTERS,
  HIT_SHIFT,
  isRaid,
  PARA,
  roleOf,
  stageOf,
  TARGETED,
} from './air-state.js';
import type { AirEmit } from './events.js';
import { hitAircraft } from './hits.js';

/** A-K[Air combat]: a counter's combat factor in its role (T001[Air values], or T003's), reduced when it has lost a step. */
export function airStrength(ctx: Context, s: State, a: number): number {
  if (s.air[a]! & PARA) {
    // A-K[Placement] a: a para's defensive-only CF in the air
    const side = ctx.sides[ctx.unitSide[a]!]!;
    if (s.tables === 'revised') return revisedTables(ctx).airValues.helicopterOrParaDefence;
    return advancedTables(ctx).airValues[side]?.helicopterOrPara ?? 1;
  }
  const d = airData(ctx, a);
  const role = roleOf(s, a) === AS_BOMBER ? 'bomber' : 'interceptor';
  const reduced = s.steps[a]! < ctx.maxSteps[a]!;
  if (s.tables === 'revised') return revisedTables(ctx).airValues[d.airForce]![role][reduced ? 1 : 0];
  const full = advancedTables(ctx).airValues[d.airForce]![role];
  return reduced ? Math.ceil(full / 2) : full;
}

/** Who attacks whom in the round under way: the side declaring, and the tests on its counters and their targets. */
export function roundSides(ctx: Context, s: State) {
  const stage = stageOf(s);
  const defender = defenderOf(ctx, s);
  const interceptorsAttack = stage === ESCORT || stage === COMBAT;
  const escorts = stage === ESCORT || stage === ESCORT_REPLY;
  // the raid counters of the round: the escorts (c, d), then the bombers and paras (a, b); paras never attack
  const raidOfRound = (a: number) =>
    isRaid(s, a) &&
    (escorts ? roleOf(s, a) === AS_INTERCEPTOR : roleOf(s, a) === AS_BOMBER || (s.air[a]! & PARA) !== 0);
  const answers = (a: number) => isRaid(s, a) && roleOf(s, a) === (escorts ? AS_INTERCEPTOR : AS_BOMBER);
  return {
    side: interceptorsAttack ? defender : s.side,
    enemy: interceptorsAttack ? s.side : defender,
    attacks: (a: number) => !(s.air[a]! & FOUGHT) && (interceptorsAttack ? !isRaid(s, a) : answers(a)),
    attacked: (a: number) => !(s.air[a]! & TARGETED) && (interceptorsAttack ? raidOfRound(a) : !isRaid(s, a)),
  };
}

const maskOf = (list: number[], chosen: (a: number) => boolean): number =>
  list.reduce((m, a, i) => (chosen(a) ? m | (1 << i) : m), 0);
const pick = (list: number[], mask: number): number[] => list.filter((_, i) => mask & (1 << i));

/** Every air combat the round allows, as [hex, attackers' mask, targets' mask] codes' arguments. */
export function airCombats(ctx: Context, s: State, out: (h: number, attack: number, target: number) => void): void {
  const r = roundSides(ctx, s);
  for (const h of airHexes(ctx, s, r.side)) {
    const mine = aircraftAt(ctx, s, r.side, h);
    const theirs = aircraftAt(ctx, s, r.enemy, h);
    const can = maskOf(mine, r.attacks);
    const open = maskOf(theirs, r.attacked);
    if (!can || !open) continue;
    for (let am = can; am > 0; am = (am - 1) & can) {
      const attack = sum(ctx, s, pick(mine, am));
      for (let tm = open; tm > 0; tm = (tm - 1) & open) {
        if (airCombatOdds(ctx, s.tables, r.side, attack, sum(ctx, s, pick(theirs, tm))).allowed) out(h, am, tm);
      }
    }
  }
}

const sum = (ctx: Context, s: State, list: number[]) => list.reduce((t, a) => t + airStrength(ctx, s, a), 0);

/** A-K[Air combat]: one combat declared in hex h; the die is rolled, its results wait for the round's end. */
export function airCombat(ctx: Context, s: State, h: number, am: number, tm: number, emit: AirEmit): number {
  const r = roundSides(ctx, s);
  const mine = aircraftAt(ctx, s, r.side, h);
  const theirs = aircraftAt(ctx, s, r.enemy, h);
  const attackers = pick(mine, am);
  const targets = pick(theirs, tm);
  if (
    !attackers.length ||
    !targets.length ||
    attackers.length !== bits(am) ||
    targets.length !== bits(tm) ||
    !attackers.every(r.attacks) ||
    !targets.every(r.attacked)
  ) {
    throw toError(refuse('no-air-combat', 'A-K[Air combat]', 'Those counters may not fight each other in this round'));
  }
  const attack = sum(ctx, s, attackers);
  const defence = sum(ctx, s, targets);
  const odds = airCombatOdds(ctx, s.tables, r.side, attack, defence);
  if (!odds.allowed) throw toError(refuse('odds', 'A-K[Air combat]', `${odds.ratio} is below 1-3`));
  const die = rollDie(s);
  const result = airCombatResult(ctx, s.tables, r.side, attack, defence, die);
  for (const a of attackers) s.air[a] = s.air[a]! | FOUGHT;
  for (const a of targets) s.air[a] = s.air[a]! | TARGETED;
  // T001: the result hits every counter attacked; T003: each letter one, the most severe first
  const letters = s.tables === 'revised' ? hitsOn(result, targets.length) : targets.map(() => result);
  letters.forEach((l, i) => {
    const code = l === 'r' ? 1 : HIT_LETTERS.indexOf(l as (typeof HIT_LETTERS)[number]);
    if (code > 0) s.air[targets[i]!] = (s.air[targets[i]!]! & ~HIT) | (code << HIT_SHIFT);
  });
  emit?.({
    type: 'air-combat',
    attackers: attackers.map((a) => ctx.units[a]!.id),
    targets: targets.map((a) => ctx.units[a]!.id),
    odds: odds.column,
    die,
    result,
  });
  return die;
}

const bits = (m: number) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1);

/** The round ends: the results waiting on the counters hit are applied at once (A-K[Air combat] b). */
export function endRound(ctx: Context, s: State, emit: AirEmit): void {
  for (let a = 0; a < ctx.units.length; a++) {
    const code = (s.air[a]! & HIT) >> HIT_SHIFT;
    s.air[a] = s.air[a]! & ~(HIT | FOUGHT | TARGETED);
    if (code)
      hitAircraft(ctx, s, a, HIT_LETTERS[code]!, s.tables === 'revised' ? 'T003[Air]' : 'A-K[Air combat]', emit);
  }
}
