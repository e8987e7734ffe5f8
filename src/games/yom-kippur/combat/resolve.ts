// B-I.3 resolution: the die on the attacking side's table, the result
// applied at once to every unit of each side in the combat (supporting
// artillery immune, B-L), and the decisions it leaves in order: the
// defender's retreats, the attacker's exchange losses (T003 EX1/EX2), the
// attacker's retreats, the advance (g). Forts (B-P), SAMs (B-M.3) and
// units landed across the canal or from rafts (B-G.4b, B-G.5b) take their
// own results; T003 adds shock markers.
import type { Outcome } from '../../../engine/contract.js';
import { refuse, toError } from '../../../engine/rules-error.js';
import { rollDie } from '../../../engine/rng.js';
import type { Context } from '../context.js';
import type { Emit } from '../events.js';
import { nextPlayerTurnOf, serialNow } from '../turns.js';
import { hasRoom } from '../stacking.js';
import {
  ADVANCE,
  clearPending,
  LOSSES,
  PENDING_KINDS,
  pendingCombat,
  pendingKind,
  RETREAT,
  setPending,
} from '../pending.js';
import { CANAL, RAFT, type State } from '../state.js';
import { eliminate, holderOf, loseStep, occupantsOf, onMap, typeOf } from '../units.js';
import { canFight } from './declare.js';
import {
  ATTACK_ARTILLERY,
  ATTACKERS,
  DEFENCE_ARTILLERY,
  DEFENDERS,
  filterStage,
  HEXES,
  listIncludes,
  listOf,
  pushStage,
  pushToList,
  removeFromList,
  RETREATED,
  setCombatRoll,
  setStageNumber,
  shiftStage,
  STAGE_LOSSES,
  STAGE_RETREAT,
  STAGE_ADVANCE,
  stageCount,
  stageIncludes,
  stageKind,
  stageNumber,
  stageSide,
  stageUnitCount,
  stageUnits,
} from './records.js';
import { combatSpec, retreated } from './fighters.js';
import { combatOdds, combatReading } from './odds.js';
import { retreatHexes } from './retreat.js';
import { revisedTables, standardTables, type ResultEffect } from './tables.js';

/** B-G.4b, B-G.5b: a unit landed across the canal or from rafts is eliminated by any loss or retreat. */
const lossEliminates = (s: State, u: number) => s.landing[u] === CANAL || s.landing[u] === RAFT;

/** T003 EX: an attacker's step lost in the exchange (B-G.4b, B-G.5b: a landed unit is eliminated). */
function exchangeLoss(ctx: Context, s: State, u: number, emit: Emit): void {
  if (lossEliminates(s, u)) eliminate(ctx, s, u, 'B-G.4b', emit);
  else loseStep(ctx, s, u, 'T003[Results] EX', emit);
}

function codeOf(ctx: Context, s: State, result: string): { attacker?: ResultEffect; defender?: ResultEffect } {
  return (s.tables === 'revised' ? revisedTables(ctx) : standardTables(ctx)).resultCodes[result] ?? {};
}

/** B-I.2, B-I.3: roll on the attacking side's table and apply the result of combat c. */
export function rollCombat(ctx: Context, s: State, c: number, emit: Emit): Outcome {
  const attackers = listOf(s, c, ATTACKERS);
  const hexes = listOf(s, c, HEXES);
  const spec = combatSpec(ctx, s, attackers, hexes, listOf(s, c, ATTACK_ARTILLERY), listOf(s, c, DEFENCE_ARTILLERY));
  const odds = emit ? combatOdds(ctx, spec) : null; // the modifiers' words only when told
  const read = odds ?? combatReading(ctx, spec);
  const table = ctx.tableIndex.ground[s.tables][ctx.sideIndex.get(read.table)!]!;
  const die = rollDie(s);
  const result = ctx.crt.result(table, read.columnIndex, die + read.dieModifier);
  setCombatRoll(s, c, die, result);
  if (emit && odds)
    emit({
      type: 'combat',
      attackers: attackers.map((u) => ctx.units[u]!.id),
      defenders: listOf(s, c, DEFENDERS).map((u) => ctx.units[u]!.id),
      hexes: hexes.map((h) => ctx.board.id(h)),
      attack: odds.attack,
      defence: odds.defence,
      odds: odds.column,
      die,
      result,
    });
  applyResult(ctx, s, c, result, emit);
  settle(ctx, s, c, emit);
  return { die, result };
}

