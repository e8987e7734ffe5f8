// B-E 1d/2d the combat phase, and the attacks of units just dropped (B-O.1,
// in the air phase): declaring a combat (B-I.1, B-L.1), the defender's
// artillery (B-L.2), the die (B-I.3), the decisions it leaves, and the
// obligations that must be met before the phase ends.
import type { ActionBuffer } from '../../../engine/action-buffer.js';
import type { Outcome } from '../../../engine/contract.js';
import { refuse, toError, type Refusal } from '../../../engine/rules-error.js';
import { cannotSupport, supportingArtillery } from '../artillery.js';
import type { Context } from '../context.js';
import type { Emit } from '../events.js';
import {
  ADVANCE,
  clearPending,
  hasPending,
  LOSSES,
  pendingCombat,
  pendingKind,
  pendingNumber,
  pendingSide,
  pendingUnit,
  pendingUnitCount,
  RETREAT,
  setPending,
  SUPPORT,
} from '../pending.js';
import type { State } from '../state.js';
import {
  ADVANCE_TO,
  argOf,
  ATTACK,
  attackCode,
  encode,
  kindOf,
  planOf,
  REDUCE,
  RETREAT_TO,
  NO_OUTCOME,
  SUPPORT as SUPPORT_CODE,
  supportCode,
  unitOf,
  volleyOf,
} from '../action-codes.js';
import { onMap } from '../units.js';
import {
  attackRefusal,
  legalAttacks,
  owedEnemies,
  stackMatesLeft,
  type AttackMode,
  type AttackPlan,
} from './declare.js';
import { defendersIn } from './fighters.js';
import { decide, mayAdvance, rollCombat, vacatedHexes } from './resolve.js';
import {
  addCombat,
  ATTACK_ARTILLERY,
  ATTACKERS,
  COMBAT_MODE,
  combatCount,
  combatMode,
  DEFENCE_ARTILLERY,
  DEFENDERS,
  HEXES,
  IMMEDIATE_MODE,
  listOf,
  OWED,
  PLEDGED,
  setList,
} from './records.js';
import { retreatHexes } from './retreat.js';

const ids = (ctx: Context, us: readonly number[]) => us.map((u) => ctx.units[u]!.id);

/** B-I.1, B-L.1: declare a combat; it is rolled at once, or after the defender's artillery (B-L.2). */
export function declare(ctx: Context, s: State, plan: AttackPlan, mode: AttackMode, emit: Emit): Outcome {
  const why = attackRefusal(ctx, s, plan, mode);
  if (why) throw toError(why);
  const defenders = defendersIn(ctx, s, s.side, plan.hexes);
  const lists: number[][] = [];
  lists[ATTACKERS] = plan.attackers;
  lists[DEFENDERS] = defenders;
  lists[HEXES] = plan.hexes;
  lists[ATTACK_ARTILLERY] = plan.artillery;
  lists[PLEDGED] = stackMatesLeft(ctx, s, plan, mode);
  lists[OWED] = owedEnemies(ctx, s, plan, mode);
  const i = addCombat(s, mode === 'combat' ? COMBAT_MODE : IMMEDIATE_MODE, lists);
  for (const u of plan.attackers) s.attacked[u] = 1;
  for (const u of plan.artillery) s.fired[u] = 1;
  // B-I.3: attacked once a turn; B-O: an attack at the moment of a drop does not count
  if (mode === 'combat') for (const u of defenders) s.defended[u] = 1;
  const defender = ctx.unitSide[defenders[0]!]!;
  if (mode === 'combat' && supportingArtillery(ctx, s, defender, plan.hexes).length) {
    setPending(s, SUPPORT, defender, i);
    return {};
  }
  return rollCombat(ctx, s, i, emit);
}

/** B-L.2: the defender adds artillery once the attacker's total is known; then the die. */
export function support(ctx: Context, s: State, artillery: number[], emit: Emit): Outcome {
  if (pendingKind(s) !== SUPPORT) throw toError(refuse('no-support-due', 'B-L.2', 'No defensive fire is due'));
  const c = pendingCombat(s);
  const side = pendingSide(s);
  if (new Set(artillery).size !== artillery.length)
    throw toError(refuse('duplicate', 'B-L', 'An artillery unit fires once'));
  const hexes = listOf(s, c, HEXES);
  for (const r of artillery) {
    const why = r < 0 ? 'unknown artillery' : cannotSupport(ctx, s, r, side, hexes);
    if (why) throw toError(refuse('artillery', 'B-L.2', why));
  }
  for (const r of artillery) s.fired[r] = 1;
  setList(s, c, DEFENCE_ARTILLERY, artillery);
  emit?.({ type: 'support', side: ctx.sides[side]!, artillery: ids(ctx, artillery) });
  clearPending(s);
  return rollCombat(ctx, s, c, emit);
}

/** Subsets of a few artillery units (all of them up to four; beyond, none, each alone and all). */
function volleys(units: number[]): number[][] {
  if (units.length > 4) return [[], ...units.map((u) => [u]), units];
  const out: number[][] = [];
  for (let m = 0; m < 1 << units.length; m++) out.push(units.filter((_, i) => m & (1 << i)));
  return out;
}

