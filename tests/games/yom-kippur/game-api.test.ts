// Yom Kippur through the package's headless API: createGame and
// gameFromRecord by name, positions and records that read back exactly, and
// hostile input refused with the rule or field at fault, the game unchanged.
import { describe, expect, it } from 'vitest';
import {
  createGame,
  gameFromRecord,
  PositionError,
  RecordError,
  RulesError,
  YomKippurGame,
} from '../../../src/games/yom-kippur/engine.js';
import * as engine from '../../../src/index.js';
import { only } from './setup.js';

describe('the API', () => {
  it('createGame("yom-kippur") and gameFromRecord find the game by name, from either entry', async () => {
    expect(engine.createGame).toBe(createGame); // across-suez/engine and across-suez/yom-kippur/engine share one engine
    expect(engine.PositionError).toBe(PositionError);
    const g = await engine.createGame('yom-kippur', { seed: 7 });
    expect(g).toBeInstanceOf(YomKippurGame);
    g.apply({ type: 'end' });
    g.apply({ type: 'move', unit: 'il-14-armd', hex: '0815' });
    const text = g.toRecord();
    expect(text.split('\n').slice(0, 4)).toEqual(['yom-kippur record 1', 'seed 7', 'end', 'move il-14-armd 0815']);
    const again = await gameFromRecord(text);
    expect(again.position()).toEqual(g.position());
  });

  it('a position reads back to the same position, reduced units, markers and scores included', async () => {
    const g = await only(
      { 'il-14-armd': '0916', 'eg-sam-2': '0414', 'eg-16-inf': '0720' },
      {
        turn: 3,
        side: 'egyptian',
        phase: 'movement',
        steps: { 'il-14-armd': 1 },
        shock: { 'eg-16-inf': { turn: 3, side: 'egyptian' } },
        samMov: { 'eg-sam-2': 2 },
        bridges: { 'bridge-0612': 'removed' },
        recovery: { israeli: 10, egyptian: 5 },
      },
    );
    const p = g.position();
    const back = await YomKippurGame.create({ position: p });
    expect(back.position()).toEqual(p);
    expect(back.unit('il-14-armd')).toMatchObject({ steps: 1, maxSteps: 2, strength: 3 });
    expect(back.unit('eg-16-inf').markers).toEqual([{ kind: 'shock', until: { turn: 3, side: 'egyptian' } }]);
    expect(back.bridges().find((b) => b.id === 'bridge-0612')!.state).toBe('removed');
  });

  it('the tables option is stated in the record and read back', async () => {
    const g = await YomKippurGame.create({ seed: 3, tables: 'revised' });
    expect(g.tables).toBe('revised');
    const back = await YomKippurGame.fromRecord(g.toRecord());
    expect(back.tables).toBe('revised');
    expect((await YomKippurGame.create({ seed: 3 })).toRecord()).not.toContain('position');
  });
});

describe('hostile input', () => {
  it('an illegal or malformed action throws RulesError with its rule and changes nothing', async () => {
    const g = await YomKippurGame.create({ seed: 1 });
    g.endPhase();
    const before = g.position();
    const bad: unknown[] = [
      { type: 'move', unit: 'nobody', hex: '0815' },
      { type: 'move', unit: 'il-14-armd', hex: '9999' },
      { type: 'move', unit: 'il-14-armd', hex: '2809' }, // too far
      { type: 'move', unit: 'eg-16-inf', hex: '0721' }, // not the phasing side's
      { type: 'move', unit: 'il-14-armd', hex: '0619' }, // the lake
      { type: 'attack', attackers: ['il-14-armd'], defenders: ['0720'], artillery: [] }, // not the combat phase
      { type: 'recover', unit: 'il-14-armd' }, // before GT 6
      { type: 'sam-mov', unit: 'eg-sam-1' },
      { type: 'fly', unit: 'il-14-armd' },
      { type: 'move', unit: { toString: () => 'x' }, hex: null },
      null,
      'end',
    ];
    for (const a of bad) {
      expect(() => g.apply(a as never), JSON.stringify(a)).toThrow(RulesError);
      expect(g.position()).toEqual(before);
    }
    try {
      g.apply({ type: 'move', unit: 'eg-16-inf', hex: '0721' });
    } catch (e) {
      expect((e as RulesError).rule).toBe('B-F');
    }
  });

  it('an impossible position throws PositionError naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ turn: 12 }, 'turn'],
      [{ side: 'syrian' }, 'side'],
      [{ phase: 'lunch' }, 'phase'],
      [{ tables: 'other' }, 'tables'],
      [{ units: { 'il-14-armd': '0619' } }, 'units.il-14-armd'],
      [{ units: { nobody: '0916' } }, 'units.nobody'],
      [{ units: { 'il-421-armd': '0916', 'il-600-armd': '0916' } }, 'units'], // three brigades in 0916
      [{ units: { 'eg-16-inf': '0916' } }, 'units'], // enemies in one hex
      [{ units: { 'fort-orkal': 'waiting' } }, 'units.fort-orkal'],
      [{ steps: { 'il-14-armd': 3 } }, 'steps.il-14-armd'],
      [{ recovery: { israeli: -1 } }, 'recovery.israeli'],
      [[], ''],
    ];
    for (const [position, field] of cases) {
      const err = await YomKippurGame.create({ position: position as never }).catch((e) => e);
      expect(err, JSON.stringify(position)).toBeInstanceOf(PositionError);
      expect((err as PositionError).field).toBe(field);
    }
  });

  it('a bad record throws RecordError naming the line', async () => {
    const cases: [string, number][] = [
      ['across-suez record 1\nseed 1\n', 1],
      ['yom-kippur record 1\nseed 1\nend\nfly il-14-armd\n', 4],
      ['yom-kippur record 1\nseed 1\nend\nmove il-14-armd 2809\n', 4],
      ['yom-kippur record 1\nseed 1\nposition {"turn":99}\nend\n', 3],
      ['yom-kippur record 1\nseed 1\nattack il-14-armd\n', 3],
    ];
    for (const [text, line] of cases) {
      const err = await YomKippurGame.fromRecord(text).catch((e) => e);
      expect(err, text).toBeInstanceOf(RecordError);
      expect((err as RecordError).line).toBe(line);
    }
  });
});