/**
 * The units on each side that take the result: B-I.3 e) units that
 * retreated into an attacking hex share it. Read from the occupant index,
 * in the order of the counters on each hex.
 */
function sidesOf(ctx: Context, s: State, c: number): { attackers: number[]; defenders: number[] } {
  const occ = occupantsOf(ctx, s);
  const listed = listOf(s, c, ATTACKERS);
  const attackers = listed.filter((u) => onMap(s, u));
  const hexes: number[] = [];
  for (const a of listed) if (s.hex[a]! >= 0 && !hexes.includes(s.hex[a]!)) hexes.push(s.hex[a]!);
  for (const h of hexes)
    for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!)
      if (retreated(s, u) && !listed.includes(u) && !listIncludes(s, c, ATTACK_ARTILLERY, u)) attackers.push(u);
  const defenders: number[] = [];
  for (const h of listOf(s, c, HEXES))
    for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!) if (ctx.unitSide[u] !== s.side) defenders.push(u);
  return { attackers, defenders };
}

/** One side's part of a result: eliminations and reductions at once, retreats and losses as decisions. */
function applyEffect(
  ctx: Context,
  s: State,
  c: number,
  units: number[],
  effect: ResultEffect,
  attacker: boolean,
  enemyUnits: number,
  emit: Emit,
): void {
  const rule = attacker ? 'B-I.3 attacker' : 'B-I.3 defender';
  for (const u of units) {
    const kind = ctx.units[u]!.kind;
    if (effect.eliminated) eliminate(ctx, s, u, rule, emit);
    else if (effect.reduce) {
      if (kind === 'fort')
        eliminate(ctx, s, u, 'B-P', emit); // a reduction eliminates a fort
      else if (kind === 'helicopter')
        eliminate(ctx, s, u, 'A-I', emit); // and a helicopter
      else if (attacker && lossEliminates(s, u)) eliminate(ctx, s, u, 'B-G.4b', emit);
      else loseStep(ctx, s, u, rule, emit);
    }
  }
  const alive = units.filter((u) => onMap(s, u));
  if (effect.shock) {
    const serial = attacker ? serialNow(ctx, s) : nextPlayerTurnOf(ctx, s, ctx.unitSide[alive[0] ?? units[0]!]!);
    for (const u of alive) {
      if (ctx.units[u]!.kind !== 'ground') continue; // T003: shock on forts and SAMs has no effect
      s.shock[u] = serial;
      emit?.({ type: 'shock', unit: ctx.units[u]!.id, placed: true, rule: 'T003[Results]' });
    }
  }
  if (effect.retreat) {
    const retreating: number[] = [];
    for (const u of alive) {
      const kind = ctx.units[u]!.kind;
      if (kind === 'fort')
        loseStep(ctx, s, u, 'B-P', emit); // a retreat reduces a fort
      else if (kind === 'sam')
        loseStep(ctx, s, u, 'B-M.3', emit); // and a SAM
      else if (kind === 'helicopter')
        eliminate(ctx, s, u, 'A-I', emit); // a retreat eliminates a helicopter
      else if (attacker && lossEliminates(s, u)) eliminate(ctx, s, u, 'B-G.4b', emit);
      else retreating.push(u);
    }
    if (retreating.length) pushStage(s, c, STAGE_RETREAT, ctx.unitSide[retreating[0]!]!, effect.retreat, retreating);
  }
  if (effect.reduceUnits && enemyUnits > 0 && alive.length) {
    pushStage(s, c, STAGE_LOSSES, ctx.unitSide[alive[0]!]!, enemyUnits, alive);
  }
}

