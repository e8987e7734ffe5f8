// B-O airborne troops: paratroop drops (O.1) and helicopter flights (O.2),
// their survival die and its modifiers, no movement after landing, and the
// attack they owe at half strength, at once or in the combat phase.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { only } from '../setup.js';

const israeliAir = (turn = 2, more: Position = {}): Position => ({ turn, side: 'israeli', phase: 'air', ...more });
const egyptianAir = (turn = 4, more: Position = {}): Position => ({ turn, side: 'egyptian', phase: 'air', ...more });
const waiting = (...ids: string[]): Position => ({ units: Object.fromEntries(ids.map((id) => [id, 'waiting'])) });
/** B-O.1: a drop declared, then rolled (the same words twice). */
const drop = (g: Game, unit: string, hex: string): void => {
  g.apply({ type: 'drop', unit, hex });
  g.apply({ type: 'drop', unit, hex });
};

describe('B-O.1 paratroops', () => {
  it('B-O.1 a para kept off the map drops as infantry on a land hex no enemy holds; Israel loses it on a 1', async () => {
    const g = await only({ 'eg-90-inf': '2019' }, israeliAir(2, waiting('il-35-para')));
    expect(() => g.apply({ type: 'drop', unit: 'il-35-para', hex: '2019' })).toThrow(/B-O\.1/); // enemy-held
    expect(() => g.apply({ type: 'drop', unit: 'il-35-para', hex: '0101' })).toThrow(/B-O\.1/); // water
    g.forceDice([2]);
    drop(g, 'il-35-para', '2021');
    expect(g.unit('il-35-para')).toMatchObject({
      hex: '2021',
      type: 'paratroops',
      strength: 4,
      landing: 'drop',
      airborne: true,
    });
    const lost = await only({ 'eg-90-inf': '2019' }, israeliAir(2, waiting('il-35-para')));
    lost.forceDice([1]);
    drop(lost, 'il-35-para', '2021');
    expect(lost.unit('il-35-para').location).toBe('eliminated');
  });

  it('B-O.1 not before its arrival turn, and only from off the map', async () => {
    const early = await only({}, israeliAir(2, waiting('il-247-para')));
    expect(() => early.apply({ type: 'drop', unit: 'il-247-para', hex: '2021' })).toThrow(/B-O\.1/);
    const landed = await only({ 'il-35-para': '2020' }, israeliAir(3));
    expect(() => landed.apply({ type: 'drop', unit: 'il-35-para', hex: '2021' })).toThrow(/B-O\.1/);
  });

  it('B-O.1 the die: −1 for Israel and +1 for Egypt per SAM covering the hex; Egypt loses it on 1 or 2', async () => {
    const il = await only({ 'eg-sam-1': '2023' }, israeliAir(2, waiting('il-35-para')));
    il.forceDice([2]); // 2 - 1 = 1: lost
    drop(il, 'il-35-para', '2021');
    expect(il.unit('il-35-para').location).toBe('eliminated');
    const eg = await only({ 'eg-sam-1': '2023' }, egyptianAir(4, waiting('eg-182-para')));
    eg.forceDice([2]); // 2 + 1 = 3: lands
    drop(eg, 'eg-182-para', '2021');
    expect(eg.unit('eg-182-para').location).toBe('map');
    const bare = await only({}, egyptianAir(4, waiting('eg-182-para')));
    bare.forceDice([2]);
    drop(bare, 'eg-182-para', '2021');
    expect(bare.unit('eg-182-para').location).toBe('eliminated');
  });

  it('B-O.1 two paratroops declared into one hex before any roll both roll with −1', async () => {
    const g = await only({}, egyptianAir(4, waiting('eg-182-para', 'eg-150-para')));
    g.apply({ type: 'drop', unit: 'eg-182-para', hex: '2021' }); // declared: no die yet
    g.apply({ type: 'drop', unit: 'eg-150-para', hex: '2021' });
    expect(g.unit('eg-182-para')).toMatchObject({ hex: '2021', landing: 'declared-pair' });
    g.forceDice([3, 3]);
    g.apply({ type: 'drop', unit: 'eg-182-para', hex: '2021' }); // 3 - 1 = 2: lost
    g.apply({ type: 'drop', unit: 'eg-150-para', hex: '2021' }); // 3 - 1 = 2: lost
    expect([g.unit('eg-182-para').location, g.unit('eg-150-para').location]).toEqual(['eliminated', 'eliminated']);
  });

  it('B-O.1 a unit dropped where one has landed this phase: −1; a declared drop is rolled before the phase ends', async () => {
    const g = await only({}, egyptianAir(4, waiting('eg-182-para', 'eg-150-para')));
    g.forceDice([3, 3]);
    drop(g, 'eg-182-para', '2021'); // 3: lands
    g.apply({ type: 'drop', unit: 'eg-150-para', hex: '2021' });
    expect(() => g.endPhase()).toThrow(/B-O\.1/);
    expect(() => g.apply({ type: 'drop', unit: 'eg-150-para', hex: '2022' })).toThrow(/B-O\.1/); // where declared
    g.apply({ type: 'drop', unit: 'eg-150-para', hex: '2021' }); // 3 - 1 = 2: lost
    expect([g.unit('eg-182-para').location, g.unit('eg-150-para').location]).toEqual(['map', 'eliminated']);
    g.endPhase();
  });

  it('B-O.1 a dropped unit does not move that player-turn', async () => {
    const g = await only({}, israeliAir(2, waiting('il-35-para')));
    g.forceDice([6]);
    drop(g, 'il-35-para', '2021');
    g.endPhase();
    expect(g.phase).toBe('movement-1');
    expect(g.whyCannotMove('il-35-para')?.rule).toBe('B-O.1');
  });

  it('B-O.1 an attack at once: at half strength, without support; the enemy may be attacked again in the combat phase', async () => {
    const g = await only(
      { 'eg-90-inf': '2019', 'il-art-162': '2017', 'il-14-armd': '1919' },
      israeliAir(2, waiting('il-35-para')),
    );
    g.forceDice([6]);
    drop(g, 'il-35-para', '2020');
    expect(g.combatOdds(['il-35-para'], ['2019']).attack).toBe(2); // 4 halved
    expect(() =>
      g.apply({ type: 'attack', attackers: ['il-35-para'], defenders: ['2019'], artillery: ['il-art-162'] }),
    ).toThrow(/B-O\.1/);
    expect(() => g.apply({ type: 'attack', attackers: ['il-14-armd'], defenders: ['2019'], artillery: [] })).toThrow(
      /B-O\.1/,
    );
    g.forceDice([5]); // 2 against 4, 1-2, die 5: D1
    g.apply({ type: 'attack', attackers: ['il-35-para'], defenders: ['2019'], artillery: [] });
    g.apply({ type: 'reduce', unit: 'eg-90-inf' });
    while (g.phase !== 'combat') g.endPhase();
    g.forceDice([6]); // B-I.3 exception: eg-90 attacked again; il-35 has attacked once already
    expect(() => g.apply({ type: 'attack', attackers: ['il-35-para'], defenders: ['2019'], artillery: [] })).toThrow(
      /B-I\.3/,
    );
    g.apply({ type: 'attack', attackers: ['il-14-armd'], defenders: ['2019'], artillery: [] });
    expect(g.unit('eg-90-inf').location).toBe('eliminated');
  });

  it('B-O.1 or in the combat phase, with support, still at half strength: the combat phase may not end before it', async () => {
    const g = await only({ 'eg-90-inf': '2019', 'il-art-162': '2017' }, israeliAir(2, waiting('il-35-para')));
    g.forceDice([6]);
    drop(g, 'il-35-para', '2020');
    while (g.phase !== 'combat') g.endPhase();
    expect(() => g.endPhase()).toThrow(/B-O\.1/);
    expect(g.combatOdds(['il-35-para'], ['2019'], { artillery: ['il-art-162'] }).attack).toBe(4);
    g.forceDice([1]);
    g.apply({ type: 'attack', attackers: ['il-35-para'], defenders: ['2019'], artillery: ['il-art-162'] });
    while (g.pending) g.apply(g.legalActions()[0]!);
    g.endPhase();
  });
});

