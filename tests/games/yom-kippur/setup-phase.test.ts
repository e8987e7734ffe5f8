// B-D setting up: the zones each counter may start in, the standard set-up
// inside them, and the set-up phase a game may open with (`setup: true`),
// in which the Egyptian player places his counters within their zones.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { RulesError } from '../../../src/engine/rules-error.js';

describe('B-D set-up zones', () => {
  it('B-D the standard set-up puts every counter inside its zone', async () => {
    const g = await Game.create({ seed: 1 });
    for (const u of g.units()) {
      const zone = g.setupHexes(u.id);
      if (zone.length) expect(zone, u.id).toContain(u.hex);
    }
  });

  it('B-D[Israel] Israeli units and forts start on their printed symbols: no choice', async () => {
    const g = await Game.create({ seed: 1 });
    expect(g.setupHexes('il-14-armd')).toEqual(['0916']);
    expect(g.setupHexes('fort-orkal')).toEqual([]);
    expect(g.setupHexes('il-421-armd')).toEqual([]); // a reinforcement (B-B)
  });

  it('B-D[Egypt] SAMs west of the canal off its hexsides, artillery on them, the armoured divisions on their symbols, the rest within 2 hexes east', async () => {
    const g = await Game.create({ seed: 1 });
    const sam = g.setupHexes('eg-sam-1');
    expect(sam).toContain('0411');
    expect(sam).not.toContain('0512'); // west bank, but on a canal hexside
    expect(sam).not.toContain('0613'); // east bank
    const art = g.setupHexes('eg-art-18');
    expect(art).toContain('0512');
    expect(art).not.toContain('0411');
    expect(g.setupHexes('eg-1-armd')).toEqual(['0420', '0421']); // 21st Armoured
    const inf = g.setupHexes('eg-90-inf');
    expect(inf).toContain('0612'); // on the canal: distance 1
    expect(inf).toContain('0712'); // distance 2
    expect(inf).not.toContain('0812'); // distance 3
    expect(inf).not.toContain('0512'); // west bank
  });

  it('B-D, B-M.1b the red lines at the canal mouths are canal hexsides for every set-up zone: no SAM on them, artillery may, east-bank units count them as the canal', async () => {
    const g = await Game.create({ seed: 1 });
    const mouthsWest = ['0503', '0519', '0620', '0722', '1133']; // west-bank hexes on a red line, no canal hexside
    const sam = g.setupHexes('eg-sam-1');
    const art = g.setupHexes('eg-art-18');
    for (const h of mouthsWest) {
      expect(sam, h).not.toContain(h);
      expect(art, h).toContain(h);
    }
    const inf = g.setupHexes('eg-90-inf');
    for (const h of ['0603', '0618', '0720', '0821', '1225', '1232']) expect(inf, h).toContain(h); // east of a red line: distance 1
  });
});

describe('B-D the set-up phase', () => {
  it('opens with the Egyptian player placing within the zones, each counter once, then GT 1 begins with the Israeli player-turn', async () => {
    const g = await Game.create({ seed: 1, setup: true });
    expect([g.turn, g.phasingSide, g.phase]).toEqual([1, 'egyptian', 'setup']);
    expect(g.toRecord()).toContain('position {"side":"egyptian","phase":"setup"}');
    const places = g.legalActions().filter((a) => a.type === 'place');
    expect(places.length).toBeGreaterThan(100);
    expect(places.every((a) => a.type === 'place' && g.setupHexes(a.unit).includes(a.hex))).toBe(true);
    g.apply({ type: 'place', unit: 'eg-sam-1', hex: '0310' });
    expect(g.unit('eg-sam-1').hex).toBe('0310');
    expect(() => g.apply({ type: 'place', unit: 'eg-sam-1', hex: '0311' })).toThrow(/already been placed/);
    expect(() => g.apply({ type: 'place', unit: 'eg-90-inf', hex: '0812' })).toThrow(RulesError);
    expect(() => g.apply({ type: 'place', unit: 'il-14-armd', hex: '0915' })).toThrow(/B-D/);
    expect(() => g.apply({ type: 'place', unit: 'eg-sam-2', hex: '0420' })).not.toThrow(); // SAMs do not count for stacking
    expect(() => g.apply({ type: 'move', unit: 'eg-90-inf', hex: '0712' })).toThrow(RulesError); // no movement at set-up
    g.apply({ type: 'end' });
    expect([g.turn, g.phasingSide, g.phase]).toEqual([1, 'israeli', 'air']);
    expect(() => g.apply({ type: 'place', unit: 'eg-90-inf', hex: '0712' })).toThrow(/set-up only/);
    const again = await Game.fromRecord(g.toRecord());
    expect(again.position()).toEqual(g.position());
    expect(again.unit('eg-sam-2').hex).toBe('0420');
  });

  it('B-G.1 stacking holds at set-up', async () => {
    const g = await Game.create({ seed: 1, setup: true });
    // 0612 holds eg-90-inf: one more brigade fits, a third does not
    g.apply({ type: 'place', unit: 'eg-134-inf', hex: '0612' });
    expect(() => g.apply({ type: 'place', unit: 'eg-136-mech', hex: '0612' })).toThrow(/B-G\.1/);
  });
});
