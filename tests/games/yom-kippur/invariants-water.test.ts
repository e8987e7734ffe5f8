// B-G.5 as the rules' invariants see it (checked after every action of the
// fuzz): a counter standing in a water hex is named, unless it is the marine
// brigade, which may end a move afloat (B-G.5a).
import { describe, expect, it } from 'vitest';
import '../../../src/games/yom-kippur/index.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { yomKippurRules } from '../../../src/games/yom-kippur/rules.js';
import { MAP, type State } from '../../../src/games/yom-kippur/state.js';

describe('B-G.5 counters afloat, as the invariants see them', () => {
  it('a brigade put on a water hex is named; the marines there are not', async () => {
    const root = (await Game.create({ seed: 1 })).searchRoot();
    const [ctx, s] = [root.ctx as Context, root.state as State];
    const water = Array.from({ length: ctx.board.hexCount }, (_, h) => h).find(
      (h) => ctx.board.onMap(h) && ctx.board.hexHas(h, 'water'),
    )!;
    const afloat = (v: string) => v.endsWith('(B-G.5)');
    expect(yomKippurRules.invariants(ctx, s).filter(afloat)).toEqual([]);
    const brigade = ctx.ground.find((u) => s.loc[u] === MAP && ctx.units[u]!.type !== 'marines')!;
    const marines = ctx.units.findIndex((d) => d.type === 'marines');
    const [from, marinesFrom, marinesLoc] = [s.hex[brigade]!, s.hex[marines]!, s.loc[marines]!];
    s.hex[brigade] = water;
    expect(yomKippurRules.invariants(ctx, s).filter(afloat)).toEqual([
      `${ctx.units[brigade]!.id} afloat in ${ctx.board.id(water)} (B-G.5)`,
    ]);
    s.hex[brigade] = from;
    [s.hex[marines], s.loc[marines]] = [water, MAP];
    expect(yomKippurRules.invariants(ctx, s).filter(afloat)).toEqual([]);
    [s.hex[marines], s.loc[marines]] = [marinesFrom, marinesLoc];
  });
});
