// A position given from outside read into a state: a JSON-safe situation a
// page can write in a few lines, checked field by field (PositionError names
// the field); omitted fields take their start-of-phase defaults. Only a game
// given a position loads this module: rules.ts `loadPositionReader`.
import type { Position, PendingStage, Side, VictoryReason } from './types.js';
import type { Context } from './context.js';
import { beginCombatPhase, beginMovementPhase } from './sequence.js';
import { entryRefusal } from './movement.js';
import {
  CROSSED,
  ELIMINATED,
  emptyState,
  ON_MAP,
  putUnit,
  REASONS,
  REINFORCEMENT,
  STAGE_UNITS,
  type State,
} from './state.js';
import { writeStage, type Stage } from './pending.js';
import { PositionError } from '../../engine/position-error.js';
import { fieldName, quote, unknownKey } from '../../engine/input-check.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field of a Position (types.ts); any other key is refused. */
const FIELDS = [
  'turn',
  'side',
  'phase',
  'units',
  'spent',
  'stopped',
  'startedInZoc',
  'ferried',
  'bridgeReady',
  'bridgePlaced',
  'attacked',
  'defended',
  'artilleryUsed',
  'bombarded',
  'attacksMade',
  'pending',
  'winner',
  'reason',
  'rng',
];

/** The state a position gives (PositionError names the field at fault). */
export function stateFromPosition(ctx: Context, p: Position, seed: number): State {
  if (!isObject(p)) throw new PositionError('', 'must be an object');
  const extra = unknownKey(p, FIELDS);
  if (extra !== null) throw new PositionError(fieldName('', extra), 'is not a field of a position');
  const sc = ctx.data.scenario;
  const s = emptyState(ctx.units.length, seed);
  const turn = p.turn ?? 1;
  if (!Number.isInteger(turn) || turn < 1 || turn > sc.turns)
    throw new PositionError('turn', `must be a Game-Turn from 1 to ${sc.turns}`);
  s.turn = turn;
  const side = p.side ?? sc.firstSide;
  if (!sc.sides.includes(side)) throw new PositionError('side', `must be ${sc.sides.join(' or ')}`);
  s.side = sc.sides.indexOf(side) as 0 | 1;
  const phase = p.phase ?? 'movement';
  if (phase !== 'movement' && phase !== 'combat' && phase !== 'over')
    throw new PositionError('phase', 'must be movement, combat or over');

  if (!isObject(p.units))
    throw new PositionError('units', 'must map unit ids to a hex, reinforcement, crossed or eliminated');
  const holder = new Map<number, string>();
  for (const [id, where] of Object.entries(p.units)) {
    const u = ctx.unitIndex.get(id);
    if (u === undefined) throw new PositionError(fieldName('units', id), 'no such unit');
    if (where === 'reinforcement' || where === 'crossed' || where === 'eliminated') {
      if (where === 'reinforcement' && !ctx.units[u]!.arrives)
        throw new PositionError(`units.${id}`, 'is not a reinforcement');
      if (where === 'crossed' && ctx.units[u]!.side !== sc.crossing.side)
        throw new PositionError(`units.${id}`, 'only Israeli units cross');
      if (where === 'crossed' && u === ctx.bridgeUnit)
        throw new PositionError(`units.${id}`, 'the bridge unit spans the canal; it does not cross it (11.2)');
      putUnit(s, u, where === 'reinforcement' ? REINFORCEMENT : where === 'crossed' ? CROSSED : ELIMINATED, -1);
      continue;
    }
    const h = typeof where === 'string' ? ctx.board.index(where) : -1;
    if (!ctx.board.onMap(h)) throw new PositionError(`units.${id}`, `${quote(where)} is not a hex of the map`);
    // 4.2, 14.2: a unit stands only where a move could take it
    const refusal = entryRefusal(ctx, u, h);
    if (refusal) throw new PositionError(`units.${id}`, `${where}: ${refusal.message}`);
    if (holder.has(h)) throw new PositionError(`units.${id}`, `${where} already holds ${holder.get(h)} (4.4)`);
    holder.set(h, id);
    putUnit(s, u, ON_MAP, h);
  }
  const b = ctx.bridgeUnit;
  const onMatzmed = s.loc[b] === ON_MAP && s.hex[b] === ctx.crossingHex;
  s.bridgePlaced = flag(p.bridgePlaced, 'bridgePlaced') ?? onMatzmed;
  if (s.bridgePlaced && !onMatzmed && phase !== 'over')
    throw new PositionError(
      'bridgePlaced',
      'a bridge placed on Matzmed that is no longer there has ended the game (14.2)',
    );
  if (p.rng !== undefined) {
    if (!Number.isInteger(p.rng) || p.rng < 0 || p.rng > 0xffffffff)
      throw new PositionError('rng', 'must be a whole number from 0 to 4294967295');
    s.rng = p.rng;
  }

  if (phase === 'over') {
    // 14.0: a game over has a winner, and a reason
    if (!sc.sides.includes(p.winner as Side)) throw new PositionError('winner', `must be ${sc.sides.join(' or ')}`);
    if (!REASONS.includes(p.reason as VictoryReason))
      throw new PositionError('reason', `must be one of ${REASONS.join(', ')}`);
    s.phase = 'over';
    s.winner = sc.sides.indexOf(p.winner!) as 0 | 1;
    s.reason = p.reason!;
    return s;
  }
  for (const field of ['winner', 'reason'] as const)
    if (p[field] != null) throw new PositionError(field, 'is known only once the game is over (14.0)');
  if (phase !== 'combat' && p.pending != null)
    throw new PositionError('pending', 'a combat decision is due only in the Combat Phase (6.0)');
  s.phase = phase;
  if (phase === 'movement') {
    beginMovementPhase(ctx, s);
    applyFlags(ctx, s, p, 'stopped', s.stopped);
    applyFlags(ctx, s, p, 'startedInZoc', s.startedInZoc);
    if (p.spent !== undefined) {
      if (!isObject(p.spent)) throw new PositionError('spent', 'must map unit ids to half Movement Points');
      for (const [id, v] of Object.entries(p.spent)) {
        const u = unitOf(ctx, `spent.${id}`, id);
        if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 255)
          throw new PositionError(`spent.${id}`, 'must be a whole number of half Movement Points');
        s.spent[u] = v as number;
      }
    }
    s.ferried = count(p.ferried, 'ferried', s.ferried);
    s.bridgeReady = flag(p.bridgeReady, 'bridgeReady') ?? s.bridgeReady;
  } else {
    beginCombatPhase(ctx, s);
    applyFlags(ctx, s, p, 'attacked', s.attacked);
    applyFlags(ctx, s, p, 'defended', s.defended);
    applyFlags(ctx, s, p, 'bombarded', s.bombarded);
    s.artilleryUsed = count(p.artilleryUsed, 'artilleryUsed', 0);
    s.attacksMade = count(p.attacksMade, 'attacksMade', s.attacked.includes(1) ? 1 : 0);
    if (p.pending) writeStage(s, stageFrom(ctx, s, p.pending, 'pending'));
  }
  return s;
}

