// The command line and the diagrams it draws in Node (tools/): the same input
// gives the same bytes, the options reach the picture, PNG through resvg with
// the package's fonts.
import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { main } from '../../tools/cli.js';
import { diagramPng, diagramSvg, gameOf } from '../../tools/diagram.js';

const sha = (b: string | Uint8Array) => createHash('sha256').update(b).digest('hex');
const diagram = {
  position: '2ic/reshev-2@0410,matt-1@0311,16-1@0411',
  view: '0107,0815',
  highlights: '0411',
  arrows: '0308-0410',
};

describe('diagrams in Node', () => {
  it('draws the position, the crop, the rings and the arrows, as a standalone SVG', async () => {
    const svg = await diagramSvg(diagram);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/data-unit="([^"]+)"/g)).toEqual([
      'data-unit="reshev-2"',
      'data-unit="matt-1"',
      'data-unit="16-1"',
    ]);
    expect(svg).toMatch(/<polygon class="highlight" points="/);
    expect(svg).toMatch(/<line class="arrow" /);
    expect(svg).toMatch(/viewBox="[\d.]+ [\d.]+ [\d.]+ [\d.]+"/);
    expect(svg).toContain('@font-face{font-family:"DejaVu Sans"');
    expect(svg).not.toMatch(/var\(|:host|<!--|@click|\.value=/);
    // a crop draws only the hexes around it
    const whole = await diagramSvg({ position: diagram.position });
    expect(svg.split('class="hex ').length).toBeLessThan(whole.split('class="hex ').length / 2);
  });

  it('the same input gives the same bytes, SVG and PNG', async () => {
    expect(sha(await diagramSvg(diagram))).toBe(sha(await diagramSvg(diagram)));
    const [a, b] = [await diagramPng(diagram), await diagramPng(diagram)];
    expect(Buffer.from(a.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
    expect(sha(a)).toBe(sha(b));
  });

  it('a record replays to its ply; the legend speaks the language asked', async () => {
    const record = 'across-suez record 1\nseed 3\nmove bridge 1210\nmove reshev-1 0209\n';
    const at1 = await diagramSvg({ record, ply: 1, legend: true, lang: 'fr' });
    expect(at1).toMatch(/data-unit="bridge" transform="translate\([\d.]+ [\d.]+\)"/);
    expect(at1).toContain('Tour 1');
    const start = await diagramSvg({ record, ply: 0 });
    expect(start).not.toBe(await diagramSvg({ record, ply: 1 }));
  });

  it('the command line writes the file it is asked for, in the format of its extension', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diagram-'));
    const args = ['diagram', '--position', diagram.position, '--view', diagram.view, '--highlights', '0411'];
    expect(await main([...args, '--out', join(dir, 'fig.svg')])).toBe(0);
    expect(await main([...args, '--out', join(dir, 'fig.png')])).toBe(0);
    expect(readFileSync(join(dir, 'fig.svg'), 'utf8')).toContain('data-unit="16-1"');
    expect(readFileSync(join(dir, 'fig.png')).subarray(1, 4).toString()).toBe('PNG');
    await expect(main(['diagram', '--position', '2ic/nobody@0410'])).rejects.toThrow('units.nobody');
    await expect(main(['diagram', '--format', 'gif'])).rejects.toThrow('--format');
  });
});

