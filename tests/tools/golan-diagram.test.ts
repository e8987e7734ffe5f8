// The advanced game's diagrams in Node (tools/, component/yom-kippur/advanced-picture.ts): the
// command line and the Markdown plugin draw the Golan beside the Sinai (issue 32 item 3), with the
// reconstructed map's own marks, each Arab counter named by its nation and the front in the caption.
import { describe, expect, it } from 'vitest';
import '../../src/games/yom-kippur/engine.js';
import { createGame } from '../../src/engine/registry.js';
import { createAdvanced } from '../../src/games/yom-kippur/advanced/game.js';
import { diagramSvg, gameOf } from '../../tools/diagram.js';
import { renderFences } from '../../tools/markdown.js';

/** The picture's titles: its caption first, then each counter's tooltip (short failure messages). */
const titles = (svg: string) => [...svg.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!);
/** The CSS classes of the picture's hexes and hexside lines. */
const classes = (svg: string) => new Set([...svg.matchAll(/<(?:polygon|polyline) class="([^"]+)"/g)].map((m) => m[1]!));

// the Golan's north: Mount Hermon, Kiryat Shmona, Banias, Majdal Shams (the board's ids: Golan 0101 is 4101)
const north = { game: 'yom-kippur-advanced', view: '4401,5010' };

describe('diagrams of the advanced game', () => {
  it("draws the Golan's mountains, river, lava and fortified line, and the counters standing there", async () => {
    const svg = await diagramSvg(north);
    expect([...classes(svg)]).toEqual(expect.arrayContaining(['hex t-mountain', 'river', 'fortified-line']));
    expect(/\.t-mountain\s*\{\s*fill:\s*#6e4b2a/.test(svg)).toBe(true);
    expect(svg.includes('Kiryat Shmona')).toBe(true);
    expect(titles(svg).filter((t) => t.startsWith('Strongpoint 104 (Majdal Shams), Israeli fort'))).toHaveLength(1);
    // the crop is the Golan's north: its box lies east of the whole Sinai (28 columns)
    const [x] = /viewBox="([\d.]+) /.exec(svg)!.slice(1).map(Number);
    const sinai = /viewBox="[\d.]+ [\d.]+ ([\d.]+) /.exec(await diagramSvg({ game: north.game, view: '0101,2834' }))!;
    expect(x).toBeGreaterThan(Number(sinai[1]));
    const whole = await diagramSvg({ game: north.game, view: '4101,6021' });
    expect(classes(whole).has('lava')).toBe(true);
  });

  it('names each Arab counter by its nation, and the phase by its front, in the language asked', async () => {
    const en = titles(await diagramSvg({ ...north, legend: true }));
    expect(en[0]).toBe('Game-Turn 1 (6-7 Oct 1973) · Arab — air phase (Sinai)');
    expect(en).toContain('70th Armoured Bde (Republican Guard), Syrian armoured 5-6');
    expect(en).toContain('Golani Infantry Bde, Israeli infantry 4-4');
    const frSvg = await diagramSvg({ ...north, legend: true, lang: 'fr' });
    expect(titles(frSvg)[0]).toBe('Tour 1 (6-7 Oct 1973) · Arabe — phase aérienne (Sinaï)');
    expect(titles(frSvg)).toContain('Moroccan Expeditionary Bde, Marocain infanterie 3-3');
    expect(frSvg.includes('>montagnes<')).toBe(true);
  });

  it("a position the advanced game wrote draws as the advanced game's, and a basic one stays the basic game's", async () => {
    const game = await createAdvanced({ seats: 3, seed: 2 });
    const position = JSON.stringify(game.position());
    expect(await gameOf({ position })).toBe('yom-kippur-advanced');
    expect(await gameOf({ position: '3ec/il-14-armd@1019,eg-15-armd.r' })).toBe('yom-kippur');
    const basic = await createGame('yom-kippur', { seed: 2 });
    expect(await gameOf({ position: JSON.stringify(basic.position()) })).toBe('yom-kippur');
  });

  it('a record of the advanced game replays to its ply, and the picture shows the counter it moved', async () => {
    const game = await createAdvanced({ seats: 3, seed: 2 });
    const actions: string[] = [];
    for (let i = 0; i < 40 && game.turn === 1; i++) {
      const a = game.legalActions().find((x) => x.type === 'move') ?? game.legalActions()[0]!;
      game.apply(a);
      if (a.type === 'move') actions.push(`${a.unit}@${a.hex}`);
    }
    const moved = actions.at(-1)!;
    const [unit, hex] = moved.split('@') as [string, string];
    const record = game.toRecord();
    const svg = await diagramSvg({ record, view: `${hex},${hex}` });
    expect(await gameOf({ record })).toBe('yom-kippur-advanced');
    const drawn = new RegExp(`data-unit="${unit}" transform="translate\\(([\\d.]+) ([\\d.]+)\\)"`).exec(svg);
    expect(drawn).not.toBeNull();
    const start = await diagramSvg({ record, ply: 0, view: `${hex},${hex}` });
    expect(new RegExp(`data-unit="${unit}" transform="translate\\(${drawn![1]} ${drawn![2]}\\)"`).test(start)).toBe(
      false,
    );
  });

  it('a yom-kippur-advanced Markdown block draws both fronts', async () => {
    const html = await renderFences(['```yom-kippur-advanced', '{"seats": 4}', 'view: 4801 5012', '```'].join('\n'));
    const figure = /<figure class="hexmap-diagram" data-game="yom-kippur-advanced"><svg [^]*?<\/svg><\/figure>/.exec(
      html,
    )?.[0];
    expect(figure && classes(figure).has('hex t-mountain')).toBe(true);
  });
});
