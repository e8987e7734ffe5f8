// The Markdown plugin inside a real site generator: Eleventy 3 builds
// pages whose fenced `across-suez` and `yom-kippur` blocks become the
// diagrams' inline SVG, the page carrying no script, and leaves other code
// blocks alone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Eleventy from '@11ty/eleventy';
import { eleventyDiagrams } from '../../tools/markdown.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eleventy-'));
  await writeFile(
    join(dir, 'zoc.md'),
    [
      '# 4.5 Zones of Control',
      '',
      '```across-suez',
      '2ic/reshev-2@0410,matt-1@0311,16-1@0411',
      'view: 0107 0815',
      'arrows: 0308-0410',
      '```',
      '',
      '```js',
      'console.log("left alone");',
      '```',
      '',
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'sinai.md'),
    ['# B-C Step losses', '', '```yom-kippur', '3ec/eg-15-armd.r', 'view: 0605 1020', '```', ''].join('\n'),
  );
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the Markdown plugin in Eleventy', () => {
  it("an Eleventy build turns each game's fenced block into an inline SVG diagram and leaves other blocks as code", async () => {
    const site = new Eleventy(dir, join(dir, '_site'), {
      quietMode: true,
      config: (config: Parameters<typeof eleventyDiagrams>[0]) => eleventyDiagrams(config),
    });
    const pages = (await site.toJSON()) as { url: string; content: string }[];
    const page = pages.find((p) => p.url === '/zoc/')!;
    expect(page.content).toContain('<h1>4.5 Zones of Control</h1>');
    expect(page.content).toMatch(/<svg[^>]*viewBox=/);
    expect(page.content).toContain('0410');
    expect(page.content).toContain('console.log(&quot;left alone&quot;);');
    expect(page.content).not.toContain('```across-suez');
    expect(page.content).not.toContain('<script');
    const sinai = pages.find((p) => p.url === '/sinai/')!;
    expect(sinai.content).toMatch(/<figure class="hexmap-diagram" data-game="yom-kippur"><svg[^>]*viewBox=/);
    expect(sinai.content).toMatch(/class="counter egyptian reduced"[^>]*data-unit="eg-15-armd"/);
    expect(sinai.content).not.toContain('```yom-kippur');
  }, 60_000);
});
