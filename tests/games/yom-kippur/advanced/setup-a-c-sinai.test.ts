// A-C setting up on the Sinai: the basic game's set-up markings ignored,
// Israel free more than 5 hexes east of the canal, Egypt west of it with
// the Second Army north of the red road and the Third south, every fort
// placed; the standard set-up inside those zones, and a set-up phase in
// which the players place their counters anew (`setup: true`).
import { describe, expect, it } from 'vitest';
import { createAdvanced, theAdvancedData } from '../../../../src/games/yom-kippur/advanced/game.js';
import { RulesError } from '../../../../src/engine/rules-error.js';
import sinai from '../../../../data/yom-kippur/advanced-sinai.json';

const data = theAdvancedData();
/** East-bank hexes on the canal (a canal or red-line hexside): the bridge sites and the red lines' east ends. */
const onCanalEast = [...sinai.bridges.sites.map(([east]) => east!), '0603', '0618', '0720', '0821', '1225', '1232'];
const row = (h: string) => Number(h.slice(2));
const col = (h: string) => Number(h.slice(0, 2));

describe('A-C the Sinai set-up', () => {
  it('A-C Israel, Sinai: ground units start more than 5 hexes east of the canal, anywhere there (the digest corrects "west")', async () => {
    const g = await createAdvanced({ seed: 1 });
    const fromCanal = (h: string) => Math.min(...onCanalEast.map((c) => g.distance(h, c)));
    const zone = g.setupHexes('il-14-armd');
    expect(zone.length).toBeGreaterThan(200);
    for (const h of zone) expect(fromCanal(h), h).toBeGreaterThanOrEqual(5); // the canal hex is the first of the 5
    expect(zone.some((h) => fromCanal(h) === 5)).toBe(true); // the sixth hex from the canal is allowed
    expect(zone).not.toContain('0916'); // its basic set-up symbol, 3 hexes from the canal
    expect(g.setupHexes('il-sinai-mech')).toEqual(zone); // no symbols: one zone for every Israeli Sinai unit
  });

  it('A-C Egypt: every ground unit west of the canal, the Second Army north of the red road, the Third south of it', async () => {
    const g = await createAdvanced({ seed: 1 });
    const redRoad = new Map(sinai.redRoad.hexes.map((h) => [col(h), row(h)]));
    const second = g.setupHexes('eg-90-inf'); // 18th Infantry Division: the Second Army
    const third = g.setupHexes('eg-7div-inf-1'); // 7th Infantry Division: the Third Army
    expect(second).toContain('0512'); // El Qantara (west)
    expect(second).toContain('0420'); // the 21st Armoured's basic symbol: markings ignored, its army's zone
    expect(second).not.toContain('0612'); // east bank
    expect(third).toContain('1132'); // Suez
    expect(third).not.toContain('0512');
    for (const h of second) expect(row(h), h).toBeLessThan(redRoad.get(col(h)) ?? 24);
    for (const h of third) expect(row(h), h).toBeGreaterThan(redRoad.get(col(h)) ?? 24);
    for (const h of sinai.redRoad.hexes) expect([...second, ...third]).not.toContain(h); // the road itself: neither
    expect(g.setupHexes('eg-art-18')).toEqual(second); // artillery too, canal-side hexes included
    expect(g.setupHexes('eg-2-armd')).toEqual(third); // 4th Armoured: the Third Army
  });

  it('A-C every Sinai fort symbol holds a fort: 16, the black ones included', async () => {
    const g = await createAdvanced({ seed: 1 });
    const symbols = [...data.map.features!['fort-white']!, ...data.map.features!['fort-black']!];
    expect(symbols.length).toBe(16);
    const forts = g.units().filter((u) => u.kind === 'fort' && symbols.includes(u.hex!));
    expect(forts.map((f) => f.hex).sort()).toEqual(symbols.sort());
    expect(g.unit('fort-lahtzanit').hex).toBe('0607');
  });

  it('A-C the standard set-up puts every counter of both maps inside its advanced zone', async () => {
    const g = await createAdvanced({ seed: 1 });
    let checked = 0;
    for (const u of g.units()) {
      const zone = g.setupHexes(u.id);
      if (!zone.length || u.hex === null) continue;
      expect(zone, u.id).toContain(u.hex);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(80); // the Sinai's 38 ground units and 8 SAMs, the Golan's set-up
  });

  it('A-C with setup: true the Arab player places, then Israel, each within the advanced zones', async () => {
    const g = await createAdvanced({ seed: 1, setup: true });
    expect([g.phasingSide, g.phase]).toEqual(['arab', 'setup']);
    g.apply({ type: 'place', unit: 'eg-90-inf', hex: '0409' });
    expect(() => g.apply({ type: 'place', unit: 'eg-7div-inf-1', hex: '0409' })).toThrow(RulesError); // north of the road
    g.apply({ type: 'end' });
    expect([g.phasingSide, g.phase]).toEqual(['israeli', 'setup']);
    expect(() => g.apply({ type: 'place', unit: 'il-14-armd', hex: '0916' })).toThrow(/may not start/);
    g.apply({ type: 'place', unit: 'il-14-armd', hex: '1518' });
    g.apply({ type: 'end' });
    expect([g.turn, g.phasingSide, g.phase]).toEqual([1, 'arab', 'air@sinai']);
    expect(g.unit('il-14-armd').hex).toBe('1518');
  });
});
