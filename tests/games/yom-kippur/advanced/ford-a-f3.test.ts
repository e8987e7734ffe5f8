// A-F.3 the ford: a river hexside crossed away from its bridges by a unit
// that began the player-turn beside it, for its whole movement factor.
import { describe, expect, it } from 'vitest';
import { advancedOnly, arabMove, G, israeliMove } from './positions.js';

/** An Israeli unit on the Sinai too: no sudden death (A-M). */
const sinai = { 'il-14-armd': '2010' };

describe('A-F.3 fording a river', () => {
  it('A-F.3 a Syrian brigade beside the Ruqqad fords it for its whole MF, where the way round costs more', async () => {
    const g = await advancedOnly({ 'sy-70-armd': G('1119'), ...sinai }, arabMove());
    const mf = g.unit('sy-70-armd').movement;
    expect(g.reachable('sy-70-armd').get(G('1218'))).toBe(mf);
    expect(g.path('sy-70-armd', G('1218'))).toEqual([G('1119'), G('1218')]);
    g.apply({ type: 'move', unit: 'sy-70-armd', hex: G('1218') });
    expect(g.unit('sy-70-armd').hex).toBe(G('1218'));
  });

  it('A-F.3 only into the hex across: a ford ends the move', async () => {
    const g = await advancedOnly({ 'sy-70-armd': G('1119'), ...sinai }, arabMove());
    const beyond = ['1318', '1319', '1217'].map(G).filter((h) => g.path('sy-70-armd', h).includes(G('1218')));
    expect(beyond).toEqual([]);
  });

  it('A-F.3 an Israeli unit fords in its first movement phase, not in its second (ours)', async () => {
    const first = await advancedOnly({ 'il-golani-inf': G('1119'), ...sinai }, israeliMove());
    const mf = first.unit('il-golani-inf').movement;
    expect(first.path('il-golani-inf', G('1218'))).toEqual([G('1119'), G('1218')]);
    expect(first.reachable('il-golani-inf').get(G('1218'))).toBe(mf);
    const second = await advancedOnly(
      { 'il-golani-inf': G('1119'), ...sinai },
      { turn: 2, side: 'israeli', phase: 'movement-2@golan' },
    );
    expect(second.reachable('il-golani-inf').has(G('1218'))).toBe(false);
  });

  it('A-F.3 the Sinai has no river: the basic game offers no ford', async () => {
    const g = await advancedOnly(
      { 'eg-90-inf': '0512', 'il-188-armd': G('0314') },
      { turn: 2, side: 'egyptian', phase: 'movement@sinai' },
    );
    expect(g.reachable('eg-90-inf').has('0612')).toBe(false); // the canal is no river: bridges only (B-G.4a)
  });
});
