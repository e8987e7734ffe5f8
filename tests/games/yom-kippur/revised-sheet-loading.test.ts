// T003, the revised sheet (data/yom-kippur/tables-revised.json), loads only with a game on the revised tables
// (data.ts loadRevisedTables, from rules.ts loadPositionReader), and its tables join the kernel of a context made
// before it loaded (combat/tables.ts withRevisedTables).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { yomKippur } from '../../../src/games/yom-kippur/data.js';

describe('T003 loads with a game on the revised tables', () => {
  it('a game on the rulebook tables never loads the revised sheet; a revised game then reads it, in the same context', async () => {
    const standard = await Game.create({
      seed: 1,
      position: { turn: 1, side: 'israeli', phase: 'movement-1' } as never,
    });
    expect(standard.tables).toBe('standard');
    expect(yomKippur.tables.revised).toEqual({});
    const index = (standard as unknown as { ctx: { tableIndex: { ground: { revised: number[] }; samFire: number } } })
      .ctx.tableIndex;
    expect([index.ground.revised, index.samFire]).toEqual([[], -1]);

    const revised = await Game.create({
      seed: 1,
      tables: 'revised',
      position: { turn: 1, side: 'israeli', phase: 'movement-1' } as never,
    });
    expect((revised as unknown as { ctx: unknown }).ctx).toBe((standard as unknown as { ctx: unknown }).ctx);
    expect(yomKippur.tables.revised).toHaveProperty('crt');
    expect(index.ground.revised).toHaveLength(2);
    // T003[Air] "Tirs de SAM": a SAM under the aircraft fires at die − 0: r, rr, Rrr, RRr, DRR, DDR
    expect(revised.samThreat('il-air-1', '0411').sams[0]!.fire).toEqual({
      none: 0,
      'turned back': 1 / 3,
      reduced: 1 / 3,
      destroyed: 1 / 3,
    });
  });
});
