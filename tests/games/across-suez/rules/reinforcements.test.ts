import { describe, expect, it } from 'vitest';
import { reach, smallGame } from '../../../support/small-game.js';

const I = 'israeli' as const,
  E = 'egyptian' as const;

describe('7.0 reinforcements', () => {
  it('7.1 a reinforcement pays the entry hex like any move, 1/2 on a road, with its full Movement Allowance', async () => {
    const g = await smallGame({
      units: [
        ['r', I, 'armor', 4, 6, { turn: 2, hex: '0804' }],
        ['e', E, 'infantry', 1, 8],
      ],
      map: {
        hexsides: {
          road: [
            ['0804', '0704'],
            ['0704', '0604'],
          ],
        },
        hexes: { '0805': 'sand' },
      },
      position: { turn: 2, side: 'israeli', phase: 'movement', units: { r: 'reinforcement', e: '0101' } },
    });
    const r = reach(g, 'r');
    expect(r['0804']).toBe(0.5);
    expect(r['0704']).toBe(1);
    expect(r['0604']).toBe(1.5);
    expect(r['0805']).toBe(3.5);
    g.move('r', '0704');
    expect(g.unit('r')).toMatchObject({ location: 'map', hex: '0704' });
    expect(reach(g, 'r')['0404']).toBe(2.5); // road to 0604 (1/2), then two clear hexes
  });

  it('7.1 a reinforcement may attack in its Player-Turn of arrival', async () => {
    const g = await smallGame({
      units: [
        ['r', I, 'armor', 4, 6, { turn: 2, hex: '0804' }],
        ['e', E, 'infantry', 1, 8],
      ],
      position: { turn: 2, side: 'israeli', phase: 'movement', units: { r: 'reinforcement', e: '0704' } },
      dice: [1],
    });
    g.move('r', '0804'); // next to e
    g.endPhase();
    expect(g.attackers('e')).toEqual(['r']);
  });

  it('7.2 if the arrival hex holds an enemy unit, the reinforcement enters at the closest hexes that allow a legal move', async () => {
    const g = await smallGame({
      units: [
        ['r', I, 'armor', 4, 6, { turn: 2, hex: '0804' }],
        ['e', E, 'infantry', 1, 8],
      ],
      position: { turn: 2, side: 'israeli', phase: 'movement', units: { r: 'reinforcement', e: '0804' } },
    });
    const r = reach(g, 'r');
    expect(r['0804']).toBeUndefined();
    // every hex next to 0804 is in e's ZOC: the unit enters there and stops
    expect(Object.keys(r).sort()).toEqual(['0704', '0705', '0803', '0805']);
  });

  it('7.2 an arrival hex in an enemy ZOC takes one unit, which stops there', async () => {
    const g = await smallGame({
      units: [
        ['r1', I, 'armor', 4, 6, { turn: 2, hex: '0804' }],
        ['r2', I, 'armor', 4, 6, { turn: 2, hex: '0804' }],
        ['e', E, 'infantry', 1, 8],
      ],
      position: {
        turn: 2,
        side: 'israeli',
        phase: 'movement',
        units: { r1: 'reinforcement', r2: 'reinforcement', e: '0704' },
      },
    });
    expect(Object.keys(reach(g, 'r1'))).toEqual(['0804']);
    g.move('r1', '0804');
    expect(g.whyCannotMove('r1')?.rule).toBe('4.5');
    // the arrival hex now holds r1: r2 is diverted to the closest hexes with a legal move
    const r2 = Object.keys(reach(g, 'r2'));
    expect(r2).not.toContain('0804');
    expect(r2.length).toBeGreaterThan(0);
  });

  it('7.3 reinforcements may be delayed and brought in on a later Game-Turn', async () => {
    const g = await smallGame({
      units: [
        ['r', I, 'armor', 4, 6, { turn: 2, hex: '0804' }],
        ['e', E, 'infantry', 1, 8],
      ],
      position: { turn: 2, side: 'israeli', phase: 'movement', units: { r: 'reinforcement', e: '0101' } },
    });
    expect(g.warnings().map((w) => w.rule)).toContain('7.3');
    for (let i = 0; i < 4; i++) g.endPhase();
    expect(g.turn).toBe(3);
    expect(g.reachable('r').size).toBeGreaterThan(0);
  });

  it('7.4 a reinforcement may not enter before its Game-Turn', async () => {
    const g = await smallGame({
      units: [
        ['r', I, 'armor', 4, 6, { turn: 3, hex: '0804' }],
        ['e', E, 'infantry', 1, 8],
      ],
      position: { turn: 2, side: 'israeli', phase: 'movement', units: { r: 'reinforcement', e: '0101' } },
    });
    expect(g.reachable('r').size).toBe(0);
    expect(() => g.move('r', '0804')).toThrowError(expect.objectContaining({ code: 'not-arrived', rule: '7.4' }));
  });
});
