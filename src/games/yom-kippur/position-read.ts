// A position given from outside read into a state: a JSON-safe situation a
// page can write in a few lines, checked field by field (PositionError names
// the field); every field left out takes the standard set-up's value
// (position.ts). Only a game given a position loads this module and its
// checks (position-check.ts): rules.ts `loadPositionReader`.
import { PositionError } from '../../engine/position-error.js';
import { RulesError } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import { setCombatRecords, type CombatRecord } from './combat/records.js';
import { withRevisedTables } from './combat/tables.js';
import { setPendingObject, type Pending } from './pending.js';
import { checkPosition } from './position-check.js';
import { isObject, PENDING_UNITS, setUpCounters } from './position.js';
import { beginGame, isMovementPhase } from './sequence.js';
import { isSetupId, placingSides } from './setup-zones.js';
import { stackingViolations } from './stacking.js';
import {
  AIR,
  BRIDGE_STATES,
  ELIMINATED,
  emptyState,
  LANDINGS,
  LOCATIONS,
  locationCode,
  MAP,
  playerTurnSerial,
  type State,
} from './state.js';
import { phaseKind, serialNow } from './turns.js';
import type { BridgeState, Landing, Location, PlayerTurnRef, TableSet } from './types.js';

/** Where each kind of counter may be (B-C, B-N, B-P). */
const ALLOWED: Record<string, Location[]> = {
  ground: ['map', 'waiting', 'exited', 'eliminated'],
  fort: ['map', 'eliminated'],
  sam: ['map', 'eliminated'],
  aircraft: ['pool', 'air', 'waiting', 'eliminated'],
  helicopter: ['map', 'eliminated'], // A-K b: it stands on the map (the advanced game)
};

