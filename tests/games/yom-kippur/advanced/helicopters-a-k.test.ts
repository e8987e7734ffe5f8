// A-K b helicopters (src/games/yom-kippur/advanced/air/helicopters.ts): the
// flight with its pick-up and drop, the raid counter it makes, and the
// record line and position that carry it.
import { describe, expect, it } from 'vitest';
import { createAdvanced, theAdvancedData } from '../../../../src/games/yom-kippur/advanced/game.js';
import { airPhase, lines, play, refusal } from './air.js';
import { advancedOnly, arabMove, G } from './positions.js';

/** A Syrian helicopter, the 82nd commandos two hexes from it, an Israeli tank brigade far off (GT 2, Arab air phase). */
const LIFT = { 'sy-heli-1': G('1905'), 'sy-82-cdo': G('1907'), 'il-188-armd': G('0712'), 'sy-70-armd': G('1902') };
const arabAir = (placed: Record<string, string> = LIFT, turn = 2) => airPhase(placed, { side: 'egyptian', turn });

describe('A-K b helicopters', () => {
  it('A-B the helicopters are counters of their own on the map: CF 0, MF 10, carrying paras and commandos', () => {
    const helis = theAdvancedData().units.filter((u) => u.kind === 'helicopter');
    expect(helis.map((u) => u.id)).toEqual(['sy-heli-1', 'sy-heli-2']);
    for (const u of helis) {
      expect([u.strength, u.movement, u.start !== undefined]).toEqual([[0], 10, true]);
      expect((u as { carries?: string[] }).carries).toEqual(['paratroops', 'commandos']);
    }
  });

  it('A-K b a flight is listed as helicopter, cargo and drop hex, and its record line reads back', async () => {
    const g = await arabAir();
    const flights = lines(g).filter((l) => l.startsWith('heli-raid '));
    expect(flights).toContain(`heli-raid sy-heli-1 sy-82-cdo ${G('1910')}`);
    const a = g.legalActions().find((x) => x.type === ('heli-raid' as never))!;
    expect(Object.keys(a).sort()).toEqual(['cargo', 'helicopter', 'hex', 'type']);
    const [word, ...args] = g.rules.codec.format(a).split(' ');
    expect(g.rules.codec.parse(word!, args, 1)).toEqual(a);
    play(g, `heli-raid sy-heli-1 sy-82-cdo ${G('1910')}`);
    // the pair stands over the drop hex, one raid counter (A-K[Placement])
    expect([g.unit('sy-heli-1').hex, g.unit('sy-82-cdo').hex]).toEqual([G('1910'), G('1910')]);
    expect(g.log.at(-1)!.text).toContain('(A-K b)');
  });

  it('A-K b one unit per helicopter per turn: a helicopter that has flown does not fly again this player-turn', async () => {
    const g = await arabAir({ ...LIFT, 'sy-cdo-2': G('1906') });
    play(g, `heli-raid sy-heli-1 sy-82-cdo ${G('1910')}`);
    expect(refusal(g, `heli-raid sy-heli-1 sy-cdo-2 ${G('1909')}`)).toEqual({ code: 'flown', rule: 'A-K b' });
  });

  it('A-K b a helicopter carries paras and commandos only', async () => {
    const g = await arabAir();
    expect(refusal(g, `heli-raid sy-heli-1 sy-70-armd ${G('1910')}`)).toEqual({ code: 'not-carried', rule: 'A-K b' });
  });

  it('A-K b the flight: 10 hexes at most in all, the pick-up in a hex flown through, never over an enemy unit', async () => {
    // 2 hexes to the commandos, then 8 more: 10 in all; 9 more is one too many
    const g = await arabAir();
    expect(lines(g)).toContain(`heli-raid sy-heli-1 sy-82-cdo ${G('1915')}`);
    expect(refusal(g, `heli-raid sy-heli-1 sy-82-cdo ${G('1916')}`)).toEqual({ code: 'out-of-reach', rule: 'A-K b' });
    // an Israeli unit between the helicopter and the commandos: the flight goes round it, one hex longer
    const round = await arabAir({ ...LIFT, 'il-188-armd': G('1906') });
    expect(refusal(round, `heli-raid sy-heli-1 sy-82-cdo ${G('1915')}`)).toEqual({
      code: 'out-of-reach',
      rule: 'A-K b',
    });
    expect(lines(round)).toContain(`heli-raid sy-heli-1 sy-82-cdo ${G('1914')}`);
  });

  it('A-K b the cargo comes down on a land hex no enemy holds, with room for it (B-G.1)', async () => {
    const g = await arabAir({ ...LIFT, 'sy-78-armo': G('1910'), 'sy-68-infa': G('1910') });
    expect(refusal(g, `heli-raid sy-heli-1 sy-82-cdo ${G('1910')}`)).toEqual({ code: 'stack-full', rule: 'B-G.1' });
    expect(refusal(g, `heli-raid sy-heli-1 sy-82-cdo ${G('0712')}`).code).toMatch(/out-of-reach|no-landing/);
  });

  it('A-K[Detection] a helicopter and its cargo are one raid counter: one die on 1–2', async () => {
    const g = await arabAir();
    play(g, `heli-raid sy-heli-1 sy-82-cdo ${G('1910')}`);
    play(g, 'pass');
    g.forceDice([3]);
    play(g, `detect ${G('1910')}`);
    expect(g.log.find((l) => l.text.startsWith('Raid of'))!.text).toMatch(/^Raid of 1 .*not detected/);
  });

  it('A-F.4 a commando set down in Lebanon by helicopter fires the Lebanon trigger', async () => {
    const g = await arabAir({ ...LIFT, 'sy-heli-1': G('0609'), 'sy-82-cdo': G('0609') });
    expect((g.position() as { triggers?: string[] }).triggers ?? []).not.toContain('lebanon');
    play(g, `heli-raid sy-heli-1 sy-82-cdo ${G('0506')}`);
    expect((g.position() as { triggers?: string[] }).triggers).toContain('lebanon');
  });

  it('A-K b the flight state is in the position, read back in the middle of the air phase', async () => {
    const g = await arabAir();
    play(g, `heli-raid sy-heli-1 sy-82-cdo ${G('1910')}`);
    const p = g.position();
    expect((p as { air?: { lifts?: unknown } }).air?.lifts).toEqual({
      'sy-heli-1': { from: G('1905'), cargo: 'sy-82-cdo', cargoFrom: G('1907') },
    });
    const again = await createAdvanced({ seed: 1, seats: 2, position: p });
    expect(again.position()).toEqual(p);
  });

  it('A-K b units lifted this player-turn do not move in the movement phase; the helicopter never moves on the ground', async () => {
    const g = await advancedOnly({ ...LIFT, 'sy-heli-1': G('1910'), 'sy-82-cdo': G('1910') }, {
      ...arabMove(),
      air: {
        stage: 'raids',
        lifts: { 'sy-heli-1': { from: G('1905'), cargo: 'sy-82-cdo', cargoFrom: G('1907') } },
      },
    } as never);
    const movers = new Set(g.legalActions().flatMap((a) => (a.type === 'move' ? [a.unit] : [])));
    expect(movers.has('sy-70-armd')).toBe(true);
    expect([movers.has('sy-82-cdo'), movers.has('sy-heli-1')]).toEqual([false, false]);
  });
});
