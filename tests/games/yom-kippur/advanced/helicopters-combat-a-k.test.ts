// A-K b, A-I: a helicopter under fire — in the air phase its cargo shares its
// fate (A-K[Air combat] a: A, R = D, D), on the ground it is a CF 0 counter
// that a retreat or a reduction eliminates.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import { airPhase, play, stage } from './air.js';
import { advancedOnly, G } from './positions.js';

const LIFT = { 'sy-heli-1': G('1905'), 'sy-82-cdo': G('1907'), 'il-188-armd': G('0712'), 'sy-70-armd': G('1902') };

/** The lift flown, found, intercepted by an Israeli I (6 against 1: 4-1) and attacked with `die`. */
async function intercepted(die: number): Promise<Game> {
  const g = await airPhase(LIFT, { side: 'egyptian' });
  play(g, `heli-raid sy-heli-1 sy-82-cdo ${G('1910')}`);
  play(g, 'pass');
  g.forceDice([1]);
  play(g, `detect ${G('1910')}`);
  play(g, `intercept il-air-i-1 ${G('1910')}`);
  play(g, 'pass');
  expect(stage(g)).toBe('air-combat');
  g.forceDice([die]);
  play(g, 'air-attack il-air-i-1 > sy-heli-1');
  return g;
}

describe('A-K b helicopters under fire', () => {
  it('A-K[Air combat] a the helicopter defends with T001[Air values]’ 1: one I attacks it at 4-1', async () => {
    const g = await intercepted(1);
    expect(g.log.some((l) => l.text.includes('attack sy-heli-1 at 4-1'))).toBe(true);
  });

  it('A-K[Air combat] a A: helicopter and cargo go back, undamaged, to where they were, and the cargo does not move', async () => {
    const g = await intercepted(2);
    expect([g.unit('sy-heli-1').hex, g.unit('sy-82-cdo').hex]).toEqual([G('1905'), G('1907')]);
    expect([g.unit('sy-heli-1').steps, g.unit('sy-82-cdo').steps]).toEqual([1, 2]);
    while (g.phase !== 'movement@golan') g.apply({ type: 'end' });
    expect(g.legalActions().some((a) => a.type === 'move' && a.unit === 'sy-82-cdo')).toBe(false);
  });

  it('A-K[Air combat] a R: R = D for the helicopter, its cargo reduced and set down all the same', async () => {
    const g = await intercepted(3);
    expect(g.unit('sy-heli-1').location).toBe('eliminated');
    expect([g.unit('sy-82-cdo').location, g.unit('sy-82-cdo').hex, g.unit('sy-82-cdo').steps]).toEqual([
      'map',
      G('1910'),
      1,
    ]);
  });

  it('A-K[Air combat] a D: helicopter and cargo are both destroyed', async () => {
    const g = await intercepted(4);
    expect([g.unit('sy-heli-1').location, g.unit('sy-82-cdo').location]).toEqual(['eliminated', 'eliminated']);
  });

  it('A-K b a helicopter attacked alone on the ground (CF 0) is eliminated automatically, whatever the die', async () => {
    const g = await advancedOnly(
      { 'il-188-armd': G('1909'), 'sy-heli-1': G('1910'), 'sy-70-armd': G('1902') },
      { turn: 2, side: 'israeli', phase: 'combat@golan' },
    );
    g.forceDice([1]);
    g.apply({ type: 'attack', attackers: ['il-188-armd'], defenders: [G('1910')], artillery: [] });
    expect(g.unit('sy-heli-1').location).toBe('eliminated');
    expect(g.unit('il-188-armd').steps).toBe(2);
  });

  it('A-I a retreat result eliminates a helicopter stacked with other units', async () => {
    const g = await advancedOnly(
      { 'il-188-armd': G('1909'), 'sy-heli-1': G('1910'), 'sy-68-infa': G('1910'), 'sy-70-armd': G('1902') },
      { turn: 2, side: 'israeli', phase: 'combat@golan' },
    );
    // a 6-4 attack (1-1) rolls until the defender retreats
    for (let die = 1; die <= 6; die++) {
      const copy = g.clone();
      copy.forceDice([die]);
      copy.apply({ type: 'attack', attackers: ['il-188-armd'], defenders: [G('1910')], artillery: [] });
      const text = copy.log.find((l) => l.event.type === 'combat')!.text;
      if (!/DR|R\b/.test(text)) continue;
      expect(copy.unit('sy-heli-1').location).toBe('eliminated');
      return;
    }
    throw new Error('no die gave a retreat');
  });
});
