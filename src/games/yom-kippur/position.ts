// Position ⇄ State: the standard set-up as a state (B-D: counters on their
// printed hexes, full strength; GT 1's Israeli player-turn, B-D[Note]), and
// a state as a JSON-safe position, which position-read.ts reads back (loaded
// only when a position is given).
import type { Context } from './context.js';
import { pendingObject } from './pending.js';
import { startOf } from './reinforcements.js';
import { beginGame } from './sequence.js';
import {
  AIR,
  BRIDGE_STATES,
  ELIMINATED,
  emptyState,
  INTACT,
  REMOVED,
  LANDINGS,
  LOCATIONS,
  MAP,
  type State,
} from './state.js';
import type { PlayerTurnRef, Position } from './types.js';

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** Single counters a pending decision names (B-M.3: the aircraft and its target). */
export const PENDING_UNITS = ['aircraft', 'target'] as const;

/** A bridge's state at the start, and in a position that does not name it: standing (B-D), or off the map (A-E). */
const bridgeAtStart = (ctx: Context): number => (ctx.data.markers.bridges.onMapAtStart === false ? REMOVED : INTACT);

/** B-D: every counter on its printed hex (or waiting) at full strength, the bridges, each side's recovery points. */
export function setUpCounters(ctx: Context, s: State): void {
  ctx.units.forEach((_, u) => {
    const st = startOf(ctx, u);
    [s.hex[u], s.loc[u], s.steps[u]] = [st.hex, st.loc, ctx.maxSteps[u]!];
  });
  // A-E: in the advanced game no bridge stands at the start (markers `onMapAtStart`); a position names the others
  s.bridges.fill(bridgeAtStart(ctx));
  ctx.sides.forEach((id, i) => (s.recovery[i] = ctx.data.scenario.recovery.points[id] ?? 0));
}

/** The standard set-up's state (B-D): what a game given no position starts from. */
export function standardState(ctx: Context, seed: number): State {
  const s = emptyState(ctx.units.length, ctx.bridges.length, ctx.sides.length, seed, ctx.data.stateFields);
  s.tables = 'standard';
  beginGame(ctx, s);
  setUpCounters(ctx, s);
  return s;
}

/** The state as a position: what differs from a full-strength counter is written, and nothing else. */
export function positionFromState(ctx: Context, s: State): Position {
  const id = (u: number) => ctx.units[u]!.id;
  const hex = (h: number) => ctx.board.id(h);
  const sideId = (i: number) => ctx.sides[i]!;
  const ref = (serial: number): PlayerTurnRef => ({
    turn: Math.floor(serial / ctx.sides.length) + 1,
    side: sideId(serial % ctx.sides.length),
  });
  const units: Record<string, string> = {};
  const steps: Record<string, number> = {};
  ctx.units.forEach((_, u) => {
    units[id(u)] = s.loc[u] === MAP || s.loc[u] === AIR ? hex(s.hex[u]!) : LOCATIONS[s.loc[u]!]!;
    if (s.loc[u] !== ELIMINATED && s.steps[u]! < ctx.maxSteps[u]!) steps[id(u)] = s.steps[u]!;
  });
  const list = (flags: Uint8Array) => ctx.units.flatMap((_, u) => (flags[u] ? [id(u)] : []));
  const perSide = (a: Int32Array) => Object.fromEntries(ctx.sides.map((sd, i) => [sd, a[i]!]));
  const pending = pendingObject(s);
  const pos: Position = {
    tables: s.tables,
    turn: s.turn,
    side: sideId(s.side),
    phase: s.phase,
    units,
    steps,
    moved: list(s.moved),
    ...(s.attacked.includes(1) && { attacked: list(s.attacked) }),
    ...(s.defended.includes(1) && { defended: list(s.defended) }),
    ...(s.fired.includes(1) && { fired: list(s.fired) }),
    shock: Object.fromEntries(ctx.units.flatMap((_, u) => (s.shock[u]! >= 0 ? [[id(u), ref(s.shock[u]!)]] : []))),
    samMov: Object.fromEntries(ctx.units.flatMap((_, u) => (s.samMov[u]! > 0 ? [[id(u), s.samMov[u]!]] : []))),
    samReady: ctx.units.flatMap((_, u) => (s.samReady[u] === s.turn ? [id(u)] : [])),
    airborne: list(s.airborne),
    landing: Object.fromEntries(ctx.units.flatMap((_, u) => (s.landing[u] ? [[id(u), LANDINGS[s.landing[u]!]!]] : []))),
    bridges: Object.fromEntries(
      ctx.bridges.flatMap((b, i) =>
        s.bridges[i] !== bridgeAtStart(ctx) ? [[b.id, BRIDGE_STATES[s.bridges[i]!]!]] : [],
      ),
    ),
    recovery: perSide(s.recovery),
    vp: perSide(s.vp),
    tally: Object.fromEntries(
      ctx.sides.map((sd, i) => [sd, { kills: s.kills[i]!, exits: s.exits[i]!, bridges: s.bridgesTaken[i]! }]),
    ),
    airLoss: perSide(s.airLoss),
    combat: ctx.phaseRules.combatRecords(s).map((c) => ({
      ...c,
      attackers: c.attackers.map(id),
      defenders: c.defenders.map(id),
      hexes: c.hexes.map(hex),
      attackArtillery: c.attackArtillery.map(id),
      defenceArtillery: c.defenceArtillery.map(id),
    })),
    pending: pending && {
      ...pending,
      side: sideId(pending.side),
      ...('units' in pending && { units: pending.units.map(id) }),
      ...('hexes' in pending && Array.isArray(pending.hexes) && { hexes: pending.hexes.map(hex) }),
      ...Object.fromEntries(
        PENDING_UNITS.flatMap((k) =>
          k in pending ? [[k, id((pending as unknown as Record<string, number>)[k]!)]] : [],
        ),
      ),
    },
    winner: s.winner >= 0 ? sideId(s.winner) : null,
    rng: s.rng,
  };
  return pos;
}