function flag(v: unknown, field: string): boolean | undefined {
  if (v !== undefined && typeof v !== 'boolean') throw new PositionError(field, 'must be true or false');
  return v;
}

function count(v: unknown, field: string, fallback: number): number {
  if (v === undefined) return fallback;
  if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 1000)
    throw new PositionError(field, 'must be a whole number');
  return v as number;
}

function unitOf(ctx: Context, field: string, id: unknown): number {
  const u = typeof id === 'string' ? ctx.unitIndex.get(id) : undefined;
  if (u === undefined) throw new PositionError(field, `no such unit ${quote(id)}`);
  return u;
}

type FlagField = 'stopped' | 'startedInZoc' | 'attacked' | 'defended' | 'bombarded';

function applyFlags(ctx: Context, _s: State, p: Position, field: FlagField, into: Uint8Array): void {
  const list = p[field];
  if (list === undefined) return;
  if (!Array.isArray(list)) throw new PositionError(field, 'must be a list of unit ids');
  into.fill(0);
  list.forEach((id, i) => {
    const u = unitOf(ctx, `${field}[${i}]`, id);
    if (into[u]) throw new PositionError(`${field}[${i}]`, `names ${String(id)} twice`);
    into[u] = 1;
  });
}

/**
 * A pending stage read from a position; `last`: the step after a decision,
 * which has no step after it (6.3). Its units stand on the map, each named
 * once, all of one side (6.3–6.5).
 */