function applyResult(ctx: Context, s: State, c: number, result: string, emit: Emit): void {
  const code = codeOf(ctx, s, result);
  const { attackers, defenders } = sidesOf(ctx, s, c);
  // T003 EX: as many attacker reductions as the defender has units (forts count, SAMs and helicopters not; rules notes)
  const defenderUnits = defenders.filter(
    (u) => ctx.units[u]!.kind !== 'sam' && ctx.units[u]!.kind !== 'helicopter',
  ).length;
  if (defenders.length && defenders.every((u) => ctx.units[u]!.kind === 'helicopter')) {
    // A-K b: a helicopter attacked alone (CF 0) is eliminated automatically, whatever the die says
    for (const u of defenders) eliminate(ctx, s, u, 'A-K b', emit);
    pushStage(s, c, STAGE_ADVANCE);
    return;
  }
  if (code.defender) applyEffect(ctx, s, c, defenders, code.defender, false, 0, emit);
  if (code.attacker) applyEffect(ctx, s, c, attackers, code.attacker, true, defenderUnits, emit);
  pushStage(s, c, STAGE_ADVANCE); // the defender's retreats, the attacker's losses or retreats, then g)
}

/** B-I.3 g): the defending hexes of combat c left empty, which the attackers may enter. */
export function vacatedHexes(ctx: Context, s: State, c: number): number[] {
  return listOf(s, c, HEXES).filter((h) => {
    const holder = holderOf(ctx, s, h);
    return holder === -1 || holder === s.side;
  });
}

/** B-I.3 g): may attacker u of combat c advance into h (took part directly, one hex, ZOC ignored, stacking kept)? */
export function mayAdvance(ctx: Context, s: State, c: number, u: number, h: number): boolean {
  if (!listIncludes(s, c, ATTACKERS, u) || !onMap(s, u) || s.shock[u]! >= 0) return false; // shocked: no voluntary move
  if (!vacatedHexes(ctx, s, c).includes(h) || !canFight(ctx, s.hex[u]!, h) || !hasRoom(ctx, s, u, h)) return false;
  const cls = typeOf(ctx, s, u) === 'marines' ? ctx.marineClass : 0;
  return ctx.board.stepCost(s.hex[u]!, ctx.board.direction(s.hex[u]!, h), cls) >= 0;
}

/** Takes every step a result of combat c leaves that needs no decision, and sets the next decision pending. */
export function settle(ctx: Context, s: State, c: number, emit: Emit): void {
  clearPending(s);
  while (stageCount(s)) {
    const kind = stageKind(s, 0);
    if (kind === STAGE_RETREAT) {
      filterStage(s, 0, (u) => onMap(s, u));
      for (const u of stageUnits(s, 0)) {
        if (retreatHexes(ctx, s, u, stageNumber(s, 0)).length === 0) {
          loseStep(ctx, s, u, 'B-I.3 retreat f', emit); // f) no retreat: a reduction instead
          filterStage(s, 0, (x) => x !== u);
        }
      }
      if (stageUnitCount(s, 0)) {
        setPending(s, RETREAT, stageSide(s, 0), c, stageNumber(s, 0), stageUnits(s, 0));
        return;
      }
    } else if (kind === STAGE_LOSSES) {
      filterStage(s, 0, (u) => onMap(s, u));
      setStageNumber(s, 0, Math.min(stageNumber(s, 0), stageUnitCount(s, 0)));
      if (stageNumber(s, 0) > 0 && stageNumber(s, 0) === stageUnitCount(s, 0)) {
        for (const u of stageUnits(s, 0)) exchangeLoss(ctx, s, u, emit);
        setStageNumber(s, 0, 0);
      }
      if (stageNumber(s, 0) > 0) {
        setPending(s, LOSSES, stageSide(s, 0), c, stageNumber(s, 0), stageUnits(s, 0));
        return;
      }
    } else {
      const vacated = vacatedHexes(ctx, s, c);
      const units = listOf(s, c, ATTACKERS).filter((u) => vacated.some((h) => mayAdvance(ctx, s, c, u, h)));
      if (units.length) {
        const hexes = vacated.filter((h) => units.some((u) => mayAdvance(ctx, s, c, u, h)));
        setPending(s, ADVANCE, s.side, c, 0, units, hexes);
        return;
      }
    }
    shiftStage(s);
  }
}

