// Yom Kippur's compact position string (position-code.ts, docs/api.md): every
// position random games pass through reads back from its string to the same
// JSON (steps, markers, SAMs, bridges, tallies, combats and the decision
// pending), an author's short string means what its JSON means, it is far
// shorter than the JSON, and a bad string is refused naming the field at fault.
import { describe, expect, it } from 'vitest';
import { Game, PositionError, type GameOptions, type Position } from '../../../src/games/yom-kippur/engine.js';
import { makeRng } from '../../../src/engine/rng.js';

/** Plays random legal actions, calling `at` before each; returns the game. */
async function randomGame(seed: number, options: GameOptions, actions: number, at: (g: Game) => void) {
  const game = await Game.create({ seed, ...options });
  const rng = makeRng(seed);
  for (let i = 0; i < actions && !game.isOver; i++) {
    at(game);
    const legal = game.legalActions();
    game.apply(legal[Math.floor(rng() * legal.length)]!);
  }
  at(game);
  return game;
}

describe('the compact position string of Yom Kippur', () => {
  it('the set-up is "1ia" (B-D, B-E: GT 1, the Israeli air phase) and reads back to the same game', async () => {
    const standard = await Game.create({ seed: 7 });
    expect(await standard.positionText()).toBe('yom-kippur.1:1ia/rng=7');
    expect(await standard.positionText({ header: false, dice: false })).toBe('1ia');
    expect((await Game.create({ seed: 7, position: '1ia' })).position()).toEqual(standard.position());
    const revised = await Game.create({ seed: 7, tables: 'revised' });
    expect(await revised.positionText({ dice: false })).toBe('yom-kippur.1:1ia/tables=revised');
  });

  it('reads back every position of random games, both tables and a set-up phase, to the same JSON, in under 0.6 of its length', async () => {
    const games: [number, GameOptions][] = [
      [8, {}],
      [6, { tables: 'revised' }],
      [7, { setup: true }],
    ];
    const seen = new Set<string>();
    let [checked, textLength, jsonLength] = [0, 0, 0];
    for (const [seed, options] of games) {
      const taken: { json: unknown; text: Promise<string>; pending: boolean }[] = [];
      await randomGame(seed, options, 900, (g) =>
        taken.push({ json: g.position(), text: g.positionText(), pending: g.pending !== null }),
      );
      // every third position, every one with a decision pending, and the last
      for (const { json, text } of taken.filter((t, i) => i % 3 === 0 || t.pending || i === taken.length - 1)) {
        const t = await text;
        for (const m of t.matchAll(/(?<=[,/])([cp]=[a-z]|win=|tables=|br=)|\.(sh|mov|rdy|l[crdh])/g))
          seen.add(m[1] ?? `.${m[2]}`);
        expect((await Game.create({ position: t })).position(), t).toEqual(json);
        expect(t.length, t).toBeLessThan(JSON.stringify(json).length * 0.6);
        [checked, textLength, jsonLength] = [
          checked + 1,
          textLength + t.length,
          jsonLength + JSON.stringify(json).length,
        ];
      }
    }
    expect(checked).toBeGreaterThan(600);
    expect(textLength / jsonLength).toBeLessThan(0.5); // on average (0.43 measured); the set-up's: 22 characters to 2 540
    // the fields only a game in progress has were among them
    for (const field of ['c=c', 'p=s', 'p=r', 'p=b', 'p=f', 'br=', 'win=', 'tables=', '.sh', '.mov', '.rdy', '.lh'])
      expect(seen, field).toContain(field);
  }, 120_000);

  it("an author's string means what its JSON means: hexes, a reduced step, markers, a bridge, points", async () => {
    const json = {
      turn: 3,
      side: 'egyptian',
      phase: 'combat',
      units: { 'il-14-armd': '1019', 'eg-90-inf': 'eliminated', 'il-air-1': '0613' },
      steps: { 'eg-15-armd': 1 },
      shock: { 'eg-136-mech': { turn: 3, side: 'egyptian' } },
      samMov: { 'eg-sam-2': 3 },
      attacked: ['il-air-1'],
      bridges: { 'bridge-0616': 'removed' },
      vp: { israeli: 2 },
      tally: { israeli: { bridges: 1 } }, // the points their events give (B-R): the bridge removed
    } satisfies Position;
    const text =
      '3ec/il-14-armd@1019,eg-90-inf@e,eg-136-mech.sh3e,eg-15-armd.r,eg-sam-2.mov3,il-air-1@0613.a/vp=i2,taken=i1,br=0616x';
    const a = await Game.create({ position: json, seed: 1 });
    const b = await Game.create({ position: text, seed: 1 });
    expect(b.position()).toEqual(a.position());
    expect(await a.positionText({ header: false, dice: false })).toBe(text);
    expect(b.unit('eg-15-armd').steps).toBe(1);
    expect(b.unit('il-air-1').location).toBe('air');
    expect(text.length * 2).toBeLessThan(JSON.stringify(json).length);
  });

  it('"only": the counters named are the only ones in the game, so a three-counter diagram names three (the editor\'s Empty the map)', async () => {
    const ids = Object.keys((await Game.create({ seed: 1 })).position().units!);
    const three = {
      turn: 3,
      side: 'egyptian',
      phase: 'combat',
      units: {
        ...Object.fromEntries(ids.map((id) => [id, 'eliminated'])),
        'il-14-armd': '1019',
        'eg-15-armd': '0711', // where the set-up puts it: named all the same, the others being gone
        'eg-90-inf': '0613',
      },
      steps: { 'eg-15-armd': 1 },
    } satisfies Position;
    const text = '3ec/only,il-14-armd@1019,eg-90-inf@0613,eg-15-armd@0711.r';
    const a = await Game.create({ position: three, seed: 1 });
    expect(await a.positionText({ header: false, dice: false })).toBe(text);
    expect((await Game.create({ position: text, seed: 1 })).position()).toEqual(a.position());
    // "id" alone after "only" stays where the set-up puts it; every counter not named is eliminated
    const alone = await Game.create({ position: '3ec/only,eg-15-armd.r,il-14-armd@1019,eg-90-inf@0613', seed: 1 });
    expect(alone.position()).toEqual(a.position());
    await expect(Game.create({ position: '3ec/only,only,il-14-armd@1019' })).rejects.toThrow(PositionError);
  });

  it("T003 EX: the attacker's losses pending after an exchange round-trip (random games seldom reach it)", async () => {
    const text =
      '3ic/il-14-armd@0713.a,eg-90-inf@0712.d/tables=revised,c=combat:il-14-armd:eg-90-inf:0712::::::5:EX1:li1.il-14-armd>a,p=li:0:1:il-14-armd';
    const game = await Game.create({ position: text, seed: 1 });
    expect(game.pending).toMatchObject({ kind: 'losses', side: 'israeli', count: 1, units: ['il-14-armd'] });
    expect(await game.positionText({ header: false, dice: false })).toBe(text);
  });

  it('a decision pending and the combats behind it round-trip (B-I.3 retreat, B-L.2 support)', async () => {
    const found: string[] = [];
    await randomGame(5, {}, 900, (g) => {
      if (g.pending && (g.position().combat as unknown[] | undefined)?.length && found.length < 3)
        found.push(JSON.stringify(g.position()));
    });
    expect(found.length).toBeGreaterThan(0);
    for (const json of found) {
      const game = await Game.create({ position: JSON.parse(json) as object });
      const text = await game.positionText();
      expect(text).toMatch(/\/.*c=.*p=/);
      const back = await Game.create({ position: text });
      expect(back.pending).toEqual(game.pending);
      expect(back.legalActions()).toEqual(game.legalActions());
    }
  }, 60_000);

  it('JSON text is read as JSON; with or without the header the string reads alike', async () => {
    const a = await Game.create({ position: '{"turn":4,"units":{"il-14-armd":"1019"}}', seed: 2 });
    const b = await Game.create({ position: 'yom-kippur.1:4ia/il-14-armd@1019', seed: 2 });
    const c = await Game.create({ position: '4ia/il-14-armd@1019', seed: 2 });
    expect(b.position()).toEqual(a.position());
    expect(c.position()).toEqual(a.position());
  });

  it('the tables option and the set-up phase add to a compact string as to JSON (B-D, T003)', async () => {
    const g = await Game.create({ position: '2em/il-14-armd@1019', tables: 'revised', seed: 1 });
    expect(g.position().tables).toBe('revised');
    expect(g.unit('il-14-armd').hex).toBe('1019');
  });

  it('a record may start from a compact position; its copy replays to the same game', async () => {
    const g = await Game.fromRecord('yom-kippur record 1\nseed 3\nposition 1im1/il-14-armd@1019.r\nend\n');
    expect([g.phase, g.unit('il-14-armd').hex, g.unit('il-14-armd').steps]).toEqual(['bombing', '1019', 1]);
    expect((await Game.fromRecord(g.toRecord())).position()).toEqual(g.position());
  });

  it.each([
    ['4xa', 'side', '"x" is not a side (e or i)'],
    ['4iz', 'phase', '"z" is not one of a, m1, b, c, m2, s, o'],
    ['four', 'turn', 'must be a Game-Turn'],
    ['1ia/no-such@0610', 'units.no-such', 'no such counter'],
    ['1ia/il-14-armd@0610.q', 'units.il-14-armd', '".q" is not a mark'],
    ['1ia/il-14-armd@9999', 'units.il-14-armd', 'not a hex of the map'],
    ['1ia/il-14-armd@0610@0611', 'units.il-14-armd', 'must be id@where'],
    ['1ia/vp=e1.z2', 'vp', '"z" is not a side'],
    ['1ia/vp=ex', 'vp', 'must be a whole number'],
    ['1ia/br=0101x', 'bridges', "a bridge site's hex"],
    ['1ia/p=q', 'pending', 'must be a kind'],
    ['1ia/c=combat:nobody', 'combat[0].attackers', 'no counter nobody'],
    ['1ia/foo=1', 'foo', 'is not a field of the compact position'],
    ['across-suez.1:1ia', 'game', 'is "across-suez", not "yom-kippur"'],
    ['yom-kippur.9:1ia', 'version', '9 is not a version'],
  ])('refuses %s naming %s', async (text, field, message) => {
    const error = await Game.create({ position: text }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PositionError);
    expect((error as PositionError).field).toBe(field);
    expect((error as Error).message).toContain(message);
  });
});