/** The state a position gives (PositionError names the field at fault); rules.ts loads this module when a position is given. */
export function stateFromPosition(ctx: Context, position: unknown, seed: number): State {
  checkPosition(ctx, position); // position-check.ts: what the rules make possible
  const p = position ?? {};
  if (!isObject(p)) throw new PositionError('', 'must be an object');
  const sc = ctx.data.scenario;
  const s = emptyState(ctx.units.length, ctx.bridges.length, ctx.sides.length, seed, ctx.data.stateFields);
  const tables = p['tables'] ?? 'standard';
  if (tables !== 'standard' && tables !== 'revised') throw new PositionError('tables', 'must be standard or revised');
  s.tables = tables as TableSet;
  if (s.tables === 'revised') withRevisedTables(ctx);
  beginGame(ctx, s);
  const side = (v: unknown, field: string): number => {
    const i = typeof v === 'string' ? ctx.sideIndex.get(v) : undefined;
    if (i === undefined) throw new PositionError(field, `must be one of ${ctx.sides.join(', ')}`);
    return i;
  };
  const unit = (id: string, field: string): number => {
    const u = ctx.unitIndex.get(id);
    if (u === undefined) throw new PositionError(`${field}.${id}`, 'no such counter');
    return u;
  };
  const ids = (v: unknown, field: string): number[] => {
    if (v === undefined) return [];
    if (!Array.isArray(v)) throw new PositionError(field, 'must be a list of counter ids');
    return v.map((id) => unit(String(id), field));
  };
  const record = (v: unknown, field: string): Record<string, unknown> => {
    if (v === undefined) return {};
    if (!isObject(v)) throw new PositionError(field, 'must be an object');
    return v;
  };
  const whole = (v: unknown, field: string, min: number, max = Infinity): number => {
    if (!Number.isInteger(v) || (v as number) < min || (v as number) > max) {
      throw new PositionError(field, `must be a whole number from ${min}${max < Infinity ? ` to ${max}` : ''}`);
    }
    return v as number;
  };

  if (p['turn'] !== undefined) s.turn = whole(p['turn'], 'turn', 1, sc.turns);
  if (p['side'] !== undefined) s.side = side(p['side'], 'side');
  const phases = ctx.phases[s.side]!.map((x) => x.id);
  if (p['side'] !== undefined || p['turn'] !== undefined) s.phase = phases[0]!;
  if (p['phase'] !== undefined) {
    const setup = isSetupId(ctx, String(p['phase'])) && s.turn === 1 && placingSides(ctx).includes(s.side);
    if (p['phase'] !== 'over' && !setup && !phases.includes(String(p['phase']))) {
      throw new PositionError(
        'phase',
        `must be one of ${phases.join(', ')} or over (or setup for a side placing on GT 1)`,
      );
    }
    s.phase = String(p['phase']);
  }

  // counters, bridges and recovery points: the standard set-up, then what the position says
  setUpCounters(ctx, s);
  for (const [id, where] of Object.entries(record(p['units'], 'units'))) {
    const u = unit(id, 'units');
    const d = ctx.units[u]!;
    if (typeof where === 'string' && (LOCATIONS as string[]).includes(where) && where !== 'map') {
      if (!ALLOWED[d.kind]!.includes(where as Location))
        throw new PositionError(`units.${id}`, `a ${d.kind} is never ${where}`);
      [s.loc[u], s.hex[u]] = [locationCode(where as Location), -1];
      if (where === 'eliminated') s.steps[u] = 0;
      continue;
    }
    const h = typeof where === 'string' ? ctx.board.index(where) : -1;
    if (!ctx.board.onMap(h)) throw new PositionError(`units.${id}`, `"${String(where)}" is not a hex of the map`);
    if (d.kind === 'aircraft') [s.loc[u], s.hex[u]] = [AIR, h];
    else {
      const afloat = ctx.board.hexHas(h, 'water');
      if (afloat && d.type !== 'marines') throw new PositionError(`units.${id}`, `${where} is water (B-G.5)`);
      [s.loc[u], s.hex[u]] = [MAP, h];
    }
    s.steps[u] = ctx.maxSteps[u]!;
  }
  for (const [id, n] of Object.entries(record(p['steps'], 'steps'))) {
    const u = unit(id, 'steps');
    if (s.loc[u] === ELIMINATED) throw new PositionError(`steps.${id}`, 'the counter is eliminated');
    s.steps[u] = whole(n, `steps.${id}`, 1, ctx.maxSteps[u]!);
  }
  const stacking = stackingViolations(ctx, s);
  if (stacking.length) throw new PositionError('units', stacking[0]!);

  for (const u of ids(p['moved'], 'moved')) s.moved[u] = 1;
  // who has already attacked, been attacked, bombed or fired: a position saved mid-phase plays on the same
  for (const u of ids(p['attacked'], 'attacked')) s.attacked[u] = 1;
  for (const u of ids(p['defended'], 'defended')) s.defended[u] = 1;
  for (const u of ids(p['fired'], 'fired')) s.fired[u] = 1;
  for (const [id, t] of Object.entries(record(p['shock'], 'shock'))) {
    const u = unit(id, 'shock');
    if (!isObject(t)) throw new PositionError(`shock.${id}`, 'must be { turn, side }');
    const ref = t as unknown as PlayerTurnRef;
    s.shock[u] = playerTurnSerial(
      whole(ref.turn, `shock.${id}.turn`, 1, sc.turns + 1),
      side(ref.side, `shock.${id}.side`),
      ctx.sides.length,
    );
    if (shockIsOff(ctx, s, u)) throw new PositionError(`shock.${id}`, 'the marker has already come off (B-N.2b)');
  }
  for (const [id, t] of Object.entries(record(p['samMov'], 'samMov'))) {
    const u = unit(id, 'samMov');
    if (ctx.units[u]!.kind !== 'sam') throw new PositionError(`samMov.${id}`, 'not a SAM');
    s.samMov[u] = whole(t, `samMov.${id}`, 1, s.turn);
  }
  for (const u of ids(p['samReady'], 'samReady')) s.samReady[u] = s.turn;
  for (const u of ids(p['airborne'], 'airborne')) s.airborne[u] = 1;
  for (const [id, l] of Object.entries(record(p['landing'], 'landing'))) {
    const u = unit(id, 'landing');
    if (l === null || !LANDINGS.includes(l as Landing))
      throw new PositionError(`landing.${id}`, `must be ${LANDINGS.slice(1).join(', ')}`);
    s.landing[u] = LANDINGS.indexOf(l as Landing);
  }
  for (const [id, st] of Object.entries(record(p['bridges'], 'bridges'))) {
    const b = ctx.bridges.findIndex((x) => x.id === id);
    if (b < 0) throw new PositionError(`bridges.${id}`, 'no such bridge');
    if (!BRIDGE_STATES.includes(st as BridgeState))
      throw new PositionError(`bridges.${id}`, `must be ${BRIDGE_STATES}`);
    s.bridges[b] = BRIDGE_STATES.indexOf(st as BridgeState);
  }
  const perSide = (field: string, into: Int32Array, min: number) => {
    for (const [id, v] of Object.entries(record(p[field], field))) {
      into[side(id, `${field}.${id}`)] = whole(v, `${field}.${id}`, min);
    }
  };
  perSide('recovery', s.recovery, 0);
  perSide('vp', s.vp, -1000);
  perSide('airLoss', s.airLoss, 0);
  for (const [id, t] of Object.entries(record(p['tally'], 'tally'))) {
    const i = side(id, `tally.${id}`);
    const tally = record(t, `tally.${id}`);
    if (tally['kills'] !== undefined) s.kills[i] = whole(tally['kills'], `tally.${id}.kills`, 0);
    if (tally['exits'] !== undefined) s.exits[i] = whole(tally['exits'], `tally.${id}.exits`, 0);
    if (tally['bridges'] !== undefined) s.bridgesTaken[i] = whole(tally['bridges'], `tally.${id}.bridges`, 0);
  }
  if (p['combat'] !== undefined) {
    try {
      setCombatRecords(s, combatsFrom(ctx, p['combat']));
    } catch (e) {
      if (e instanceof RulesError) throw new PositionError('combat', e.message); // beyond the records' bounds
      throw e;
    }
  }
  if (p['pending'] !== undefined && p['pending'] !== null) setPendingObject(s, pendingFrom(ctx, p['pending']));
  if (p['winner'] !== undefined && p['winner'] !== null) s.winner = side(p['winner'], 'winner');
  if (p['rng'] !== undefined) s.rng = whole(p['rng'], 'rng', 0, 0xffffffff);
  if (!isMovementPhase(s) && p['moved'] === undefined) s.moved.fill(0);
  return s;
}

