// A-E placing bridges on the canal: in step 1b of the Arab player-turn
// (A-D, the `bridges` phase) the Egyptian player places, then removes, any
// number of bridge counters (T003[Sequence]: "placement then removal"),
// each on a bridge site (an east-bank hex with a canal hexside, A-E.4;
// advanced-sinai.json), never in a hex an Israeli unit holds (A-E.1) nor
// in the Zone of Control of an Israeli unit or fort (A-E.2–3: forts have a
// ZOC for this rule only; contested ZOC is no exemption, digest). Removal
// obeys the same limits (digest). The bridge counters are the markers'
// `count` (10, digest), less those on the map and those destroyed.
import type { ActionBuffer } from '../../../engine/action-buffer.js';
import type { Outcome } from '../../../engine/contract.js';
import { refuse, toError, type Refusal } from '../../../engine/rules-error.js';
import { BRIDGE, encode, NO_OUTCOME, REMOVE_BRIDGE, kindOf, argOf } from '../action-codes.js';
import type { Context } from '../context.js';
import type { Emit } from '../events.js';
import type { PhaseModule } from '../phase-module.js';
import { INTACT, LIFTED, REMOVED, type State } from '../state.js';
import { bridgeStands, hasZoc, onMap, unitsAt } from '../units.js';

/** The bridge counters the bridge side may still place (A-E: the markers' count, less standing and destroyed). */
export function bridgesInHand(ctx: Context, s: State): number {
  const side = ctx.bridges[0]?.side ?? 0;
  let left = ctx.data.markers.bridges.count;
  for (let b = 0; b < ctx.bridges.length; b++) if (bridgeStands(s, b) || s.bridges[b] === LIFTED) left--;
  ctx.sides.forEach((_, other) => other !== side && (left -= s.bridgesTaken[other]!)); // B-K, A-K: destroyed
  return left;
}

/** A-E.1–3: why no bridge may be placed on or taken off site b now (an Israeli unit there, or the ZOC of one or of a fort). */
function siteBlock(ctx: Context, s: State, b: number): Refusal | null {
  const site = ctx.bridges[b]!;
  const hex = site.east;
  const id = ctx.board.id(hex);
  if (unitsAt(ctx, s, hex).some((u) => ctx.unitSide[u] !== site.side))
    return refuse('enemy', 'A-E.1', `${id} holds an enemy unit`);
  const board = ctx.board;
  const barriers = ctx.data.scenario.zoc.notAcross;
  for (let d = 0; d < 6; d++) {
    const m = board.neighbour(hex, d);
    if (m < 0 || barriers.some((c) => board.hasSide(hex, d, c))) continue; // B-H: no ZOC across the canal
    for (const u of unitsAt(ctx, s, m)) {
      if (ctx.unitSide[u] === site.side || !onMap(s, u)) continue;
      // A-E.3: forts have a Zone of Control for this rule only
      if (hasZoc(ctx, u) || ctx.units[u]!.kind === 'fort')
        return refuse('zoc', 'A-E.2', `${id} is in the Zone of Control of ${ctx.units[u]!.name}`);
    }
  }
  return null;
}

/** Why bridge site b may not take a bridge now (A-E), or null. */
export function cannotPlaceBridge(ctx: Context, s: State, b: number): Refusal | null {
  if (b < 0 || b >= ctx.bridges.length)
    return refuse('not-a-site', 'A-E.4', 'A bridge stands in an east-bank hex with a canal hexside');
  if (ctx.bridges[b]!.side !== s.side) return refuse('not-yours', 'A-E', 'The bridges are the Egyptian player’s');
  if (s.bridges[b] !== REMOVED)
    return refuse('standing', 'A-E', `A bridge already stands on ${ctx.board.id(ctx.bridges[b]!.east)}`);
  if (s.bridges.includes(LIFTED))
    return refuse('removing', 'A-E', 'Bridges are placed, then removed (T003[Sequence]): no placing after a removal');
  if (bridgesInHand(ctx, s) <= 0) return refuse('no-counter', 'A-E', 'Every bridge counter is on the map or destroyed');
  return siteBlock(ctx, s, b);
}

/** Why the bridge on site b may not be removed now (A-E: the same limits as placing, digest), or null. */
export function cannotRemoveBridge(ctx: Context, s: State, b: number): Refusal | null {
  if (b < 0 || b >= ctx.bridges.length)
    return refuse('not-a-site', 'A-E.4', 'A bridge stands in an east-bank hex with a canal hexside');
  if (ctx.bridges[b]!.side !== s.side) return refuse('not-yours', 'A-E', 'The bridges are the Egyptian player’s');
  if (s.bridges[b] !== INTACT)
    return refuse('no-bridge', 'A-E', `No bridge stands on ${ctx.board.id(ctx.bridges[b]!.east)}`);
  return siteBlock(ctx, s, b);
}

/** A-E: the bridge step (step 1b of the Arab player-turn, A-D). */
export const bridgePhase: PhaseModule = {
  legal(ctx: Context, s: State, out: ActionBuffer): void {
    for (let b = 0; b < ctx.bridges.length; b++) {
      if (!cannotPlaceBridge(ctx, s, b)) out.push(encode(BRIDGE, -1, b));
      if (!cannotRemoveBridge(ctx, s, b)) out.push(encode(REMOVE_BRIDGE, -1, b));
    }
  },
  applyCode(ctx: Context, s: State, code: number, emit: Emit): Outcome | null {
    const kind = kindOf(code);
    if (kind !== BRIDGE && kind !== REMOVE_BRIDGE) return null;
    const b = argOf(code);
    const why = kind === BRIDGE ? cannotPlaceBridge(ctx, s, b) : cannotRemoveBridge(ctx, s, b);
    if (why) throw toError(why);
    s.bridges[b] = kind === BRIDGE ? INTACT : LIFTED;
    emit?.({ type: 'bridge', bridge: ctx.bridges[b]!.id, state: kind === BRIDGE ? 'intact' : 'removed', rule: 'A-E' });
    return NO_OUTCOME;
  },
  // the counters taken off in this step are back in hand for the next one
  end(_ctx: Context, s: State): void {
    for (let b = 0; b < s.bridges.length; b++) if (s.bridges[b] === LIFTED) s.bridges[b] = REMOVED;
  },
};
