// A-M: the advanced game's victory points and its sudden death.
import { describe, expect, it } from 'vitest';
import { advancedOnly, G, israeliMove } from './positions.js';

const items = (g: Awaited<ReturnType<typeof advancedOnly>>, side: string) =>
  g.victoryPoints().ifEndedNow[side]!.items.map((i) => `${i.rule} ${i.vp} ${i.what}`);

describe('A-M victory points', () => {
  it('A-M Israel: 20 for Damascus and 5 for each other Syrian town occupied', async () => {
    const g = await advancedOnly(
      { 'il-188-armd': G('1902'), 'il-nc-mech': G('0910'), 'il-14-armd': '2010' },
      israeliMove(),
    );
    expect(items(g, 'israeli')).toEqual([
      'A-M 20 1 hex(es) of damascus occupied',
      'A-M 5 1 hex(es) of town-syrian occupied',
    ]);
  });

  it('A-M the Arabs: 10 for each Israeli town occupied, 2 for the Syrian fort intact', async () => {
    const g = await advancedOnly(
      {
        'sy-70-armd': G('0408'),
        'sy-68-infa': G('0314'),
        'fort-sy-golan-1': G('0906'),
        'il-188-armd': G('0712'),
        'il-14-armd': '2010',
      },
      israeliMove(),
    );
    expect(items(g, 'egyptian')).toContain('A-M 20 2 hex(es) of town-israeli occupied');
    expect(items(g, 'egyptian')).toContain('B-R.1 2 1 intact fort(s)');
    // the Israeli forts score for Israel only, the Syrian fort for the Arabs only
    expect(items(g, 'israeli').some((i) => i.includes('fort'))).toBe(false);
  });

  it('A-M[Note] sudden death: Israel loses at once when a player-turn ends with no Israeli ground unit on one map', async () => {
    // Israel has a unit on the Sinai and only forts on the Golan: the Arab player-turn ends, Israel has lost
    const g = await advancedOnly(
      { 'il-14-armd': '2010', 'fort-il-golan-1': G('0806'), 'sy-70-armd': G('1902') },
      { turn: 2, side: 'egyptian', phase: 'combat@golan' },
    );
    g.apply({ type: 'end' });
    expect(g.isOver).toBe(true);
    expect(g.winningSide).toBe('arab');
    // the game ends before GT 9's count: the end-of-game points are not added, and the invariants know it
    expect(g.invariants()).toEqual([]);
  });

  it('A-M[Note] no sudden death while Israel holds ground on both maps', async () => {
    const g = await advancedOnly(
      { 'il-14-armd': '2010', 'il-188-armd': G('0712'), 'sy-70-armd': G('1902') },
      { turn: 2, side: 'egyptian', phase: 'combat@golan' },
    );
    g.apply({ type: 'end' });
    expect(g.isOver).toBe(false);
    expect(g.phasingSide).toBe('israeli');
  });
});