function stageFrom(ctx: Context, s: State, p: PendingStage, field: string, last = false): Stage {
  if (!isObject(p)) throw new PositionError(field, 'must be a pending decision');
  const extra = unknownKey(p, ['kind', 'units', 'strength', 'hexes', 'then']);
  if (extra !== null) throw new PositionError(fieldName(field, extra), 'is not a field of a pending decision');
  if (!Array.isArray(p.units)) throw new PositionError(`${field}.units`, 'must be a list of unit ids');
  // 4.4: the units of one combat stand around one hex
  if (p.units.length > STAGE_UNITS) throw new PositionError(`${field}.units`, `has more than ${STAGE_UNITS} units`);
  if (p.units.length === 0) throw new PositionError(`${field}.units`, 'a decision is some unit’s');
  if (p.hexes && p.hexes.length > STAGE_UNITS)
    throw new PositionError(`${field}.hexes`, `has more than ${STAGE_UNITS} hexes`);
  if (last && p.then) throw new PositionError(`${field}.then`, 'a combat result has one step after its decision');
  const units = p.units.map((id, i) => {
    const u = unitOf(ctx, `${field}.units[${i}]`, id);
    if (s.loc[u] !== ON_MAP) throw new PositionError(`${field}.units[${i}]`, `${String(id)} is not on the map`);
    if (p.units.indexOf(id) !== i) throw new PositionError(`${field}.units[${i}]`, `names ${String(id)} twice`);
    return u;
  });
  if (units.some((u) => ctx.unitSide[u] !== ctx.unitSide[units[0]!]))
    throw new PositionError(`${field}.units`, 'a decision is one side’s (6.3)');
  const then = p.then ? stageFrom(ctx, s, p.then, `${field}.then`, true) : null;
  switch (p.kind) {
    case 'retreat':
      return { kind: 'retreat', units, then };
    case 'exchange': {
      const strength = count(p.strength, `${field}.strength`, 0);
      if (strength < 1) throw new PositionError(`${field}.strength`, 'an exchange costs some strength (6.4)');
      if (ctx.unitSide[units[0]!] !== s.side)
        throw new PositionError(`${field}.units`, 'the attacker loses strength in an exchange (6.4)');
      return { kind: 'exchange', units, strength, then };
    }
    case 'advance': {
      if (!Array.isArray(p.hexes)) throw new PositionError(`${field}.hexes`, 'must be a list of hexes');
      const hexes = p.hexes.map((h, i) => {
        const x = typeof h === 'string' ? ctx.board.index(h) : -1;
        if (!ctx.board.onMap(x)) throw new PositionError(`${field}.hexes[${i}]`, `${quote(h)} is not a hex of the map`);
        if (p.hexes!.indexOf(h) !== i) throw new PositionError(`${field}.hexes[${i}]`, `names ${h} twice`);
        return x;
      });
      if (hexes.length === 0) throw new PositionError(`${field}.hexes`, 'an advance is into a vacated hex (6.5)');
      return { kind: 'advance', units, hexes };
    }
    default:
      throw new PositionError(`${field}.kind`, 'must be retreat, exchange or advance');
  }
}
