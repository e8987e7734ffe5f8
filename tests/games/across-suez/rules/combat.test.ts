import { describe, expect, it } from 'vitest';
import { smallGame, type SmallGameSpec } from '../../../support/small-game.js';

const I = 'israeli' as const,
  E = 'egyptian' as const;
// Around 0404 (an even column, so half a hex low): 0403 N, 0504 NE, 0505 SE, 0405 S, 0305 SW, 0304 NW.
const combatAt = (units: SmallGameSpec['units'], at: Record<string, string>, extra: Partial<SmallGameSpec> = {}) =>
  smallGame({ units, position: { turn: 2, side: 'israeli', phase: 'combat', units: at }, ...extra });

describe('5.0 combat pre-conditions', () => {
  it('5.1 a unit is never forced to attack (after the first Game-Turn)', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404' },
    );
    g.endPhase();
    expect(g.side).toBe('egyptian');
  });

  it('5.2 an attack is against one adjacent enemy-occupied hex', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
        ['x', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404', x: '0707' },
    );
    expect(() => g.attack(['a'], 'x')).toThrowError(expect.objectContaining({ code: 'not-adjacent' }));
    expect(g.targets()).toEqual(['d']);
  });

  it('5.3 no unit may participate in more than one attack per Combat Phase', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 9, 12],
        ['d', E, 'infantry', 2, 8],
        ['d2', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404', d2: '0402' },
      { dice: [1] },
    );
    g.attack(['a'], 'd');
    g.advance(null);
    expect(() => g.attack(['a'], 'd2')).toThrowError(expect.objectContaining({ rule: '5.3' }));
  });

  it('5.4 no unit may be the object of more than one attack per Combat Phase', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 1, 12],
        ['b', I, 'armor', 1, 12],
        ['d', E, 'infantry', 6, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      { dice: [3] },
    );
    g.attack(['a'], 'd'); // -5: Ar
    g.retreat(
      'a',
      g.pending!.kind === 'retreat' ? (g.pending as { options: Record<string, string[]> }).options['a']![0]! : '',
    );
    g.advance(null);
    expect(() => g.attack(['b'], 'd')).toThrowError(expect.objectContaining({ rule: '5.4' }));
    expect(g.targets()).toEqual([]);
  });

  it('5.5 several adjacent units combine their strengths into one attack', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 4, 12],
        ['b', I, 'armor', 3, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
    );
    expect(g.attackers('d').sort()).toEqual(['a', 'b']);
    expect(g.combatOdds(['a', 'b'], 'd').differential).toBe(5);
    expect(g.combatOdds(['a'], 'd').differential).toBe(2);
  });

  it('5.6 a unit forced off the map is eliminated instead', async () => {
    // d in the corner: its only hexes on the map are in the attackers' ZOC
    const g = await combatAt(
      [
        ['a', I, 'armor', 5, 12],
        ['b', I, 'armor', 5, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0102', b: '0201', d: '0101' },
      { dice: [3] },
    );
    expect(g.attack(['a', 'b'], 'd').result).toBe('Dr');
    expect(g.unit('d').location).toBe('eliminated');
    expect(g.pending).toMatchObject({ kind: 'advance', side: 'israeli', options: ['0101'] });
  });
});

