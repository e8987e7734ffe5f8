// The bridge in combat, on the real map (issue 15): the situations where a
// retreat, an advance or a set-up position could do what a move may not.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/across-suez/game.js';
import { smallGame, type SmallGameSpec } from '../../../support/small-game.js';
import type { Position } from '../../../../src/games/across-suez/types.js';

const egyptianCombat = (units: Position['units'], dice: number[], extra: Partial<Position> = {}) =>
  Game.create({ position: { turn: 2, side: 'egyptian', phase: 'combat', units, ...extra }, dice });
const retreatOptions = (g: Game, id: string) => (g.pending as { options: Record<string, string[]> }).options[id];
const advances = (g: Game) => g.legalActions().filter((a) => a.type === 'advance' && a.unit !== null);

describe('6.3–6.5, 14.2 the bridge in combat', () => {
  it('6.3 Ar: the attackers retreat away from the defender, even from the bridge, which has no Zone of Control', async () => {
    // 16/2 on 0211 attacks the bridge on 0112: +1, Bar Lev one column left, die 4 → Ar
    const g = await egyptianCombat({ bridge: '0112', '16-2': '0211' }, [4]);
    expect(g.attack(['16-2'], 'bridge').result).toBe('Ar');
    // 0111 and 0212 are vacant and in no Israeli ZOC, but still next to the bridge
    expect(retreatOptions(g, '16-2')!.sort()).toEqual(['0210', '0311', '0312']);
    expect(() => g.retreat('16-2', '0212')).toThrowError(expect.objectContaining({ code: 'unsafe-hex', rule: '6.4' }));
    g.retreat('16-2', '0311');
    expect(g.unit('16-2').hex).toBe('0311');
  });

  it('6.4 an attacker of the bridge with no hex away from it is destroyed', async () => {
    // 16/2 on Matzmed: its only land neighbours, 0111, 0211 and 0212, all touch the bridge on 0211
    const g = await egyptianCombat({ bridge: '0211', '16-2': '0112' }, [4]);
    expect(g.attack(['16-2'], 'bridge').result).toBe('Ar');
    expect(g.unit('16-2').location).toBe('eliminated');
    expect(g.pending).toMatchObject({ kind: 'advance', units: ['bridge'], options: ['0112'] });
  });

  it('14.2 the bridge advancing off Matzmed after combat loses the game at once, like a move off it', async () => {
    const g = await egyptianCombat({ bridge: '0112', '16-2': '0211' }, [4]);
    g.attack(['16-2'], 'bridge');
    g.retreat('16-2', '0311');
    expect(g.pending).toMatchObject({ kind: 'advance', units: ['bridge'], options: ['0211'] });
    g.advance('bridge', '0211');
    expect([g.phase, g.winner, g.reason]).toEqual(['over', 'egyptian', 'bridge-moved']);
  });

  it('14.2 a bridge that advances onto Matzmed is placed there: leaving it later loses the game', async () => {
    const g = await egyptianCombat({ bridge: '0211', '16-2': '0112' }, [4]);
    g.attack(['16-2'], 'bridge');
    g.advance('bridge', '0112');
    expect(g.position().bridgePlaced).toBe(true);
    g.endPhase(); // Israeli Movement Phase, Game-Turn 3
    g.move('bridge', '0111');
    expect([g.phase, g.winner, g.reason]).toEqual(['over', 'egyptian', 'bridge-moved']);
  });

  it('14.2 the bridge advances after combat only into clear and road hexes', async () => {
    // 16/2 attacks the bridge on 0410 from 0511 (sand, no road): Ar, and the bridge may not follow
    const g = await egyptianCombat({ bridge: '0410', '16-2': '0511' }, [4]);
    expect(g.attack(['16-2'], 'bridge').result).toBe('Ar');
    g.retreat('16-2', '0611');
    expect(g.pending).toBeNull(); // no advance to decide
    expect(() => g.advance('bridge', '0511')).toThrowError(expect.objectContaining({ code: 'no-advance' }));
    expect(g.unit('bridge').hex).toBe('0410');
    // from 0311 (clear) it may
    const open = await egyptianCombat({ bridge: '0410', '16-2': '0311' }, [4]);
    open.attack(['16-2'], 'bridge');
    open.retreat('16-2', retreatOptions(open, '16-2')![0]!);
    expect(open.pending).toMatchObject({ kind: 'advance', units: ['bridge'], options: ['0311'] });
  });

  it('14.2 a pending advance set up in a position still keeps the bridge to clear and road hexes', async () => {
    const g = await egyptianCombat({ bridge: '0410', '16-2': '0611' }, [], {
      side: 'egyptian',
      pending: { kind: 'advance', units: ['bridge'], hexes: ['0511'] },
    });
    expect(advances(g)).toEqual([]);
    expect(() => g.advance('bridge', '0511')).toThrowError(
      expect.objectContaining({ code: 'bridge-terrain', rule: '14.2' }),
    );
  });

  it('14.2 the bridge retreats onto Matzmed and is placed there', async () => {
    // Dr: the bridge on 0211 retreats from 16/2 on 0311 and 16/3 on 0210 into 0112, its one safe hex (Sharon holds 0212)
    const g = await egyptianCombat({ bridge: '0211', sharon: '0212', '16-2': '0311', '16-3': '0210' }, [1]);
    expect(g.attack(['16-2', '16-3'], 'bridge').result).toBe('Dr');
    expect(retreatOptions(g, 'bridge')).toEqual(['0112']);
    g.retreat('bridge', '0112');
    expect(g.position().bridgePlaced).toBe(true);
  });
});

