// What a side has now, the count every Yom Kippur player starts from: the
// victory points it would have if the game ended now (the rules' own count,
// victory.ts) and its combat strength. The `greedy` yardstick plays on this
// alone (greedy-player.ts); the levels add where units stand (heuristics.ts).
import type { Context } from '../context.js';
import { WAITING, type State } from '../state.js';
import { onMap, strengthOf } from '../units.js';
import { endPoints } from '../victory.js';

/** Victory points one combat factor is worth (a full armoured brigade of 6 CF: 2.4 VP), so trading at bad odds costs. */
export const PER_CF = 0.4;

/** B-R: the points scored so far plus what the end-of-game conditions would give now. */
export const pointsIfEndedNow = (ctx: Context, s: State, side: number): number => s.vp[side]! + endPoints(ctx, s, side);

/** The side's ground strength on the map and still to come (reinforcements, rebuilt units), in victory points. */
export function material(ctx: Context, s: State, side: number): number {
  let cf = 0;
  for (const u of ctx.ground)
    if (ctx.unitSide[u] === side && (onMap(s, u) || s.loc[u] === WAITING)) cf += strengthOf(ctx, s, u);
  return PER_CF * cf;
}

/** A side's score compared with its best rival's, so the same code plays either side. */
export function againstBestRival(
  ctx: Context,
  s: State,
  side: number,
  score: (ctx: Context, s: State, side: number) => number,
): number {
  let rival = -Infinity;
  for (const enemy of ctx.enemies[side]!) rival = Math.max(rival, score(ctx, s, enemy));
  return score(ctx, s, side) - rival;
}