/** B-I.3: a retreat chosen, a reduction instead (f), an exchange loss (T003), an advance (g) or none. */
export function decide(
  ctx: Context,
  s: State,
  d: { type: 'retreat' | 'reduce' | 'advance'; unit: number; hex: number },
  emit: Emit,
): void {
  const p = pendingKind(s);
  if (!(p === RETREAT || p === LOSSES || p === ADVANCE)) {
    throw toError(refuse('no-decision', 'B-I.3', 'No retreat, loss or advance is due'));
  }
  const c = pendingCombat(s);
  const stage = stageKind(s, 0);
  const name = d.unit >= 0 ? ctx.units[d.unit]!.name : 'that unit';
  if (d.type === 'advance') {
    if (p !== ADVANCE) throw toError(refuse('not-advance', 'B-I.3 g', 'No advance is due'));
    if (d.unit < 0) shiftStage(s);
    else {
      if (!mayAdvance(ctx, s, c, d.unit, d.hex)) {
        throw toError(refuse('no-advance', 'B-I.3 g', `${name} may not advance there`));
      }
      const from = s.hex[d.unit]!;
      s.hex[d.unit] = d.hex;
      removeFromList(s, c, ATTACKERS, d.unit); // one hex at most
      emit?.({ type: 'advance', unit: ctx.units[d.unit]!.id, from: ctx.board.id(from), to: ctx.board.id(d.hex) });
    }
  } else if (stage === STAGE_RETREAT && p === RETREAT) {
    if (!stageIncludes(s, 0, d.unit)) throw toError(refuse('not-retreating', 'B-I.3', `${name} is not retreating`));
    if (d.type === 'reduce') loseStep(ctx, s, d.unit, 'B-I.3 retreat f', emit);
    else {
      if (!retreatHexes(ctx, s, d.unit, stageNumber(s, 0)).includes(d.hex)) {
        throw toError(refuse('bad-retreat', 'B-I.3', `${name} may not retreat to ${ctx.board.id(d.hex)}`));
      }
      const from = s.hex[d.unit]!;
      s.hex[d.unit] = d.hex;
      pushToList(s, c, RETREATED, d.unit);
      emit?.({ type: 'retreat', unit: ctx.units[d.unit]!.id, from: ctx.board.id(from), to: ctx.board.id(d.hex) });
    }
    filterStage(s, 0, (u) => u !== d.unit);
    if (stageUnitCount(s, 0) === 0) shiftStage(s);
  } else if (stage === STAGE_LOSSES && p === LOSSES && d.type === 'reduce') {
    if (!stageIncludes(s, 0, d.unit)) throw toError(refuse('not-yours', 'T003[Results]', `${name} took no part`));
    exchangeLoss(ctx, s, d.unit, emit);
    filterStage(s, 0, (u) => u !== d.unit);
    setStageNumber(s, 0, stageNumber(s, 0) - 1);
    if (stageNumber(s, 0) === 0) shiftStage(s);
  } else {
    throw toError(refuse('wrong-decision', 'B-I.3', `That is not the decision due (${PENDING_KINDS[p]})`));
  }
  settle(ctx, s, c, emit);
}
