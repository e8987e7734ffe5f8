// A-K b helicopters (src/games/yom-kippur/advanced/air/helicopters.ts): the
// flight with its pick-up and drop, the raid counter it makes, and the
// record line and position that carry it.
import { describe, expect, it } from 'vitest';
import { theAdvancedData } from '../../../../src/games/yom-kippur/advanced/game.js';
import { airPhase, lines, play, refusal } from './air.js';
import { G } from './positions.js';

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
});
