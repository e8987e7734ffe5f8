// B-G.1, B-M.1a and B-F as the rules' invariants and the position check see
// them: each crowded hex is named once, and a check leaves nothing behind that
// the next one would count (its tallies are kept between calls).
import { describe, expect, it } from 'vitest';
import '../../../src/games/yom-kippur/index.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { PositionError } from '../../../src/engine/position-error.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { yomKippurRules } from '../../../src/games/yom-kippur/rules.js';
import { MAP, type State } from '../../../src/games/yom-kippur/state.js';

async function searchState(): Promise<{ ctx: Context; s: State }> {
  const root = (await Game.create({ seed: 1 })).searchRoot();
  return { ctx: root.ctx as Context, s: root.state as State };
}

/** Units of a kind and side standing on the map. */
const standing = (ctx: Context, s: State, of: readonly number[], side: number) =>
  of.filter((u) => s.loc[u] === MAP && ctx.unitSide[u] === side);

const stackingOf = (ctx: Context, s: State) =>
  yomKippurRules.invariants(ctx, s).filter((v) => /\((B-G\.1|B-M\.1a|B-F)\)$/.test(v));

describe('stacking violations (B-G.1, B-M.1a, B-F)', () => {
  it('B-G.1: three brigades in a hex are named once, and the next check of a legal state finds none', async () => {
    const { ctx, s } = await searchState();
    expect(stackingOf(ctx, s)).toEqual([]);
    const [a, b, c] = standing(ctx, s, ctx.ground, 1);
    const before = [s.hex[b!]!, s.hex[c!]!];
    s.hex[b!] = s.hex[c!] = s.hex[a!]!;
    expect(stackingOf(ctx, s)).toEqual([`3 brigades stacked in ${ctx.board.id(s.hex[a!]!)} (B-G.1)`]);
    s.hex[b!] = before[0]!;
    s.hex[c!] = before[1]!;
    expect(stackingOf(ctx, s)).toEqual([]);
  });

  it('B-M.1a: two SAMs in a hex; B-F: enemies in one hex', async () => {
    const { ctx, s } = await searchState();
    const sams = ctx.sams.filter((u) => s.loc[u] === MAP);
    expect(sams.length).toBeGreaterThanOrEqual(2);
    s.hex[sams[1]!] = s.hex[sams[0]!]!;
    const israeli = standing(ctx, s, ctx.ground, 1)[0]!;
    const egyptian = standing(ctx, s, ctx.ground, 0)[0]!;
    s.hex[egyptian] = s.hex[israeli]!;
    expect(stackingOf(ctx, s).sort()).toEqual(
      [
        `2 SAMs in ${ctx.board.id(s.hex[sams[0]!]!)} (B-M.1a)`,
        `enemies share ${ctx.board.id(s.hex[israeli]!)} (B-F)`,
      ].sort(),
    );
  });

  it('B-G.1: a position with three brigades in a hex is refused', async () => {
    const { ctx, s } = await searchState();
    const [a, b, c] = standing(ctx, s, ctx.ground, 1).map((u) => ctx.units[u]!.id);
    const hex = ctx.board.id(s.hex[ctx.unitIndex.get(a!)!]!);
    const start = (await Game.create({ seed: 1 })).position();
    const position = { ...start, units: { ...start.units, [b!]: hex, [c!]: hex } };
    await expect(Game.create({ position })).rejects.toThrow(PositionError);
    await expect(Game.create({ position })).rejects.toThrow(/3 brigades stacked in \d{4} \(B-G\.1\)/);
  });
});
