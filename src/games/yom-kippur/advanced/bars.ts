// A-F.4 Lebanon, A-F.5 Jordan: hexes barred to a side's moves until a
// trigger fires, or for good (advanced-scenario.json `bars`), written into
// the board's per-side barred hexes (the kernel's flood fill never enters
// them for that side). The board is the game definition's, so it is written
// again whenever a state with other triggers is synced (route-cache.ts, through
// the definition's extensions: extensions.ts `syncBars`).
import type { Context } from '../context.js';
import type { State } from '../state.js';
import type { AdvancedData } from './data.js';

/** Per game definition: each bar's side and hexes (indices), and the triggers the board was last written for (-1: never). */
const barsOf = new WeakMap<Context, { bars: { side: number; hexes: Int32Array; until: number }[]; written: number }>();

/** Gives the board the bars that hold in state s (before a flood fill: syncBoard). */
export function syncBars(ctx: Context, s: State): void {
  const data = (ctx.data as AdvancedData).bars;
  if (!data?.length) return;
  let memo = barsOf.get(ctx);
  if (!memo) {
    memo = {
      bars: data.map((b) => ({
        side: ctx.sideIndex.get(b.side)!,
        hexes: Int32Array.from(b.hexes, (h) => ctx.board.index(h)),
        until: b.until,
      })),
      written: -1,
    };
    barsOf.set(ctx, memo);
  }
  if (memo.written === s.triggers) return;
  memo.written = s.triggers;
  ctx.board.barred.fill(0);
  // a bar lifted by a trigger stays lifted (A-F.4: for good)
  for (const b of memo.bars) if ((b.until & s.triggers) === 0) ctx.board.setBarred(b.hexes, b.side, true);
}
