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
import type { CombatRecord, State } from '../state.js';
import { eliminate, holderOf, loseStep, onMap, typeOf, unitsAt } from '../units.js';
import { canFight, type AttackMode } from './declare.js';
import { combatSpec, retreatedThisTurn } from './fighters.js';
import { combatOdds } from './odds.js';
import { retreatHexes } from './retreat.js';
import { revisedTables, standardTables, type ResultEffect } from './tables.js';

/** A decision a result leaves, in the order they are taken. */
export type Stage =
  | { kind: 'retreat'; side: number; units: number[]; hexes: number }
  | { kind: 'losses'; side: number; count: number; units: number[] }
  | { kind: 'advance' };

/** One combat of the player-turn, as combat/ keeps it in s.combats. */
export interface Combat extends CombatRecord {
  mode: AttackMode;
  /** B-I.1 a): stack-mates left out, who owe an attack this phase. */
  pledged: number[];
  /** B-I.1 b): enemies next to the attackers that other units owe an attack. */
  owed: number[];
  die?: number;
  result?: string;
  queue: Stage[];
  /** B-I.3 e): units that retreated in this combat. */
  retreated: number[];
}

export const combatAt = (s: State, i: number): Combat => s.combats[i] as Combat;

/** B-G.4b, B-G.5b: a unit landed across the canal or from rafts is eliminated by any loss or retreat. */
const lossEliminates = (s: State, u: number) => s.landing[u] === 'canal' || s.landing[u] === 'raft';

/** T003 EX: an attacker's step lost in the exchange (B-G.4b, B-G.5b: a landed unit is eliminated). */
function exchangeLoss(ctx: Context, s: State, u: number, emit: Emit): void {
  if (lossEliminates(s, u)) eliminate(ctx, s, u, 'B-G.4b', emit);
  else loseStep(ctx, s, u, 'T003[Results] EX', emit);
}

function codeOf(ctx: Context, s: State, result: string): { attacker?: ResultEffect; defender?: ResultEffect } {
  return (s.tables === 'revised' ? revisedTables(ctx) : standardTables(ctx)).resultCodes[result] ?? {};
}

/** B-I.2, B-I.3: roll on the attacking side's table and apply the result. */
export function rollCombat(ctx: Context, s: State, i: number, emit: Emit): Outcome {
  const c = combatAt(s, i);
  const spec = combatSpec(ctx, s, c.attackers, c.hexes, c.attackArtillery, c.defenceArtillery);
  const odds = combatOdds(ctx, spec);
  const table = ctx.tableIndex.ground[s.tables][ctx.sideIndex.get(odds.table)!]!;
  const die = rollDie(s);
  const result = ctx.crt.result(table, odds.columnIndex, die + odds.dieModifier);
  [c.die, c.result] = [die, result];
  emit({
    type: 'combat',
    attackers: c.attackers.map((u) => ctx.units[u]!.id),
    defenders: c.defenders.map((u) => ctx.units[u]!.id),
    hexes: c.hexes.map((h) => ctx.board.id(h)),
    attack: odds.attack,
    defence: odds.defence,
    odds: odds.column,
    die,
    result,
  });
  applyResult(ctx, s, c, result, emit);
  settle(ctx, s, i, emit);
  return { die, result };
}

/** The units on each side that take the result: B-I.3 e) units that retreated into an attacking hex share it. */
function sidesOf(ctx: Context, s: State, c: Combat): { attackers: number[]; defenders: number[] } {
  const retreated = retreatedThisTurn(s);
  const hexes = new Set(c.attackers.map((a) => s.hex[a]!));
  const passengers = [...hexes].flatMap((h) =>
    unitsAt(ctx, s, h).filter((u) => retreated.has(u) && !c.attackers.includes(u) && !c.attackArtillery.includes(u)),
  );
  return {
    attackers: [...c.attackers.filter((u) => onMap(s, u)), ...passengers],
    defenders: c.hexes.flatMap((h) => unitsAt(ctx, s, h).filter((u) => ctx.unitSide[u] !== s.side)),
  };
}

/** One side's part of a result: eliminations and reductions at once, retreats and losses as decisions. */
function applyEffect(
  ctx: Context,
  s: State,
  c: Combat,
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
      emit({ type: 'shock', unit: ctx.units[u]!.id, placed: true, rule: 'T003[Results]' });
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
      else if (attacker && lossEliminates(s, u)) eliminate(ctx, s, u, 'B-G.4b', emit);
      else retreating.push(u);
    }
    if (retreating.length) {
      c.queue.push({ kind: 'retreat', side: ctx.unitSide[retreating[0]!]!, units: retreating, hexes: effect.retreat });
    }
  }
  if (effect.reduceUnits && enemyUnits > 0 && alive.length) {
    c.queue.push({ kind: 'losses', side: ctx.unitSide[alive[0]!]!, count: enemyUnits, units: alive });
  }
}

function applyResult(ctx: Context, s: State, c: Combat, result: string, emit: Emit): void {
  const code = codeOf(ctx, s, result);
  const { attackers, defenders } = sidesOf(ctx, s, c);
  // T003 EX: as many attacker reductions as the defender has units (forts count, SAMs not; rules notes)
  const defenderUnits = defenders.filter((u) => ctx.units[u]!.kind !== 'sam').length;
  if (code.defender) applyEffect(ctx, s, c, defenders, code.defender, false, 0, emit);
  if (code.attacker) applyEffect(ctx, s, c, attackers, code.attacker, true, defenderUnits, emit);
  c.queue.push({ kind: 'advance' }); // the defender's retreats, the attacker's losses or retreats, then g)
}

/** B-I.3 g): the defending hexes left empty, which the attackers may enter. */
export function vacatedHexes(ctx: Context, s: State, c: Combat): number[] {
  return c.hexes.filter((h) => {
    const holder = holderOf(ctx, s, h);
    return holder === -1 || holder === s.side;
  });
}

