// The advanced air phase's state in a position (A-K): the stage under way
// and each aircraft's flags by name, so that a position saved in the middle
// of an air phase plays on the same. Counters' hexes and steps are the
// basic position's.
import { PositionError } from '../../../../engine/position-error.js';
import type { Context } from '../../context.js';
import type { State } from '../../state.js';
import { FLAG_NAMES, HIT, HIT_SHIFT, SAMS_DONE, STAGE, STAGE_NAMES } from './air-state.js';

export interface AirPosition {
  stage: (typeof STAGE_NAMES)[number];
  /** In the SAM stage: the sides whose SAMs have done firing. */
  samsDone?: string[];
  /** Per counter with any (aircraft, paras dropping, helicopters): its flags (air-state.ts FLAG_NAMES). */
  flags?: Record<string, string[]>;
  /** A-K b: this player-turn's helicopter flights, by helicopter: the hex it left, its cargo and the hex that left. */
  lifts?: Record<string, { from: string; cargo?: string; cargoFrom?: string }>;
}

export function airPosition(ctx: Context, s: State): AirPosition {
  const flags: Record<string, string[]> = {};
  for (let a = 0; a < ctx.units.length; a++) {
    const w = s.air[a]!;
    if (!w) continue;
    flags[ctx.units[a]!.id] = FLAG_NAMES.filter(([bit]) => (bit & HIT ? (w & HIT) === bit : (w & bit) === bit)).map(
      ([, name]) => name,
    );
  }
  const done = ctx.sides.filter((_, i) => s.airStage[SAMS_DONE]! & (1 << i));
  const lifts: NonNullable<AirPosition['lifts']> = {};
  for (let c = 0; c < ctx.units.length; c++) {
    if (ctx.units[c]!.kind !== 'helicopter' || !s.airFrom[c]) continue;
    const u = s.cargo[c]! - 1;
    lifts[ctx.units[c]!.id] = {
      from: ctx.board.id(s.airFrom[c]! - 1),
      ...(u >= 0 && { cargo: ctx.units[u]!.id, cargoFrom: ctx.board.id(s.airFrom[u]! - 1) }),
    };
  }
  return {
    stage: STAGE_NAMES[s.airStage[STAGE]!]!,
    ...(done.length && { samsDone: done }),
    ...(Object.keys(flags).length && { flags }),
    ...(Object.keys(lifts).length && { lifts }),
  };
}

/** A-K b: a position's helicopter flights (airPosition `lifts`). */
function setLifts(ctx: Context, s: State, lifts: unknown): void {
  if (typeof lifts !== 'object' || lifts === null || Array.isArray(lifts))
    throw new PositionError('air.lifts', 'must be an object');
  const hex = (v: unknown, f: string) => {
    const h = typeof v === 'string' ? ctx.board.index(v) : -1;
    if (h < 0 || !ctx.board.onMap(h)) throw new PositionError(f, `${String(v).slice(0, 20)} is not a hex of the map`);
    return h;
  };
  for (const [id, lift] of Object.entries(lifts as Record<string, Record<string, unknown>>)) {
    const f = `air.lifts.${id}`;
    const c = ctx.unitIndex.get(id);
    if (c === undefined || ctx.units[c]!.kind !== 'helicopter') throw new PositionError(f, 'not a helicopter');
    s.airFrom[c] = hex(lift?.['from'], `${f}.from`) + 1;
    if (lift['cargo'] === undefined) continue;
    const u = ctx.unitIndex.get(String(lift['cargo']));
    if (u === undefined || ctx.units[u]!.kind !== 'ground') throw new PositionError(`${f}.cargo`, 'not a ground unit');
    s.cargo[c] = u + 1;
    s.airFrom[u] = hex(lift['cargoFrom'], `${f}.cargoFrom`) + 1;
  }
}

export function setAirPosition(ctx: Context, s: State, p: unknown): void {
  if (typeof p !== 'object' || p === null || Array.isArray(p)) throw new PositionError('air', 'must be an object');
  const o = p as Record<string, unknown>;
  const stage = STAGE_NAMES.indexOf(o['stage'] as (typeof STAGE_NAMES)[number]);
  if (stage < 0) throw new PositionError('air.stage', `must be one of ${STAGE_NAMES.join(', ')}`);
  s.airStage[STAGE] = stage;
  for (const id of (o['samsDone'] as unknown[] | undefined) ?? []) {
    const i = ctx.sideIndex.get(String(id));
    if (i === undefined) throw new PositionError('air.samsDone', `must name sides: ${ctx.sides.join(', ')}`);
    s.airStage[SAMS_DONE] = s.airStage[SAMS_DONE]! | (1 << i);
  }
  const flags = (o['flags'] ?? {}) as Record<string, unknown>;
  for (const [id, names] of Object.entries(flags)) {
    const a = ctx.unitIndex.get(id);
    if (!Array.isArray(names)) throw new PositionError(`air.flags.${id}`, 'must be a list of flags');
    // A-K[Placement] a, b: a ground counter flies only as a para dropping; a helicopter with its cargo flies as one
    const kind = a === undefined ? null : ctx.units[a]!.kind;
    if (kind !== 'aircraft' && kind !== 'helicopter' && !(kind === 'ground' && names.includes('para')))
      throw new PositionError(`air.flags.${id}`, 'not an aircraft, a helicopter or a para dropping');
    let w = 0;
    for (const n of names) {
      const f = FLAG_NAMES.find(([, name]) => name === n);
      if (!f) throw new PositionError(`air.flags.${id}`, `unknown flag ${String(n).slice(0, 20)}`);
      w |= f[0];
    }
    if ((w & HIT) >> HIT_SHIFT > 2) throw new PositionError(`air.flags.${id}`, 'one hit at most');
    s.air[a!] = w;
  }
  if (o['lifts'] !== undefined) setLifts(ctx, s, o['lifts']);
}