/** The decision due as codes. */
function decisions(ctx: Context, s: State, out: ActionBuffer): void {
  const p = pendingKind(s);
  const c = pendingCombat(s);
  if (p === SUPPORT) {
    for (const v of volleys(supportingArtillery(ctx, s, pendingSide(s), listOf(s, c, HEXES))))
      out.push(supportCode(ctx, v));
  } else if (p === RETREAT) {
    for (let i = 0; i < pendingUnitCount(s); i++) {
      const u = pendingUnit(s, i);
      for (const h of retreatHexes(ctx, s, u, pendingNumber(s))) out.push(encode(RETREAT_TO, u, h));
      out.push(encode(REDUCE, u));
    }
  } else if (p === LOSSES) {
    for (let i = 0; i < pendingUnitCount(s); i++) out.push(encode(REDUCE, pendingUnit(s, i)));
  } else if (p === ADVANCE) {
    for (let i = 0; i < pendingUnitCount(s); i++) {
      const u = pendingUnit(s, i);
      for (const h of vacatedHexes(ctx, s, c)) if (mayAdvance(ctx, s, c, u, h)) out.push(encode(ADVANCE_TO, u, h));
    }
    out.push(encode(ADVANCE_TO));
  }
}

/** Every combat action now, as codes: the decision due, or the combats that may be declared. */
export function combatLegal(ctx: Context, s: State, out: ActionBuffer, mode: AttackMode): void {
  if (hasPending(s)) return decisions(ctx, s, out);
  const plans = legalAttacks(ctx, s, mode);
  if (plans !== codedPlans) [codedPlans, planCodes] = [plans, plans.map((p) => attackCode(ctx, p))];
  for (let i = 0; i < planCodes.length; i++) out.push(planCodes[i]!);
}

/** The last plans listed (legalAttacks keeps them while the state is the same) and their codes, interned once. */
let codedPlans: readonly AttackPlan[] | null = null;
let planCodes: number[] = [];

/** Applies a combat verb's code, or returns null when the code is not one. */
export function combatApply(ctx: Context, s: State, code: number, emit: Emit, mode: AttackMode): Outcome | null {
  switch (kindOf(code)) {
    case ATTACK:
      if (hasPending(s)) throw toError(refuse('pending-decision', 'B-I.3', 'Finish the last combat first'));
      return declare(ctx, s, planOf(ctx, code), mode, emit);
    case SUPPORT_CODE:
      return support(ctx, s, volleyOf(ctx, code), emit);
    case RETREAT_TO:
      decide(ctx, s, { type: 'retreat', unit: unitOf(code), hex: argOf(code) }, emit);
      return NO_OUTCOME;
    case REDUCE:
      decide(ctx, s, { type: 'reduce', unit: unitOf(code), hex: -1 }, emit);
      return NO_OUTCOME;
    case ADVANCE_TO:
      decide(ctx, s, { type: 'advance', unit: unitOf(code), hex: argOf(code) }, emit);
      return NO_OUTCOME;
    default:
      return null;
  }
}

/**
 * What the phase still owes before it may end (B-I.1 a and b, B-G.4b,
 * B-G.5b, B-O forced attacks), as long as some legal combat could pay it.
 */
export function obligation(ctx: Context, s: State): Refusal | null {
  const pledged: number[] = [];
  const owed: number[] = [];
  for (let c = 0; c < combatCount(s); c++) {
    if (combatMode(s, c) !== COMBAT_MODE) continue;
    for (const u of listOf(s, c, PLEDGED)) if (onMap(s, u) && !s.attacked[u]) pledged.push(u);
    for (const u of listOf(s, c, OWED)) if (onMap(s, u) && !s.defended[u]) owed.push(u);
  }
  const landed = ctx.ground.filter((u) => s.landing[u] && ctx.unitSide[u] === s.side && onMap(s, u) && !s.attacked[u]);
  if (!pledged.length && !owed.length && !landed.length) return null;
  const attacks = legalAttacks(ctx, s, 'combat');
  for (const u of landed) {
    if (attacks.some((p) => p.attackers.includes(u))) {
      const rule = ['', 'B-G.4b', 'B-G.5b', 'B-O.1', 'B-O.2'][s.landing[u]!]!;
      return refuse('forced-attack', rule, `${ctx.units[u]!.name} must attack the enemy next to it`);
    }
  }
  for (const u of pledged) {
    if (attacks.some((p) => p.attackers.includes(u))) {
      return refuse('whole-stack', 'B-I.1a', `${ctx.units[u]!.name} must attack: its stack-mate attacked`);
    }
  }
  for (const u of owed) {
    if (attacks.some((p) => p.hexes.includes(s.hex[u]!))) {
      return refuse('adjacent-enemy', 'B-I.1b', `${ctx.units[u]!.name} must be attacked: it is next to an attacker`);
    }
  }
  return null;
}
