import { describe, expect, it } from 'vitest';
import { reach, settle, smallGame } from '../../../support/small-game.js';

const I = 'israeli' as const,
  E = 'egyptian' as const;

describe('9.0 first Game-Turn confusion', () => {
  it('9.1 a unit that begins its first-turn Movement Phase in an enemy ZOC may not move', async () => {
    const g = await smallGame({
      units: [
        ['a', I, 'armor', 4, 12],
        ['b', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      position: { turn: 1, side: 'israeli', phase: 'movement', units: { a: '0403', b: '0101', d: '0404' } },
    });
    expect(g.reachable('a').size).toBe(0);
    expect(() => g.move('a', '0402')).toThrowError(expect.objectContaining({ code: 'first-turn-zoc', rule: '9.1' }));
    expect(g.reachable('b').size).toBeGreaterThan(0);
  });

  it('9.1 after the first Game-Turn such a unit may leave normally', async () => {
    const g = await smallGame({
      units: [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      position: { turn: 2, side: 'israeli', phase: 'movement', units: { a: '0403', d: '0404' } },
    });
    expect(reach(g, 'a')['0402']).toBe(1);
  });

  it('9.2 on the first Game-Turn every unit next to an enemy must attack before the phase ends', async () => {
    const g = await smallGame({
      units: [
        ['a', I, 'armor', 4, 12],
        ['b', I, 'armor', 2, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      position: { turn: 1, side: 'israeli', phase: 'combat', units: { a: '0403', b: '0405', d: '0404' } },
      dice: [1],
    });
    expect(g.warnings().map((w) => w.rule)).toContain('9.2');
    expect(() => g.endPhase()).toThrowError(expect.objectContaining({ code: 'must-attack', rule: '9.2' }));
    g.attack(['a', 'b'], 'd');
    settle(g);
    g.endPhase();
    expect(g.side).toBe('egyptian');
  });

  it('9.2 a unit whose only adjacent enemies were already attacked is excused (5.4)', async () => {
    const g = await smallGame({
      units: [
        ['a', I, 'armor', 4, 12],
        ['b', I, 'armor', 2, 12],
        ['d', E, 'infantry', 9, 8],
      ],
      position: { turn: 1, side: 'israeli', phase: 'combat', units: { a: '0403', b: '0405', d: '0404' } },
      dice: [2],
    });
    g.attack(['a'], 'd'); // -5: Ar
    settle(g);
    expect(g.warnings().map((w) => w.rule)).not.toContain('9.2');
    g.endPhase();
  });

  it('9.2 binds the Egyptian player too', async () => {
    const g = await smallGame({
      units: [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      position: { turn: 1, side: 'egyptian', phase: 'combat', units: { a: '0403', d: '0404' } },
    });
    expect(() => g.endPhase()).toThrowError(expect.objectContaining({ rule: '9.2' }));
  });
});

describe('10.0 night Game-Turns', () => {
  it('10.0 on Game-Turns 1, 4 and 7 every Movement Allowance is two less', async () => {
    for (const [turn, max] of [
      [1, 2],
      [2, 4],
      [3, 4],
      [4, 2],
      [5, 4],
      [6, 4],
      [7, 2],
    ] as const) {
      const g = await smallGame({
        units: [
          ['a', I, 'armor', 4, 4],
          ['d', E, 'infantry', 2, 8],
        ],
        columns: 12,
        rows: 12,
        position: { turn, side: 'israeli', phase: 'movement', units: { a: '0606', d: '1212' } },
      });
      expect(Math.max(...g.reachable('a').values()), `turn ${turn}`).toBe(max);
      expect(g.isNight, `turn ${turn}`).toBe(max === 2);
    }
  });
});

describe('3.0 sequence of play', () => {
  it('3.0 Israeli movement, Israeli combat, Egyptian movement, Egyptian combat, seven times, then the game ends', async () => {
    const g = await smallGame({
      units: [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      position: { units: { a: '0101', d: '0808' } },
    });
    const seen: string[] = [];
    g.addEventListener('phase', (e) =>
      seen.push(
        `${(e as CustomEvent).detail.turn} ${(e as CustomEvent).detail.side} ${(e as CustomEvent).detail.phase}`,
      ),
    );
    expect([g.turn, g.side, g.phase]).toEqual([1, 'israeli', 'movement']);
    while (g.phase !== 'over') g.endPhase();
    expect(seen.slice(0, 4)).toEqual([
      '1 israeli combat',
      '1 egyptian movement',
      '1 egyptian combat',
      '2 israeli movement',
    ]);
    expect(seen).toHaveLength(4 * 7);
    expect(g.turn).toBe(7);
    expect(g.winner).toBe('egyptian');
  });

  it('3.0 a player moves and attacks only with his own units, in his own phases', async () => {
    const g = await smallGame({
      units: [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      position: { turn: 2, units: { a: '0403', d: '0404' } },
    });
    expect(() => g.move('d', '0405')).toThrowError(expect.objectContaining({ code: 'not-your-unit', rule: '3.0' }));
    expect(() => g.attack(['a'], 'd')).toThrowError(expect.objectContaining({ code: 'not-combat-phase', rule: '3.0' }));
    g.endPhase();
    expect(() => g.move('a', '0402')).toThrowError(
      expect.objectContaining({ code: 'not-movement-phase', rule: '3.0' }),
    );
  });
});
