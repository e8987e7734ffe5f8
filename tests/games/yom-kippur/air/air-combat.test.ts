// Air combat from the tables (A-K, for the advanced game; the basic game has
// no interception, B-N): T001[Air-Arab/Israel] and T003[Air], and how T003's
// letters fall on the aircraft.
import { describe, expect, it } from 'vitest';
import { airCombatOdds, airCombatResult } from '../../../../src/games/yom-kippur/air/air-combat-odds.js';
import { hitsOn } from '../../../../src/games/yom-kippur/air/air-combat.js';
import { contextFor } from '../../../../src/games/yom-kippur/game-context.js';
import { loadRevisedTables, yomKippur } from '../../../../src/games/yom-kippur/data.js';
import { advancedData } from '../../../../src/games/yom-kippur/advanced/data.js';

// T003's sheet, which a game on the revised tables loads with its position, read here without one
await loadRevisedTables();
const ctx = await contextFor(yomKippur);
const EG = ctx.sideIndex.get('egyptian')!;
const IL = ctx.sideIndex.get('israeli')!;

describe('T001 air combat tables', async () => {
  // the advanced definition's: the basic game carries no T001 air table (advanced-tables.json)
  const adv = await contextFor(advancedData());
  const [EG, IL] = [adv.sideIndex.get('egyptian')!, adv.sideIndex.get('israeli')!];
  it('A-K[Example] the Arab interceptors at 2-1 roll 3: "–"; reduced, at 4-1 they roll 3: A (repulsed)', () => {
    expect(airCombatResult(adv, 'standard', EG, 6, 3, 3)).toBe('-');
    expect(airCombatResult(adv, 'standard', EG, 4, 1, 3)).toBe('A');
  });

  it('A-K[Example] against the table: Israel at 1-2 rolling 4 reads A, not the example’s reductions (the table governs)', () => {
    expect(airCombatResult(adv, 'standard', IL, 3, 6, 4)).toBe('A');
  });

  it('A-K odds below 1-3 are forbidden, above 4-1 read 4-1', () => {
    expect(airCombatOdds(adv, 'standard', IL, 1, 4).allowed).toBe(false);
    const o = airCombatOdds(adv, 'standard', IL, 12, 1);
    expect([o.ratio, o.column, o.results['D']]).toEqual(['12-1', '4-1', 3 / 6]);
  });
});

describe('T003[Air] air combat', () => {
  it('T003[Air] Israel adds 1 to the die: at 1-1 a 6 reads row 7, DRR', () => {
    expect(airCombatResult(ctx, 'revised', IL, 6, 6, 6)).toBe('DRR');
    expect(airCombatResult(ctx, 'revised', EG, 6, 6, 6)).toBe('RRr');
    expect(airCombatOdds(ctx, 'revised', IL, 6, 6).dieModifier).toBe(1);
  });

  it('T003[Air] below 1-3 reads 1-3, above 4-1 reads 4-1', () => {
    expect(airCombatOdds(ctx, 'revised', EG, 1, 9)).toMatchObject({ column: '1-3', allowed: true });
    expect(airCombatOdds(ctx, 'revised', EG, 9, 1).column).toBe('4-1');
  });

  it('T003[Air] each letter hits one aircraft; with fewer aircraft the most severe letters apply first', () => {
    expect(hitsOn('DRR', 1)).toEqual(['D']);
    expect(hitsOn('DRR', 2)).toEqual(['D', 'R']);
    expect(hitsOn('Rrr', 3)).toEqual(['R', 'r', 'r']);
    expect(hitsOn('-', 2)).toEqual([]);
  });
});
