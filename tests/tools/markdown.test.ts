// The Markdown plugin (tools/markdown.ts): a fenced block named after a game
// becomes its diagram at build time, in the Markdown text and in a remark tree.
import { describe, expect, it } from 'vitest';
import { fenceRequest, remarkDiagrams, renderFences } from '../../tools/markdown.js';

const page = [
  '# 4.5 Zones of Control',
  '',
  '```across-suez',
  '2ic/reshev-2@0410,matt-1@0311,16-1@0411',
  'view: 0107 0815',
  'highlights: 0411',
  'arrows: 0308-0410',
  '```',
  '',
  '```js',
  'console.log("left alone");',
  '```',
  '',
].join('\n');

describe('diagrams in Markdown', () => {
  it("a block's lines: a bare position, key: value options, record: takes the rest", () => {
    expect(fenceRequest('across-suez', '2ic/reshev-2@0410\nview: 0107 0815\nlegend: yes\nlang: fr\n')).toEqual({
      game: 'across-suez',
      embedFonts: false,
      position: '2ic/reshev-2@0410',
      view: '0107 0815',
      legend: true,
      lang: 'fr',
    });
    expect(fenceRequest('across-suez', 'ply: 2\nrecord:\nacross-suez record 1\nseed 3\n').record).toBe(
      'across-suez record 1\nseed 3\n',
    );
    expect(() => fenceRequest('across-suez', '2ic/reshev-2@0410\nnonsense here')).toThrow('key: value');
  });

  it("a game's fenced block becomes an inline SVG figure; other blocks and text stay as they were", async () => {
    const html = await renderFences(page);
    expect(html).toContain('# 4.5 Zones of Control');
    expect(html).toContain('```js\nconsole.log("left alone");\n```');
    expect(html).not.toContain('```across-suez');
    const figure = /<figure class="hexmap-diagram" data-game="across-suez"><svg [^]*?<\/svg><\/figure>/.exec(html)?.[0];
    expect(figure).toBeDefined();
    expect(figure).toContain('data-unit="16-1"');
    expect(figure).toContain('class="highlight"');
    expect(figure).not.toContain('\n\n'); // one HTML block: Markdown passes it through whole
  });

  it('the remark plugin turns code nodes of a game into html nodes', async () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'code', lang: 'across-suez', value: '2ic/reshev-2@0410' },
        { type: 'code', lang: 'js', value: '1' },
      ],
    };
    await remarkDiagrams()(tree);
    expect(tree.children[0]!.type).toBe('html');
    expect((tree.children[0] as { value: string }).value).toContain('data-unit="reshev-2"');
    expect(tree.children[1]!.type).toBe('code');
  });

  it('a yom-kippur block draws Yom Kippur: its compact string, its counters and faces', async () => {
    const html = await renderFences(
      ['```yom-kippur', '3ec/il-14-armd@1019,eg-15-armd.r', 'view: 0605 1020', 'highlights: 1019', '```'].join('\n'),
    );
    const figure = /<figure class="hexmap-diagram" data-game="yom-kippur"><svg [^]*?<\/svg><\/figure>/.exec(html)?.[0];
    expect(figure).toBeDefined();
    expect(figure).toContain('data-unit="il-14-armd"');
    expect(figure).toMatch(/class="counter egyptian reduced"[^>]*data-unit="eg-15-armd"/);
    const tree = { type: 'root', children: [{ type: 'code', lang: 'yom-kippur', value: '1ia\nview: 0605 0810' }] };
    await remarkDiagrams()(tree);
    expect((tree.children[0] as { type: string; value: string }).value).toContain('data-unit="fort-orkal"');
  });
});