/** B-I.3 g): may attacker u advance into h (took part directly, one hex, ZOC ignored, stacking kept)? */
export function mayAdvance(ctx: Context, s: State, c: Combat, u: number, h: number): boolean {
  if (!c.attackers.includes(u) || !onMap(s, u) || s.shock[u]! >= 0) return false; // shocked: no voluntary move
  if (!vacatedHexes(ctx, s, c).includes(h) || !canFight(ctx, s.hex[u]!, h) || !hasRoom(ctx, s, u, h)) return false;
  const cls = typeOf(ctx, s, u) === 'marines' ? ctx.marineClass : 0;
  return ctx.board.stepCost(s.hex[u]!, ctx.board.direction(s.hex[u]!, h), cls) >= 0;
}

/** Takes every step a result leaves that needs no decision, and sets the next decision as s.pending. */
export function settle(ctx: Context, s: State, i: number, emit: Emit): void {
  const c = combatAt(s, i);
  s.pending = null;
  while (c.queue.length) {
    const stage = c.queue[0]!;
    if (stage.kind === 'retreat') {
      stage.units = stage.units.filter((u) => onMap(s, u));
      for (const u of stage.units.slice()) {
        if (retreatHexes(ctx, s, u, stage.hexes).length === 0) {
          loseStep(ctx, s, u, 'B-I.3 retreat f', emit); // f) no retreat: a reduction instead
          stage.units = stage.units.filter((x) => x !== u);
        }
      }
      if (stage.units.length) {
        s.pending = { kind: 'retreat', side: stage.side, units: stage.units.slice(), hexes: stage.hexes, combat: i };
        return;
      }
    } else if (stage.kind === 'losses') {
      stage.units = stage.units.filter((u) => onMap(s, u));
      stage.count = Math.min(stage.count, stage.units.length);
      if (stage.count > 0 && stage.count === stage.units.length) {
        for (const u of stage.units) exchangeLoss(ctx, s, u, emit);
        stage.count = 0;
      }
      if (stage.count > 0) {
        s.pending = { kind: 'losses', side: stage.side, count: stage.count, units: stage.units.slice(), combat: i };
        return;
      }
    } else {
      const units = c.attackers.filter((u) => vacatedHexes(ctx, s, c).some((h) => mayAdvance(ctx, s, c, u, h)));
      if (units.length) {
        const hexes = vacatedHexes(ctx, s, c).filter((h) => units.some((u) => mayAdvance(ctx, s, c, u, h)));
        s.pending = { kind: 'advance', side: s.side, units, hexes, combat: i };
        return;
      }
    }
    c.queue.shift();
  }
}

/** B-I.3: a retreat chosen, a reduction instead (f), an exchange loss (T003), an advance (g) or none. */
export function decide(
  ctx: Context,
  s: State,
  d: { type: 'retreat' | 'reduce' | 'advance'; unit: number; hex: number },
  emit: Emit,
): void {
  const p = s.pending;
  if (!p || !(p.kind === 'retreat' || p.kind === 'losses' || p.kind === 'advance')) {
    throw toError(refuse('no-decision', 'B-I.3', 'No retreat, loss or advance is due'));
  }
  const c = combatAt(s, p.combat);
  const stage = c.queue[0]!;
  const name = d.unit >= 0 ? ctx.units[d.unit]!.name : 'that unit';
  if (d.type === 'advance') {
    if (p.kind !== 'advance') throw toError(refuse('not-advance', 'B-I.3 g', 'No advance is due'));
    if (d.unit < 0) c.queue.shift();
    else {
      if (!mayAdvance(ctx, s, c, d.unit, d.hex)) {
        throw toError(refuse('no-advance', 'B-I.3 g', `${name} may not advance there`));
      }
      const from = s.hex[d.unit]!;
      s.hex[d.unit] = d.hex;
      c.attackers = c.attackers.filter((u) => u !== d.unit); // one hex at most
      emit({ type: 'advance', unit: ctx.units[d.unit]!.id, from: ctx.board.id(from), to: ctx.board.id(d.hex) });
    }
  } else if (stage.kind === 'retreat' && p.kind === 'retreat') {
    if (!stage.units.includes(d.unit)) throw toError(refuse('not-retreating', 'B-I.3', `${name} is not retreating`));
    if (d.type === 'reduce') loseStep(ctx, s, d.unit, 'B-I.3 retreat f', emit);
    else {
      if (!retreatHexes(ctx, s, d.unit, stage.hexes).includes(d.hex)) {
        throw toError(refuse('bad-retreat', 'B-I.3', `${name} may not retreat to ${ctx.board.id(d.hex)}`));
      }
      const from = s.hex[d.unit]!;
      s.hex[d.unit] = d.hex;
      c.retreated.push(d.unit);
      emit({ type: 'retreat', unit: ctx.units[d.unit]!.id, from: ctx.board.id(from), to: ctx.board.id(d.hex) });
    }
    stage.units = stage.units.filter((u) => u !== d.unit);
    if (stage.units.length === 0) c.queue.shift();
  } else if (stage.kind === 'losses' && p.kind === 'losses' && d.type === 'reduce') {
    if (!stage.units.includes(d.unit)) throw toError(refuse('not-yours', 'T003[Results]', `${name} took no part`));
    exchangeLoss(ctx, s, d.unit, emit);
    stage.units = stage.units.filter((u) => u !== d.unit);
    stage.count--;
    if (stage.count === 0) c.queue.shift();
  } else {
    throw toError(refuse('wrong-decision', 'B-I.3', `That is not the decision due (${p.kind})`));
  }
  settle(ctx, s, p.combat, emit);
}
