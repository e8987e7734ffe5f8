// A-F.4 Lebanon, A-F.5 Jordan: hexes barred to a side's moves until a
// trigger fires, or for good (advanced-scenario.json `bars`), written into
// the board's per-side barred hexes (the kernel's flood fill never enters
// them for that side). The board is the game definition's, so it is written
// again whenever a state with other triggers is synced (route-cache.ts, through
// the definition's extensions: extensions.ts `syncBars`).
import { perContext } from '../../../engine/per-context.js';
import type { Context } from '../context.js';
import type { State } from '../state.js';
import type { AdvancedData } from './data.js';

/** Per game definition: each bar's side and hexes (indices), and the triggers the board was last written for (-1: never). */
const barsOf = perContext((ctx: Context): Memo => ({
  bars: (ctx.data as AdvancedData).bars!.map((b) => ({
    side: ctx.sideIndex.get(b.side)!,
    hexes: Int32Array.from(b.hexes, (h) => ctx.board.index(h)),
    until: b.until,
  })),
  written: -1,
  retreats: new Map(),
}));
interface Memo {
  bars: { side: number; hexes: Int32Array; until: number }[];
  written: number;
  /** Per triggers and side: the hexes closed to a retreat (retreatBars). */
  retreats: Map<number, readonly number[]>;
}

/** The definition's bars as hex indices, read once. */
function memoOf(ctx: Context): Memo | null {
  const data = (ctx.data as AdvancedData).bars;
  return data?.length ? barsOf(ctx) : null;
}

/** Gives the board the bars that hold in state s (before a flood fill: syncBoard). */
export function syncBars(ctx: Context, s: State): void {
  const memo = memoOf(ctx);
  if (!memo) return;
  if (memo.written === s.triggers) return;
  memo.written = s.triggers;
  ctx.board.barred.fill(0);
  // a bar lifted by a trigger stays lifted (A-F.4: for good)
  for (const b of memo.bars) if ((b.until & s.triggers) === 0) ctx.board.setBarred(b.hexes, b.side, true);
}

/**
 * The hexes closed to a retreat of `side` in state s (combat/retreat.ts):
 * every bar that holds. A-F.4: Israel retreats into Lebanon no more than it
 * moves there; A-F.5: Israel never retreats into Jordan. A-F.5 lets an Arab
 * unit retreat into Jordan when it has no other hex: on the reconstructed
 * Golan map the Yarmouk, a river with no bridge, is Jordan's whole border,
 * and a retreat crosses a river only at a bridge (A-F, digest), so no
 * retreat reaches Jordan and the bar stands for both sides (rules-notes.md).
 */
export function retreatBars(ctx: Context, s: State, side: number): readonly number[] {
  const memo = memoOf(ctx);
  if (!memo) return [];
  const key = s.triggers * ctx.sides.length + side;
  let hexes = memo.retreats.get(key);
  if (!hexes) {
    const holding = memo.bars.filter((b) => b.side === side && (b.until & s.triggers) === 0);
    hexes = [...new Set(holding.flatMap((b) => [...b.hexes]))];
    memo.retreats.set(key, hexes);
  }
  return hexes;
}
