// A-F.4 Lebanon: the Arabs move there freely, Israel only once an Arab unit
// has entered it (for good). A-F.5 Jordan: nobody moves into it (an Arab
// unit may only retreat there). Both are bars on the moving side's flood
// fill (the kernel's per-side barred hexes): a barred hex is neither a
// destination nor a hex a move passes through.
import { describe, expect, it } from 'vitest';
import { theAdvancedData } from '../../../../src/games/yom-kippur/advanced/game.js';
import { advancedOnly, arabMove, G, israeliMove } from './positions.js';

const feature = (f: string) => new Set(theAdvancedData().map.features![f]);
const LEBANON = feature('lebanon');
const JORDAN = feature('jordan');

describe('A-F.4 Lebanon, A-F.5 Jordan', () => {
  it('A-F.4 an Israeli unit may not enter Lebanon while no Arab unit has', async () => {
    const g = await advancedOnly(
      { 'il-188-armd': G('0108'), 'sy-70-armd': G('1210'), 'il-14-armd': '2010' },
      israeliMove(),
    );
    const reach = [...g.reachable('il-188-armd').keys()];
    expect(reach.length).toBeGreaterThan(0);
    expect(reach.filter((h) => LEBANON.has(h))).toEqual([]);
    expect(g.legalActions().some((a) => a.type === 'move' && LEBANON.has(a.hex))).toBe(false);
    expect(() => g.apply({ type: 'move', unit: 'il-188-armd', hex: G('0107') })).toThrow();
  });

  it('A-F.4 once an Arab unit has entered Lebanon, Israel may enter it too, for good', async () => {
    const g = await advancedOnly(
      { 'il-188-armd': G('0108'), 'sy-70-armd': G('0606'), 'il-14-armd': '2010' },
      arabMove(),
    );
    g.apply({ type: 'move', unit: 'sy-70-armd', hex: G('0506') }); // Lebanon: the Arabs move there freely
    while (g.phase !== 'movement-1@golan') g.apply({ type: 'end' });
    expect([...g.reachable('il-188-armd').keys()].some((h) => LEBANON.has(h))).toBe(true);
    g.apply({ type: 'move', unit: 'il-188-armd', hex: G('0107') });
    expect(g.unit('il-188-armd').hex).toBe(G('0107'));
  });

  it('A-F.5 neither side moves into Jordan', async () => {
    const israeli = await advancedOnly(
      { 'il-188-armd': G('0420'), 'sy-70-armd': G('1210'), 'il-14-armd': '2010' },
      israeliMove(),
    );
    expect([...israeli.reachable('il-188-armd').keys()].filter((h) => JORDAN.has(h))).toEqual([]);
    const arab = await advancedOnly(
      { 'il-188-armd': G('0108'), 'sy-70-armd': G('1119'), 'il-14-armd': '2010' },
      arabMove(),
    );
    const reach = [...arab.reachable('sy-70-armd').keys()];
    expect(reach.length).toBeGreaterThan(0);
    expect(reach.filter((h) => JORDAN.has(h))).toEqual([]);
  });
});