describe('B-O.2 helicopters', () => {
  it('B-O.2 Arab commandos fly up to 10 hexes by helicopter, at the paratroops’ risk', async () => {
    const g = await only({ 'eg-cdo-2a-3': '2018', 'il-14-armd': '2030' }, egyptianAir());
    expect(() => g.apply({ type: 'heli', unit: 'eg-cdo-2a-3', hex: '2029' })).toThrow(/B-O\.2/); // 11 hexes
    g.forceDice([3]);
    g.apply({ type: 'heli', unit: 'eg-cdo-2a-3', hex: '2028' });
    expect(g.unit('eg-cdo-2a-3')).toMatchObject({ hex: '2028', landing: 'heli' });
    const lost = await only({ 'eg-cdo-2a-3': '2018' }, egyptianAir());
    lost.forceDice([2]);
    lost.apply({ type: 'heli', unit: 'eg-cdo-2a-3', hex: '2022' });
    expect(lost.unit('eg-cdo-2a-3').location).toBe('eliminated');
  });

  it('B-O.2 the greater risk prevails: one hex of the flight outside SAM cover and the +1 is lost', async () => {
    // eg-sam-1 covers column 20 from 2017 to 2027; 2028 is beyond its 5 hexes
    const covered = await only({ 'eg-cdo-2a-3': '2018', 'eg-sam-1': '2022' }, egyptianAir());
    covered.forceDice([2]);
    covered.apply({ type: 'heli', unit: 'eg-cdo-2a-3', hex: '2026' }); // 2 + 1: lands
    expect(covered.unit('eg-cdo-2a-3').location).toBe('map');
    const out = await only({ 'eg-cdo-2a-3': '2018', 'eg-sam-1': '2022' }, egyptianAir());
    out.forceDice([2]);
    out.apply({ type: 'heli', unit: 'eg-cdo-2a-3', hex: '2028' }); // 2028 uncovered: lost
    expect(out.unit('eg-cdo-2a-3').location).toBe('eliminated');
  });

  it('B-O.2 never over an enemy unit; an Israeli para flies too, as para infantry from then on', async () => {
    const g = await only({ 'il-35-para': '2018', 'eg-90-inf': '2019' }, israeliAir(3));
    expect(() => g.apply({ type: 'heli', unit: 'il-35-para', hex: '2019' })).toThrow(/B-O\.2/);
    expect(g.unit('il-35-para')).toMatchObject({ type: 'paratroops-mechanised', strength: 5 });
    g.forceDice([4]);
    g.apply({ type: 'heli', unit: 'il-35-para', hex: '2022' });
    expect(g.unit('il-35-para')).toMatchObject({ type: 'paratroops', strength: 4, airborne: true });
    expect(() => g.apply({ type: 'heli', unit: 'il-14-armd', hex: '2022' })).toThrow();
  });
});
