// The blog post's diagram of the Israeli crossing at Deversoir
// (demo/yom-kippur-article.html): its position is one the game accepts, and
// every unit, place, bank and bridge its caption names is where it says on
// the reconstructed map (data/yom-kippur/).
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { Game } from '../../src/games/yom-kippur/engine.js';
import type { Position } from '../../src/games/yom-kippur/engine.js';
import { contextFor } from '../../src/games/yom-kippur/game-context.js';
import { yomKippur } from '../../src/games/yom-kippur/data.js';

const html = await readFile('demo/yom-kippur-article.html', 'utf8');
const tag = /<yom-kippur\s+id="deversoir"[^>]*>/.exec(html)?.[0] ?? '';
const attr = (name: string) => new RegExp(`\\s${name}='([^']*)'|\\s${name}="([^"]*)"`).exec(tag)?.slice(1).find(Boolean) ?? '';
const ctx = await contextFor(yomKippur);
const WEST = 1;
const EAST = 2;
const bank = (hex: string) => ctx.bank[ctx.board.index(hex)];

describe('the Deversoir diagram (yom-kippur-article.html)', () => {
  it('is a readonly diagram with a view, arrows and highlights, and says "reconstructed"', () => {
    expect(tag).toContain('readonly');
    expect(attr('view')).toBe('0517 1124');
    expect(attr('arrows')).toBe('0921-0820 0820-0721 0722-0623');
    expect(attr('highlights')).toBe('0820 0721 0921');
    expect(attr('aria-label')).toContain('reconstructed');
    for (const hex of [...attr('arrows').split(/[\s-]+/), ...attr('highlights').split(' ')]) expect(yomKippur.map.hexes[hex]).toBeDefined();
  });

  it('Game.create accepts its position: GT 6 (16-17 Oct), the Israeli combat phase, the bridgehead may attack 0620', async () => {
    const g = await Game.create({ position: JSON.parse(attr('position')) as Position });
    expect([g.turn, g.dates, g.phasingSide, g.phase]).toEqual([6, '16-17 Oct', 'israeli', 'combat']);
    expect(g.legalActions().some((a) => a.type === 'attack' && a.defenders.includes('0620'))).toBe(true);
  });

  it('the units stand where the caption says, the places and banks are the map’s, the bridge at 0820 spans the canal to Deversoir', async () => {
    const g = await Game.create({ position: JSON.parse(attr('position')) as Position });
    const at = (hex: string) => g.stack(hex).map((u) => u.id).sort();
    expect(at('0721')).toEqual(['il-247-para', 'il-421-armd']); // a stack of two brigades (B-G.1)
    expect(at('0722')).toEqual(['il-600-armd']);
    expect(at('0921')).toEqual(['il-14-armd']);
    expect(at('0920')).toEqual(['eg-1-armd', 'eg-14-armd']);
    expect(at('1020')).toEqual(['eg-18-mech']);
    expect([at('0922'), at('1021'), at('0620'), at('0623')]).toEqual([['il-460-armd'], ['il-217-armd'], ['eg-art-16'], ['eg-sam-5']]);
    const places = yomKippur.map.places as Record<string, string>;
    expect([places['0721'], places['0921'], places['0823']]).toEqual(['Deversoir', 'Chinese Farm', 'Great Bitter Lake']);
    // west of the canal: Deversoir, the 600th by the lake (0822 is the Great Bitter Lake), the artillery and the SAM
    expect(['0721', '0722', '0620', '0623'].map(bank)).toEqual([WEST, WEST, WEST, WEST]);
    expect(['0921', '0920', '0820', '0922', '1021'].map(bank)).toEqual([EAST, EAST, EAST, EAST, EAST]);
    expect([g.terrainAt('0822'), g.distance('0722', '0822')]).toEqual(['lake', 1]);
    expect(g.bridges().find((b) => b.id === 'bridge-0820')).toMatchObject({ hexes: ['0820', '0721'], state: 'intact' });
  });
});
