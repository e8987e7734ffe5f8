// Position ⇄ State: the standard setup as a state, and a state as a JSON-safe
// position (a situation a page can write in a few lines), which
// position-read.ts reads back (loaded only when a position is given).
import type { HexId, Position, PendingStage, Side } from './types.js';
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import { beginMovementPhase } from './sequence.js';
import { cloneState, emptyState, LOCATIONS, ON_MAP, putUnit, REINFORCEMENT, type State } from './state.js';
import { readStage, type Stage } from './pending.js';
import { PositionError } from '../../engine/position-error.js';

export { PositionError };

/** The standard setup: counters on their printed hexes, reinforcements off the map (2.5, 7.4). */
export function standardPosition(ctx: Context): Position {
  const units: Position['units'] = {};
  for (const u of ctx.units) units[u.id] = u.start ?? 'reinforcement';
  return { turn: 1, side: ctx.data.scenario.firstSide, phase: 'movement', units };
}

/** Per game definition: the standard setup's state, made once (setUp, below). */
const standardStates = perContext((ctx: Context) => setUp(ctx));

/** The standard setup's state with its dice seeded: made once per game definition, then copied. */
export function standardState(ctx: Context, seed: number): State {
  const s = cloneState(standardStates(ctx));
  s.rng = seed >>> 0;
  return s;
}

/** The standard setup (2.5, 7.4): the first side's Movement Phase of Game-Turn 1, what standardPosition says. */
function setUp(ctx: Context): State {
  const sc = ctx.data.scenario;
  const s = emptyState(ctx.units.length, 0);
  s.turn = 1;
  s.side = sc.sides.indexOf(sc.firstSide) as 0 | 1;
  ctx.units.forEach((x, u) =>
    x.start ? putUnit(s, u, ON_MAP, ctx.board.index(x.start)) : putUnit(s, u, REINFORCEMENT, -1),
  );
  s.bridgePlaced = s.loc[ctx.bridgeUnit] === ON_MAP && s.hex[ctx.bridgeUnit] === ctx.crossingHex;
  s.phase = 'movement';
  beginMovementPhase(ctx, s);
  return s;
}

function stageTo(ctx: Context, st: Stage): PendingStage {
  const ids = st.units.map((u) => ctx.units[u]!.id);
  if (st.kind === 'advance') return { kind: 'advance', units: ids, hexes: st.hexes.map((h) => ctx.board.id(h)) };
  const then = st.then ? stageTo(ctx, st.then) : null;
  return st.kind === 'exchange'
    ? { kind: 'exchange', units: ids, strength: st.strength, then }
    : { kind: 'retreat', units: ids, then };
}

const idsWhere = (ctx: Context, flags: Uint8Array): string[] => ctx.units.filter((_, u) => flags[u]).map((x) => x.id);

/** The full state as a Position: Game.create({ position }) restores it exactly. */
export function positionFromState(ctx: Context, s: State): Position {
  const sc = ctx.data.scenario;
  const units: Record<string, HexId | 'reinforcement' | 'crossed' | 'eliminated'> = {};
  ctx.units.forEach(
    (x, u) => (units[x.id] = s.loc[u] === ON_MAP ? ctx.board.id(s.hex[u]!) : (LOCATIONS[s.loc[u]!] as 'crossed')),
  );
  const p: Position = {
    turn: s.turn,
    side: sc.sides[s.side] as Side,
    phase: s.phase,
    units,
    bridgePlaced: s.bridgePlaced,
    rng: s.rng,
  };
  if (s.phase === 'movement') {
    const spent: Record<string, number> = {};
    ctx.units.forEach((x, u) => s.spent[u] && (spent[x.id] = s.spent[u]!));
    Object.assign(p, {
      spent,
      stopped: idsWhere(ctx, s.stopped),
      startedInZoc: idsWhere(ctx, s.startedInZoc),
      ferried: s.ferried,
      bridgeReady: s.bridgeReady,
    });
  } else if (s.phase === 'combat') {
    Object.assign(p, {
      attacked: idsWhere(ctx, s.attacked),
      defended: idsWhere(ctx, s.defended),
      bombarded: idsWhere(ctx, s.bombarded),
      artilleryUsed: s.artilleryUsed,
      attacksMade: s.attacksMade,
      pending: s.stageKind[0] ? stageTo(ctx, readStage(s)!) : null,
    });
  } else {
    Object.assign(p, { winner: s.winner === null ? null : sc.sides[s.winner], reason: s.reason });
  }
  return p;
}