describe('6.0 combat resolution', () => {
  it('6.1 once the die is thrown the attack stands: it cannot be undone', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404' },
      { dice: [4] },
    );
    g.attack(['a'], 'd');
    expect(g.canUndo).toBe(false);
    expect(() => g.undo()).toThrow();
  });

  it('6.2 a differential past either end of the table uses the end column', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 20, 12],
        ['b', I, 'armor', 1, 12],
        ['d', E, 'infantry', 12, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
    );
    expect(g.combatOdds(['a'], 'd')).toMatchObject({ differential: 8, column: 5 });
    expect(g.combatOdds(['a', 'b'], 'd')).toMatchObject({ differential: 9, column: 6, columnLabel: '+9 or more' });
    expect(g.combatOdds(['b'], 'd')).toMatchObject({ differential: -11, column: 0, columnLabel: '-3 or less' });
  });

  it('6.2 the outcome distribution of a column is exact', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404' },
    );
    // +2: Dr Dr Dr Dr Ee Ar
    expect(g.combatOdds(['a'], 'd').outcomes).toEqual({ Ae: 0, Ar: 1 / 6, Ee: 1 / 6, Dr: 4 / 6, De: 0 });
  });

  it('6.3 Ae: every attacking unit is destroyed and the defender may advance', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 1, 12],
        ['b', I, 'armor', 1, 12],
        ['d', E, 'infantry', 6, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      { dice: [4] },
    );
    expect(g.attack(['a', 'b'], 'd').result).toBe('Ae');
    expect([g.unit('a').location, g.unit('b').location]).toEqual(['eliminated', 'eliminated']);
    expect(g.pending).toEqual({ kind: 'advance', side: 'egyptian', units: ['d'], options: ['0403', '0405'] });
    g.advance('d', '0405');
    expect(g.unit('d').hex).toBe('0405');
  });

  it('6.3 Ar: every attacking unit retreats one hex, then the defender may advance', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 1, 12],
        ['d', E, 'infantry', 6, 8],
      ],
      { a: '0403', d: '0404' },
      { dice: [1] },
    );
    expect(g.attack(['a'], 'd').result).toBe('Ar');
    const p = g.pending!;
    expect(p).toMatchObject({ kind: 'retreat', side: 'israeli', units: ['a'] });
    const options = (p as { options: Record<string, string[]> }).options['a']!;
    expect(options.sort()).toEqual(['0303', '0402', '0503']); // 0304 and 0504 are in d's ZOC
    g.retreat('a', '0402');
    expect(g.pending).toMatchObject({ kind: 'advance', side: 'egyptian', units: ['d'], options: ['0403'] });
    g.advance(null);
    expect(g.pending).toBeNull();
  });

  it('6.3 Ee: the defender is destroyed and the attacker loses at least its printed strength', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 3, 12],
        ['b', I, 'infantry', 2, 8],
        ['c', I, 'armor', 1, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0405', c: '0504', d: '0404' },
      { dice: [6] },
    );
    expect(g.attack(['a', 'b', 'c'], 'd').result).toBe('Ee'); // +4, combined arms +1 → +6 +7 +8, die 6
    expect(g.unit('d').location).toBe('eliminated');
    expect(g.pending).toEqual({ kind: 'exchange', side: 'israeli', units: ['a', 'b', 'c'], options: { strength: 2 } });
    expect(() => g.exchange(['c'])).toThrowError(expect.objectContaining({ code: 'exchange-too-small', rule: '6.3' }));
    g.exchange(['b']);
    expect(g.unit('b').location).toBe('eliminated');
    expect(g.pending).toMatchObject({ kind: 'advance', units: ['a', 'c'], options: ['0404'] });
    g.advance('c');
    expect(g.unit('c').hex).toBe('0404');
  });

  it('6.3 Ee: a lone attacker is lost with the defender, with no choice to make', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404' },
      { dice: [5] },
    );
    expect(g.attack(['a'], 'd').result).toBe('Ee');
    expect([g.unit('a').location, g.unit('d').location]).toEqual(['eliminated', 'eliminated']);
    expect(g.pending).toBeNull();
  });

  it('6.3 Ee: an attacking force no stronger than the defender is lost whole', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 2, 12],
        ['b', I, 'infantry', 1, 8],
        ['d', E, 'infantry', 3, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      { dice: [5] },
    );
    expect(g.attack(['a', 'b'], 'd').result).toBe('Ee'); // 0, combined arms → +2 +3
    expect([g.unit('a').location, g.unit('b').location, g.unit('d').location]).toEqual([
      'eliminated',
      'eliminated',
      'eliminated',
    ]);
    expect(g.pending).toBeNull();
  });

  it('6.3 Dr: the defender retreats and one attacker may advance into its hex', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 4, 12],
        ['b', I, 'armor', 1, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0305', d: '0404' },
      { dice: [1] },
    );
    expect(g.attack(['a', 'b'], 'd').result).toBe('Dr');
    // 0403 and 0305 hold attackers; 0504, 0405 and 0304 are in their ZOC
    expect((g.pending as { options: Record<string, string[]> }).options['d']).toEqual(['0505']);
    g.retreat('d', '0505');
    expect(g.pending).toMatchObject({ kind: 'advance', side: 'israeli', units: ['a', 'b'], options: ['0404'] });
  });

  it('6.3 De: the defender is destroyed and one attacker may advance', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 12, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404' },
      { dice: [1] },
    );
    expect(g.attack(['a'], 'd').result).toBe('De');
    expect(g.unit('d').location).toBe('eliminated');
    g.advance('a');
    expect(g.unit('a').hex).toBe('0404');
  });

  it('6.4 a unit retreats only into a vacant, enterable hex outside enemy ZOC', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 12, 12],
        ['d', E, 'infantry', 2, 8],
        ['f', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404', f: '0305' },
      { dice: [3], map: { hexes: { '0505': 'swamp' } } },
    );
    g.attack(['a'], 'd'); // +10, die 3: Dr
    // 0403 holds a, 0305 holds f, 0504 and 0304 are in a's ZOC, 0505 is swamp
    expect((g.pending as { options: Record<string, string[]> }).options['d']).toEqual(['0405']);
  });

  it('6.4 with no safe hex the retreating unit is destroyed', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 12, 12],
        ['b', I, 'armor', 1, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0406', d: '0404' },
      { dice: [3], map: { hexes: { '0305': 'lake', '0505': 'swamp' } } },
    );
    g.attack(['a'], 'd');
    expect(g.unit('d').location).toBe('eliminated');
    expect(g.log.at(-1)!.text).toMatch(/no safe hex/);
  });

  it('6.4 an unsafe retreat is refused and changes nothing', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 1, 12],
        ['d', E, 'infantry', 6, 8],
      ],
      { a: '0403', d: '0404' },
      { dice: [1] },
    );
    g.attack(['a'], 'd');
    const before = JSON.stringify(g.position());
    expect(() => g.retreat('a', '0304')).toThrowError(expect.objectContaining({ code: 'unsafe-hex', rule: '6.4' }));
    expect(JSON.stringify(g.position())).toBe(before);
  });

  it('6.5 an advance is optional, into the vacated hex only, and comes before any further combat', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 12, 12],
        ['b', I, 'armor', 3, 12],
        ['d', E, 'infantry', 2, 8],
        ['x', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0302', d: '0404', x: '0301' },
      { dice: [1] },
    );
    g.attack(['a'], 'd');
    expect(() => g.attack(['b'], 'x')).toThrowError(expect.objectContaining({ code: 'pending-decision', rule: '6.5' }));
    expect(() => g.advance('b', '0404')).toThrowError(expect.objectContaining({ rule: '6.5' }));
    expect(() => g.advance('a', '0303')).toThrowError(expect.objectContaining({ code: 'not-vacated' }));
    g.advance(null);
    expect(g.unit('a').hex).toBe('0403');
    g.attack(['b'], 'x');
  });

  it('6.5 a unit may advance into an enemy-controlled hex', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 12, 12],
        ['d', E, 'infantry', 2, 8],
        ['x', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404', x: '0405' },
      { dice: [1] },
    );
    g.attack(['a'], 'd');
    g.advance('a', '0404');
    expect(g.unit('a').hex).toBe('0404');
    expect(g.zocOf('0404')).toContain('egyptian');
  });

  it('6.6 retreats and advances spend no Movement Points', async () => {
    const g = await combatAt(
      [
        ['a', I, 'armor', 12, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404' },
      { dice: [1] },
    );
    g.attack(['a'], 'd');
    g.advance('a');
    g.endPhase();
    g.endPhase();
    g.endPhase();
    expect(g.position().spent).toEqual({});
    const fresh = await smallGame({
      units: [
        ['a', I, 'armor', 12, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      position: { turn: 3, side: 'israeli', phase: 'movement', units: { a: '0404' } },
    });
    expect(g.reachable('a')).toEqual(fresh.reachable('a'));
  });
});
