import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { RulesError } from '../../../src/engine/rules-error.js';
import { RecordError } from '../../../src/games/across-suez/record.js';
import { PositionError } from '../../../src/games/across-suez/position.js';
import { settle, smallGame, type SmallGameSpec } from '../../support/small-game.js';

const I = 'israeli' as const,
  E = 'egyptian' as const;
const units: SmallGameSpec['units'] = [
  ['a', I, 'armor', 4, 12],
  ['b', I, 'infantry', 2, 8],
  ['r', I, 'armor', 4, 12, { turn: 2, hex: '0804' }],
  ['d', E, 'infantry', 2, 8],
  ['e', E, 'armor', 3, 10],
];
const spec = (extra: Partial<SmallGameSpec> = {}): SmallGameSpec => ({
  units,
  position: { turn: 2, units: { a: '0202', b: '0203', r: 'reinforcement', d: '0505', e: '0606' } },
  ...extra,
});

describe('the Game API', () => {
  it('an illegal action throws RulesError with a code, a rule and a sentence, and changes nothing', async () => {
    const g = await smallGame(spec());
    const before = JSON.stringify(g.position());
    const attempts: (() => unknown)[] = [
      () => g.move('a', '0505'),
      () => g.move('nobody', '0101'),
      () => g.move('a', 'x'),
      () => g.move('a', '9999'),
      () => g.move(42 as never, '0101'),
      () => g.move('d', '0504'),
      () => g.attack(['a'], 'd'),
      () => g.attack('a' as never, 'd'),
      () => g.retreat('a', '0101'),
      () => g.advance('a'),
      () => g.exchange(['a']),
      () => g.bombard('a'),
      () => g.cross('d'),
      () => g.undo(),
      () => g.move('a', NaN as never),
      () => g.move('a', { toString: () => '0303' } as never),
    ];
    for (const attempt of attempts) {
      let error: unknown;
      try {
        attempt();
      } catch (e) {
        error = e;
      }
      expect(error, String(attempt)).toBeInstanceOf(RulesError);
      expect((error as RulesError).code).toMatch(/^[a-z-]+$/);
      expect(JSON.stringify(g.position())).toBe(before);
    }
  });

  it('position() restores exactly through Game.create({ position })', async () => {
    const g = await smallGame(spec({ dice: [1] }));
    g.move('a', '0404');
    g.move('r', '0704');
    g.endPhase();
    g.attack(['a'], 'd');
    const p = g.position();
    expect(p.pending).toMatchObject({ kind: 'retreat', units: ['d'] });
    const h = await smallGame({ ...spec(), position: p });
    expect(h.position()).toEqual(p);
    expect(h.pending).toEqual(g.pending);
  });

  it('a position fills what it leaves out with start-of-phase defaults, and units left out are eliminated', async () => {
    const g = await smallGame({ units, position: { units: { a: '0202' } } });
    expect([g.turn, g.side, g.phase]).toEqual([1, 'israeli', 'movement']);
    expect(g.unit('d').location).toBe('eliminated');
  });

  it('a malformed position is rejected naming the field at fault', async () => {
    const bad = [
      [{ units: { a: '0202', b: '0202' } }, 'units.b'],
      [{ units: { zz: '0202' } }, 'units.zz'],
      [{ units: { a: '9999' } }, 'units.a'],
      [{ turn: 9, units: {} }, 'turn'],
      [{ side: 'french', units: {} }, 'side'],
      [{ phase: 'combat', units: { a: '0202' }, attacked: ['q'] }, 'attacked[0]'],
      [{ units: 'all' }, 'units'],
    ] as const;
    for (const [position, field] of bad) {
      await expect(smallGame({ units, position: position as never })).rejects.toMatchObject({
        name: 'PositionError',
        field,
      });
    }
    expect(PositionError).toBeDefined();
  });

  it('undo goes back before the last action, never past a die roll or a change of side', async () => {
    const g = await smallGame(spec({ dice: [6] }));
    const start = JSON.stringify(g.position());
    g.move('a', '0303');
    g.move('a', '0404');
    g.undo();
    expect(g.unit('a').hex).toBe('0303');
    g.undo();
    expect(JSON.stringify(g.position())).toBe(start);
    g.move('a', '0404');
    g.endPhase();
    g.undo(); // movement → combat of the same side: undoable
    expect(g.phase).toBe('movement');
    g.endPhase();
    g.attack(['a'], 'd');
    expect(g.canUndo).toBe(false);
    settle(g);
    g.endPhase();
    expect(g.side).toBe('egyptian');
    expect(g.canUndo).toBe(false);
  });

  it('dice forces the rolls in order; a seed makes them replayable', async () => {
    const rolls = async (seed: number) => {
      const g = await smallGame({
        ...spec(),
        position: { turn: 2, side: 'egyptian', phase: 'combat', units: { a: '0404', b: '0606', d: '0405', e: '0607' } },
      });
      void seed;
      return g;
    };
    const g = await rolls(1);
    const h = await rolls(1);
    expect(g.bombard('a')).toBe(h.bombard('a'));
  });

  it('clone() is independent and cheap: same engine, its own state', async () => {
    const g = await smallGame(spec());
    const c = g.clone();
    c.move('a', '0303');
    expect(g.unit('a').hex).toBe('0202');
    expect(c.unit('a').hex).toBe('0303');
    expect(g.reachable('a')).toEqual((await smallGame(spec())).reachable('a'));
  });

  it('events: move, combat, phase and over fire with their detail, then change', async () => {
    const g = await smallGame(spec({ dice: [1] }));
    const seen: [string, unknown][] = [];
    for (const type of ['move', 'combat', 'phase', 'over', 'eliminated', 'change'])
      g.addEventListener(type, (e) => seen.push([type, (e as CustomEvent).detail]));
    g.move('a', '0404');
    expect(seen[0]).toEqual([
      'move',
      { type: 'move', unit: 'a', from: '0202', to: '0404', cost: 3, path: ['0202', '0303', '0403', '0404'] },
    ]);
    expect(seen[1]![0]).toBe('change');
    g.endPhase();
    expect(seen.find(([t]) => t === 'phase')![1]).toMatchObject({ turn: 2, side: 'israeli', phase: 'combat' });
    g.attack(['a'], 'd');
    expect(seen.find(([t]) => t === 'combat')![1]).toMatchObject({
      attackers: ['a'],
      defender: 'd',
      die: 1,
      differential: 2,
      result: 'Dr',
    });
  });

  it('record round trip: play → toRecord → fromRecord gives the identical position, comments kept', async () => {
    const g = await Game.create({ data: (await smallGame(spec())).data, position: spec().position, seed: 7 });
    g.annotate('A quiet start.');
    g.move('a', '0404');
    g.annotate('Forward to the farm.');
    g.move('r', '0704');
    g.endPhase();
    g.attack(['a'], 'd');
    settle(g);
    g.endPhase();
    const text = g.toRecord();
    expect(text).toMatch(/^across-suez record 1\nseed 7\nposition /);
    expect(text).toContain('move a 0404\n> Forward to the farm.');
    expect(text).toMatch(/attack a > d = \d [A-Z][a-z]/);
    const h = await Game.fromRecord(text, { data: g.data });
    expect(h.position()).toEqual(g.position());
    expect(h.history.map((e) => e.comment).filter(Boolean)).toEqual(['Forward to the farm.']);
    expect(h.toRecord()).toBe(text);
  });

  it('a malformed record is rejected naming the line at fault', async () => {
    const data = (await smallGame(spec())).data;
    const head = `across-suez record 1\nseed 3\nposition ${JSON.stringify(spec().position)}\n`;
    const cases: [string, number][] = [
      ['hello', 1],
      [head + 'move a\n', 4],
      [head + 'move a 0303\nmvoe a 0404\n', 5],
      [head + 'move a 0303\nmove d 0404\n', 5],
      [head + 'end\nattack a > d = 7\n', 5],
      [`across-suez record 1\nseed x\n`, 2],
      [`across-suez record 1\nposition {oops\n`, 2],
    ];
    for (const [text, line] of cases) {
      await expect(Game.fromRecord(text, { data })).rejects.toMatchObject({ name: 'RecordError', line });
    }
    expect(RecordError).toBeDefined();
  });
});

describe('search copies', () => {
  it('clone({ forSearch: true }) plays the same rules without undo, record or events', async () => {
    const g = await smallGame(spec({ dice: [1] }));
    const c = g.clone({ forSearch: true });
    let fired = 0;
    c.addEventListener('move', () => fired++);
    c.move('a', '0404');
    c.endPhase();
    expect(c.attack(['a'], 'd').result).toBe('Dr');
    expect(fired).toBe(0);
    expect(c.canUndo).toBe(false);
    expect(c.history).toEqual([]);
    expect(() => c.move('a', '0101')).toThrow(RulesError);
    expect(g.unit('a').hex).toBe('0202');
  });
});
