// The compact position string (position-code.ts, docs/api.md): every position
// a game passes through reads back from its string to the same JSON, an
// author's short string means what its JSON means, and a bad string is refused
// with the field at fault.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { PositionError } from '../../../src/games/across-suez/engine.js';
import { makeRng, playRandomGame } from '../../../src/games/across-suez/ai/random-player.js';

describe('the compact position string', () => {
  it('reads back every position of random games to the same JSON', async () => {
    for (let seed = 21; seed <= 24; seed++) {
      const game = await Game.create({ seed });
      let checked = 0;
      const positions: Promise<string>[] = [];
      playRandomGame(game, makeRng(seed), () => {
        positions.push(game.positionText());
        checked++;
      });
      for (const text of await Promise.all(positions.filter((_, i) => i % 3 === 0))) {
        const back = await Game.create({ position: text });
        expect(await back.positionText(), text).toBe(text);
      }
      expect(checked).toBeGreaterThan(20);
    }
  });

  it('restores the exact state: the same JSON as the position it was written from', async () => {
    const game = await Game.create({ seed: 5 });
    const taken: { json: unknown; text: Promise<string> }[] = [];
    playRandomGame(game, makeRng(5), () => taken.push({ json: game.position(), text: game.positionText() }));
    for (const { json, text } of taken.filter((_, i) => i % 7 === 0)) {
      expect((await Game.create({ position: await text })).position(), await text).toEqual(json);
    }
  });

  it("an author's diagram string means what its JSON means, in a sixth of the characters", async () => {
    const json = {
      turn: 2,
      side: 'israeli',
      phase: 'combat',
      units: { 'reshev-2': '0410', 'matt-1': '0311', '16-1': '0411' },
    } as const;
    const text = '2ic/reshev-2@0410,matt-1@0311,16-1@0411';
    const a = await Game.create({ position: json, seed: 1 });
    const b = await Game.create({ position: text, seed: 1 });
    expect(b.position()).toEqual(a.position());
    expect(await a.positionText({ header: false })).toBe(`${text}/rng=1`);
    expect(await a.positionText({ header: false, dice: false })).toBe(text); // a diagram: no dice's state
    expect(text.length * 2.5).toBeLessThan(JSON.stringify(json).length);
  });

  it('"setup" is the standard set-up; units named after it move from there', async () => {
    const standard = await Game.create({ seed: 7 });
    expect(await standard.positionText()).toBe('across-suez.1:1im/setup/rng=7');
    const moved = await Game.create({ position: '3em/setup,reshev-2@0409,16-1@e,sharon@x' });
    expect(moved.unit('reshev-2').hex).toBe('0409');
    expect(moved.unit('16-1').location).toBe('eliminated');
    expect(moved.unit('sharon').location).toBe('crossed');
    expect(moved.unit('16-2').hex).toBe(standard.unit('16-2').hex);
    expect(moved.unit('amir-1').location).toBe('reinforcement');
  });

  it('JSON text is read as JSON, with or without the header the string is read alike', async () => {
    const a = await Game.create({ position: '{"turn":4,"units":{"sharon":"0412"}}', seed: 2 });
    const b = await Game.create({ position: 'across-suez.1:4im/sharon@0412', seed: 2 });
    const c = await Game.create({ position: '4im/sharon@0412', seed: 2 });
    expect(b.position()).toEqual(a.position());
    expect(c.position()).toEqual(a.position());
  });

  it("a unit's marks and the phase's counts round-trip: spent, stopped, attacked, artillery used", async () => {
    const text = '2ec/16-1@0411.a,16-2@0412.b,reshev-2@0410.d/art=1,atk=2';
    const g = await Game.create({ position: text, seed: 1 });
    const p = g.position();
    expect(p.attacked).toEqual(['16-1']);
    expect(p.bombarded).toEqual(['16-2']);
    expect(p.defended).toEqual(['reshev-2']);
    expect(p.artilleryUsed).toBe(1);
    expect(await g.positionText({ header: false })).toBe(
      '2ec/reshev-2@0410.d,16-1@0411.a,16-2@0412.b/rng=1,art=1,atk=2',
    );
    const m = await Game.create({ position: '3im/reshev-2@0410.s4.t' });
    expect(m.position().spent).toEqual({ 'reshev-2': 4 });
    expect(m.position().stopped).toEqual(['reshev-2']);
  });

  it('a pending combat decision round-trips', async () => {
    const g = await Game.create({
      position: {
        turn: 2,
        side: 'israeli',
        phase: 'combat',
        units: { 'reshev-2': '0410', '16-1': '0411' },
        attacked: ['reshev-2'],
        defended: ['16-1'],
        pending: { kind: 'retreat', units: ['16-1'], then: { kind: 'advance', units: ['reshev-2'], hexes: ['0411'] } },
      },
    });
    const text = await g.positionText();
    expect(text).toContain('p=r.16-1>a.reshev-2.0411');
    expect((await Game.create({ position: text })).position()).toEqual(g.position());
  });

  it('is refused with the field at fault', async () => {
    const refused = async (text: string) => {
      try {
        await Game.create({ position: text });
      } catch (e) {
        expect(e).toBeInstanceOf(PositionError);
        return (e as PositionError).field;
      }
      throw new Error(`${text} was accepted`);
    };
    expect(await refused('2xc/reshev-2@0410')).toBe('side');
    expect(await refused('two/reshev-2@0410')).toBe('turn');
    expect(await refused('2ic/nobody@0410')).toBe('units.nobody');
    expect(await refused('2ic/reshev-2@9999')).toBe('units.reshev-2');
    expect(await refused('2ic/reshev-2@0410.q')).toBe('units.reshev-2');
    expect(await refused('2ic/reshev-2@0410/zzz=1')).toBe('zzz');
    expect(await refused('yom-kippur.1:2ic/reshev-2@0410')).toBe('game');
    expect(await refused('across-suez.9:2ic/reshev-2@0410')).toBe('version');
    expect(await refused('{"turn":')).toBe('');
  });

  it('a record may start from a compact position', async () => {
    const g = await Game.fromRecord(
      'across-suez record 1\nseed 3\nposition 2im/reshev-2@0410,16-1@0511\nmove reshev-2 0409\n',
    );
    expect(g.unit('reshev-2').hex).toBe('0409');
  });
});