describe('Yom Kippur diagrams in Node', () => {
  // B-C: the 15th Armoured on its reduced face; B-N.2b: the 136th Mechanised shocked
  const yk = {
    position: 'yom-kippur.1:3ec/il-14-armd@1019,eg-15-armd.r,eg-136-mech.sh3e',
    view: '0605,1020',
    highlights: '1019',
    arrows: '0916-1019',
  };

  it("the compact string's header names the game: its counters, faces, rings and arrows in its own look", async () => {
    const svg = await diagramSvg(yk);
    expect(svg).toContain('data-unit="il-14-armd"');
    expect(svg).toMatch(/<g class="counter egyptian reduced"[^>]*data-unit="eg-15-armd"[^]*?2-6<\/text>/);
    expect(svg).toContain('<title>136th Mechanised Bde (shock), Egyptian mechanised 4-6</title>');
    expect(svg).toMatch(/<polygon class="highlight" points="/);
    expect(svg).toMatch(/<line class="arrow" /);
    expect(svg).toContain('.counter.egyptian rect.body{fill:#8a6b32}'); // Yom Kippur's colours, not Across Suez's
    expect(svg).not.toMatch(/var\(|:host|<!--/);
    const legend = await diagramSvg({ ...yk, legend: true, lang: 'fr' });
    expect(legend).toContain('Tour 3 (10-11 Oct) · Égyptien — combat');
  });

  it('the same input gives the same bytes, SVG and PNG; --game picks the set-up of a game', async () => {
    expect(sha(await diagramSvg(yk))).toBe(sha(await diagramSvg(yk)));
    const [a, b] = [await diagramPng(yk), await diagramPng(yk)];
    expect(Buffer.from(a.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
    expect(sha(a)).toBe(sha(b));
    const dir = mkdtempSync(join(tmpdir(), 'diagram-'));
    expect(await main(['diagram', '--game', 'yom-kippur', '--view', '0605,1020', '--out', join(dir, 'yk.svg')])).toBe(
      0,
    );
    expect(readFileSync(join(dir, 'yk.svg'), 'utf8')).toContain('data-unit="fort-orkal"');
    await expect(main(['diagram', '--game', 'yom-kippur', '--position', '1ia/nobody@0610'])).rejects.toThrow(
      'units.nobody',
    );
  });

  it('a Yom Kippur record replays to its ply', async () => {
    const record = 'yom-kippur record 1\nseed 3\nend\n';
    const start = await diagramSvg({ record, ply: 0, legend: true });
    expect(start).toContain('Israeli — air phase');
    expect(await diagramSvg({ record, legend: true })).toContain('Israeli — first movement');
  });
});

describe('the legend under a diagram (issue 33, polish)', () => {
  const captionLines = (svg: string) => [...svg.matchAll(/<text class="legend-caption" x="([\d.]+)"[^>]*>([^<]*)</g)];
  const viewWidth = (svg: string) => Number(svg.match(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/)![1]);

  it('a caption too long for a narrow view is broken between its parts, none past the edge', async () => {
    const svg = await diagramSvg({ game: 'yom-kippur', view: '0605,1020', legend: true });
    expect(captionLines(svg).map((m) => m[2])).toEqual(['Game-Turn 1 (6-7 Oct 1973)', 'Israeli — air phase']);
    // 10 px bold letters are narrower than 6.2 map units each: every line ends inside the picture
    for (const [, x, text] of captionLines(svg))
      expect(Number(x) + text!.length * 6.2).toBeLessThan(viewWidth(svg) + Number(captionLines(svg)[0]![1]));
  });

  it('the key names only the terrain the picture shows', async () => {
    const keys = (svg: string) => [...svg.matchAll(/<rect class="hex t-([\w-]+)"[^>]*width="14"/g)].map((m) => m[1]);
    const crop = await diagramSvg({ game: 'yom-kippur', view: '0605,1020', legend: true });
    expect(keys(crop)).toEqual(expect.arrayContaining(['marsh', 'desert', 'clear', 'lake']));
    expect(keys(crop)).not.toContain('hill'); // the Sinai's passes are far to the east of this view
    expect(keys(await diagramSvg({ game: 'yom-kippur', legend: true }))).toContain('hill');
  });
});

describe('the game a diagram is of', () => {
  it('no game is assumed: named, or by the header, or the one game whose rules read the position', async () => {
    expect(await gameOf({ game: 'yom-kippur' })).toBe('yom-kippur');
    expect(await gameOf({ position: 'yom-kippur.1:3ec/il-14-armd@1019' })).toBe('yom-kippur');
    expect(await gameOf({ position: '3ec/il-14-armd@1019,eg-15-armd.r' })).toBe('yom-kippur'); // no header
    expect(await gameOf({ position: '2ic/reshev-2@0410' })).toBe('across-suez'); // no header
    await expect(gameOf({})).rejects.toThrow('Name the game (--game): across-suez or yom-kippur');
    await expect(gameOf({ position: '2ic/nobody@0410' })).rejects.toThrow(/no game's position.*units\.nobody/);
  });
});

describe('the command line’s conventions', () => {
  /** What main writes to standard output and standard error, and its exit status. */
  async function run(argv: string[]) {
    const written = { out: '', err: '' };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((written.out += String(s)), true));
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((written.err += String(s)), true));
    try {
      return { code: await main(argv), ...written };
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  }

  it('-h and --help print the usage to standard output and exit 0, for the command line and each command', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['diagram', '--help'], ['diagram', '-h'], ['animate', '-h']]) {
      const { code, out, err } = await run(argv);
      expect([code, err], argv.join(' ')).toEqual([0, '']);
      expect(out).toContain('usage: across-suez diagram');
    }
  });

  it('a wrong command exits 2, its message and the usage on standard error', async () => {
    for (const argv of [[], ['bogus']]) {
      const { code, out, err } = await run(argv);
      expect([code, out]).toEqual([2, '']);
      expect(err).toContain('usage: across-suez diagram');
    }
  });

  it('a wrong option is a UsageError (exit 2): unknown, a bad number, a --view that is not two hexes', async () => {
    for (const argv of [
      ['diagram', '--bogus'],
      ['diagram', '--scale', 'big'],
      ['diagram', '--view', '0107'],
      ['diagram', '--format', 'gif'],
      ['animate'],
    ])
      await expect(main(argv), argv.join(' ')).rejects.toMatchObject({ name: 'UsageError' });
    // a position that cannot be read is a failure, not a usage error (exit 1)
    await expect(main(['diagram', '--position', 'zzz'])).rejects.toMatchObject({ name: 'PositionError' });
  });
});