describe('set-up positions obey what a move obeys', () => {
  it('14.2 a position may not put the bridge on a hex it could not enter', async () => {
    await expect(Game.create({ position: { units: { bridge: '0511' } } })).rejects.toThrowError(/0511.*14\.2/);
  });

  it('11.2 a position may not put the bridge across the canal', async () => {
    await expect(Game.create({ position: { units: { bridge: 'crossed' } } })).rejects.toThrowError(/11\.2/);
  });

  it('14.2 a position may not mark the bridge placed once it has left Matzmed', async () => {
    await expect(
      Game.create({ position: { turn: 3, units: { bridge: '0211' }, bridgePlaced: true } }),
    ).rejects.toThrowError(/bridgePlaced.*14\.2/);
    const over = await Game.create({
      position: {
        phase: 'over',
        units: { bridge: '0211' },
        bridgePlaced: true,
        winner: 'egyptian',
        reason: 'bridge-moved',
      },
    });
    expect(over.reason).toBe('bridge-moved');
  });
});

describe('6.4, 6.5 retreats and advances cross only what a move may cross', () => {
  const I = 'israeli' as const,
    E = 'egyptian' as const;
  const units: SmallGameSpec['units'] = [
    ['a', I, 'armor', 12, 12],
    ['d', E, 'infantry', 2, 8],
  ];
  const combat = (hexsides: Record<string, [string, string][]>) =>
    smallGame({
      units,
      map: { hexsides },
      position: { turn: 2, side: 'israeli', phase: 'combat', units: { a: '0403', d: '0404' } },
      dice: [1],
    });

  it('6.5 an advance never crosses a hexside wholly covered by lake', async () => {
    const open = await combat({});
    expect(open.attack(['a'], 'd').result).toBe('De');
    expect(open.pending).toMatchObject({ kind: 'advance', units: ['a'], options: ['0404'] });
    const shut = await combat({ blocked: [['0403', '0404']] });
    expect(shut.attack(['a'], 'd').result).toBe('De');
    expect(shut.pending).toBeNull();
  });

  it('6.4 a retreat never crosses a hexside wholly covered by lake', async () => {
    const g = await smallGame({
      units,
      map: { hexsides: { blocked: [['0404', '0405']] } },
      position: { turn: 2, side: 'israeli', phase: 'combat', units: { a: '0403', d: '0404' } },
      dice: [3],
    });
    expect(g.attack(['a'], 'd').result).toBe('Dr');
    expect(retreatOptions(g, 'd')).toEqual(['0505', '0305']); // 0405 lies behind the lake
    expect(() => g.retreat('d', '0405')).toThrowError(expect.objectContaining({ code: 'closed-hexside', rule: '4.2' }));
  });
});