/**
 * B-N.2b: a shock marker comes off at the end of the player-turn it names;
 * T003[Sequence] (revised tables): the phasing side's, after each of its combat
 * phases. The advanced game has one a front (combat@sinai, combat@golan): a
 * marker placed in the last is on until it ends, so only after the last can none be.
 */
function shockIsOff(ctx: Context, s: State, u: number): boolean {
  if (s.shock[u]! < serialNow(ctx, s)) return true;
  if (s.tables !== 'revised' || ctx.unitSide[u] !== s.side) return false;
  const kinds = ctx.phases[s.side]!.map((x) => phaseKind(x.id));
  const lastCombat = kinds.lastIndexOf('combat');
  return lastCombat >= 0 && ctx.phases[s.side]!.findIndex((x) => x.id === s.phase) > lastCombat;
}

/** The combat phase's records, from JSON with ids (combat/ owns their meaning). */
function combatsFrom(ctx: Context, v: unknown): Partial<CombatRecord>[] {
  if (!Array.isArray(v)) throw new PositionError('combat', 'must be a list of combats');
  return v.map((c, i) => {
    if (!isObject(c)) throw new PositionError(`combat[${i}]`, 'must be an object');
    const units = (k: string) =>
      ((c[k] as string[] | undefined) ?? []).map((id) => unitOrThrow(ctx, id, `combat[${i}].${k}`));
    const hexes = ((c['hexes'] as string[] | undefined) ?? []).map((h) => hexOrThrow(ctx, h, `combat[${i}].hexes`));
    return {
      ...c,
      attackers: units('attackers'),
      defenders: units('defenders'),
      hexes,
      attackArtillery: units('attackArtillery'),
      defenceArtillery: units('defenceArtillery'),
    };
  });
}

function pendingFrom(ctx: Context, v: unknown): Pending {
  if (!isObject(v) || typeof v['kind'] !== 'string')
    throw new PositionError('pending', 'must be an object with a kind');
  const side = ctx.sideIndex.get(String(v['side']));
  if (side === undefined) throw new PositionError('pending.side', `must be one of ${ctx.sides.join(', ')}`);
  const out: Record<string, unknown> = { ...v, side };
  if (Array.isArray(v['units'])) out['units'] = v['units'].map((id) => unitOrThrow(ctx, String(id), 'pending.units'));
  if (Array.isArray(v['hexes'])) out['hexes'] = v['hexes'].map((h) => hexOrThrow(ctx, String(h), 'pending.hexes'));
  for (const k of PENDING_UNITS) if (k in v) out[k] = unitOrThrow(ctx, String(v[k]), `pending.${k}`);
  return out as unknown as Pending;
}

function unitOrThrow(ctx: Context, id: string, field: string): number {
  const u = ctx.unitIndex.get(id);
  if (u === undefined) throw new PositionError(field, `no counter ${id}`);
  return u;
}

function hexOrThrow(ctx: Context, id: string, field: string): number {
  const h = ctx.board.index(id);
  if (!ctx.board.onMap(h)) throw new PositionError(field, `${id} is not a hex of the map`);
  return h;
}
