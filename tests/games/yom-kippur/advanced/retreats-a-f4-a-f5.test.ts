// A-F.4, A-F.5 retreats: a bar closes its hexes to the side's retreats as
// to its moves (combat/retreat.ts, the definition's retreatBars): Israel
// retreats into Lebanon only once an Arab unit has entered it, and never
// into Jordan; a unit left no other hex is reduced instead (B-I.3 f).
import { describe, expect, it } from 'vitest';
import { theAdvancedData } from '../../../../src/games/yom-kippur/advanced/game.js';
import { contextFor } from '../../../../src/games/yom-kippur/game-context.js';
import { advancedOnly, G } from './positions.js';

/** The Syrian armour in G0208 attacks the Israeli brigade in G0108, next to Lebanon (G0107); die 6 gives it D1. */
async function attackNextToLebanon(triggers: string[]) {
  const g = await advancedOnly({ 'il-188-armd': G('0108'), 'sy-70-armd': G('0208'), 'il-14-armd': '2010' }, {
    turn: 2,
    side: 'egyptian',
    phase: 'combat@golan',
    triggers,
  } as never);
  g.forceDice([6]);
  g.apply({ type: 'attack', attackers: ['sy-70-armd'], defenders: [G('0108')], artillery: [] });
  return g;
}

describe('A-F.4, A-F.5 retreats', () => {
  it('A-F.4 an Israeli unit does not retreat into Lebanon while no Arab unit has entered it: left no other hex, it is reduced (B-I.3 f)', async () => {
    const g = await attackNextToLebanon([]);
    expect(g.pending).toBeNull(); // no retreat to offer
    expect([g.unit('il-188-armd').hex, g.unit('il-188-armd').steps]).toEqual([G('0108'), 1]);
  });

  it('A-F.4 once an Arab unit has entered Lebanon, an Israeli unit may retreat there', async () => {
    const g = await attackNextToLebanon(['lebanon']);
    expect(g.pending).toMatchObject({ kind: 'retreat', side: 'israeli', units: ['il-188-armd'], hexes: 1 });
    expect(g.legalActions().flatMap((a) => (a.type === 'retreat' ? [a.hex] : []))).toEqual([G('0107')]);
    g.apply({ type: 'retreat', unit: 'il-188-armd', hex: G('0107') });
    expect(g.unit('il-188-armd').hex).toBe(G('0107'));
  });

  it('A-F.5 no retreat reaches Jordan: its whole border is the Yarmouk, a river with no bridge (retreats cross rivers at bridges only)', async () => {
    const data = theAdvancedData();
    const ctx = await contextFor(data);
    const jordan = new Set(data.map.features!['jordan']!.map((h) => ctx.board.index(h)));
    let border = 0;
    for (const j of jordan) {
      for (let d = 0; d < 6; d++) {
        const n = ctx.board.neighbour(j, d);
        if (n < 0 || jordan.has(n) || ctx.regionOf[n]! < 0) continue;
        expect(ctx.board.hasSide(j, d, 'river') && !ctx.board.hasSide(j, d, 'river-bridge'), ctx.board.id(n)).toBe(
          true,
        );
        border++;
      }
    }
    expect(border).toBeGreaterThan(10);
    expect(data.scenario.zoc.notAcross).toContain('river');
  });
});
