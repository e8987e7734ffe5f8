// A-Use and A-C: both maps on one board, both fronts' forces set up.
import { describe, expect, it } from 'vitest';
import { createAdvanced, theAdvancedData } from '../../../../src/games/yom-kippur/advanced/game.js';
import { G } from './positions.js';

const data = theAdvancedData();
const feature = (f: string) => new Set(data.map.features![f]);

describe('A-Use: both maps on one board', () => {
  it('the Golan lies 12 off-map columns east of the Sinai: no hex of one map is within reach of the other', async () => {
    const g = await createAdvanced({ seed: 1 });
    const [sinai, golan] = data.map.regions;
    expect(golan!.column - (sinai!.column + sinai!.columns)).toBe(12);
    expect(g.distance('2817', G('0117'))).toBeGreaterThan(10); // helicopters' 10, the longest reach of any rule
    expect(g.terrainAt('3517')).toBeNull();
  });

  it('createGame names the advanced game and its seats; the record states them', async () => {
    const g = await createAdvanced({ seed: 1, seats: 3 });
    expect(g.rules.descriptor.id).toBe('yom-kippur-advanced');
    expect(g.rules.descriptor.sides.map((s) => s.id)).toEqual(['egyptian', 'syrian', 'israeli']);
    expect(g.toRecord()).toContain('"seats":3');
  });
});

describe('A-C setting up', () => {
  it('A-C Syria: every unit of a division stands on its division’s symbol', async () => {
    const g = await createAdvanced({ seed: 1 });
    const placed = data.units.filter(
      (u) => u.front === 'golan' && u.formation.match(/(Infantry|Armoured) Div$/) && u.nation === 'Syria',
    );
    expect(placed.length).toBe(18);
    for (const u of placed) {
      const hex = g.unit(u.id).hex!;
      const symbol = [...Object.keys(data.map.features!)].find((f) => f.startsWith('setup-sy-') && feature(f).has(hex));
      expect(symbol, u.id).toMatch(/^setup-sy-\d-(inf|armd)-div$/);
    }
  });

  it('A-C Israel, Golan: the two Kiryat Shmona infantry on Kiryat Shmona, the others inside Israel, all 8 forts placed', async () => {
    const g = await createAdvanced({ seed: 1 });
    expect(g.unit('il-ks-inf-1').hex).toBe(G('0408'));
    expect(g.unit('il-ks-inf-2').hex).toBe(G('0408'));
    for (const id of ['il-188-armd', 'il-golani-inf', 'il-nc-mech'])
      expect(feature('israel').has(g.unit(id).hex!), id).toBe(true);
    const forts = g.units().filter((u) => u.kind === 'fort' && u.id.startsWith('fort-il-golan'));
    expect(forts.map((f) => f.hex).sort()).toEqual([...feature('fort-israeli')].sort());
  });

  it('A-C Syria: the four SAMs east of the second fortified line', async () => {
    const g = await createAdvanced({ seed: 1 });
    const line = (data.map['fortifiedLines'] as { second: [string, string][] }).second.flat();
    const east = Math.max(...line.map((h) => Number(h.slice(0, 2))));
    const sams = g.sams().filter((s) => s.id.startsWith('sy-sam'));
    expect(sams.length).toBe(4);
    for (const s of sams) expect(Number(s.hex!.slice(0, 2)), s.id).toBeGreaterThan(east);
  });

  it('A-L: Israel has 20 recovery points, the Arabs 10', async () => {
    const g = await createAdvanced({ seed: 1 });
    expect(data.scenario.recovery.points).toEqual({ israeli: 20, egyptian: 10 });
    expect(g.recoveryPoints()).toEqual({ egyptian: 10, israeli: 20 });
  });
});
