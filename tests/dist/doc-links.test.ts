// Every relative link and image of README.md and docs/ points at a file that
// exists (the docs moved once, Across Suez's beside Yom Kippur's in
// docs/<game>/; a link left behind fails here), and docs/README.md lists
// every page of docs/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const pages = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? pages(join(dir, d.name)) : d.name.endsWith('.md') ? [join(dir, d.name)] : [],
  );
const docs = pages(join(root, 'docs'));

/** The relative targets of a page's Markdown links, images and HTML src/href attributes, outside code blocks. */
function targets(text: string): string[] {
  const prose = text.replace(/^```[^]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)|\b(?:src|href)="([^"]+)"/g)]
    .map((m) => (m[1] ?? m[2])!.split('#')[0]!)
    .filter((t) => t && !/^[a-z]+:|^\//.test(t));
}

describe('the documentation’s links', () => {
  it('every relative link of README.md and docs/**/*.md reaches a file', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of [join(root, 'README.md'), ...docs])
      for (const t of targets(readFileSync(page, 'utf8'))) {
        checked++;
        if (!existsSync(join(dirname(page), t))) broken.push(`${relative(root, page)}: ${t}`);
      }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('docs/README.md lists every page of docs/, the shared ones and each game’s', () => {
    const index = join(root, 'docs/README.md');
    const listed = new Set(targets(readFileSync(index, 'utf8')).map((t) => join(root, 'docs', t)));
    expect(docs.filter((d) => d !== index && !listed.has(d)).map((d) => relative(root, d))).toEqual([]);
  });
});
