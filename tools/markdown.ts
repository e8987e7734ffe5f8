// Diagrams in Markdown, drawn at build time: a fenced block named after a
// game (tools/games.ts: across-suez, yom-kippur) becomes its diagram as
// inline SVG (no script on the page).
//
//   ```across-suez
//   position: 2ic/reshev-2@0410,matt-1@0311,16-1@0411
//   view: 0107 0815
//   highlights: 0411
//   arrows: 0308-0410
//   ```
//
//   ```yom-kippur
//   3ec/il-14-armd@1019,eg-15-armd.r
//   view: 0605 1020
//   ```
//
// A bare first line is the position; `record:` alone on a line makes the rest
// of the block the record. Three ways in: renderFences(text) for any
// generator with an async hook on the Markdown source, remarkDiagrams() for
// unified/remark (Astro, Docusaurus…), eleventyDiagrams() for Eleventy.
import { diagramSvg, type DiagramRequest } from './diagram.js';
import { looks } from './games.js';

export interface MarkdownOptions {
  /** Embed the package's fonts in each SVG (default false: the page's sans-serif). */
  embedFonts?: boolean;
  /** Options every block starts from (a block's own lines win). */
  defaults?: Omit<DiagramRequest, 'game' | 'position' | 'record'>;
}

const FLAGS = new Set(['legend', 'hexNumbers', 'embedFonts']);
const KEYS: Record<string, keyof DiagramRequest> = {
  position: 'position',
  ply: 'ply',
  view: 'view',
  highlights: 'highlights',
  arrows: 'arrows',
  lang: 'lang',
  legend: 'legend',
  'hex-numbers': 'hexNumbers',
  fonts: 'embedFonts',
  scale: 'scale',
};

/** A fenced block's text as a request for its game. */
export function fenceRequest(game: string, body: string, o: MarkdownOptions = {}): DiagramRequest {
  const r: Record<string, unknown> = { embedFonts: o.embedFonts ?? false, ...o.defaults, game };
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || line.startsWith('#')) continue;
    if (line === 'record:') {
      r.record = lines.slice(i + 1).join('\n');
      break;
    }
    const m = /^([a-z-]+):\s*(.*)$/.exec(line);
    const key = m && KEYS[m[1]!];
    if (!m || !key) {
      if (r.position === undefined) r.position = line;
      else
        throw new SyntaxError(
          `${game} block: "${line}" is not "key: value" (${Object.keys(KEYS).join(', ')}, record:)`,
        );
      continue;
    }
    const value = m[2]!;
    r[key] = FLAGS.has(key)
      ? !/^(no|false|off|0)$/i.test(value)
      : key === 'ply' || key === 'scale'
        ? Number(value)
        : value;
  }
  return r as DiagramRequest;
}

/** The HTML a block becomes. */
async function figure(game: string, body: string, o: MarkdownOptions): Promise<string> {
  const svg = await diagramSvg(fenceRequest(game, body, o));
  return `<figure class="hexmap-diagram" data-game="${game}">${svg.trim()}</figure>`;
}

/** Markdown text with every game's fenced block replaced by its diagram (raw HTML, which Markdown passes through). */
export async function renderFences(markdown: string, o: MarkdownOptions = {}): Promise<string> {
  const fence = /^( {0,3})(`{3,}|~{3,})[ \t]*([a-z][a-z0-9-]*)[ \t]*\n([^]*?)^ {0,3}\2[`~]*[ \t]*$/gm;
  const jobs: Promise<string>[] = [];
  const pieces: (string | number)[] = [];
  let last = 0;
  for (const m of markdown.matchAll(fence)) {
    const game = m[3]!;
    if (!(game in looks)) continue;
    pieces.push(markdown.slice(last, m.index), jobs.length);
    jobs.push(figure(game, m[4]!, o));
    last = m.index! + m[0].length;
  }
  pieces.push(markdown.slice(last));
  const done = await Promise.all(jobs);
  return pieces.map((p) => (typeof p === 'number' ? done[p] : p)).join('');
}

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
}

/** A remark (unified) plugin: `code` nodes in a game's language become `html` nodes holding its diagram. */
export function remarkDiagrams(o: MarkdownOptions = {}) {
  return async (tree: MdNode): Promise<void> => {
    const jobs: Promise<void>[] = [];
    const visit = (node: MdNode) => {
      if (node.type === 'code' && node.lang && node.lang in looks) {
        const game = node.lang;
        jobs.push(
          figure(game, node.value ?? '', o).then((html) => {
            Object.assign(node, { type: 'html', value: html, lang: undefined });
          }),
        );
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    await Promise.all(jobs);
  };
}

/** An Eleventy plugin: `eleventyConfig.addPlugin(eleventyDiagrams, options)` draws the blocks of every .md page. */
export function eleventyDiagrams(
  eleventyConfig: {
    addPreprocessor(name: string, ext: string, fn: (data: unknown, content: string) => Promise<string>): void;
  },
  o: MarkdownOptions = {},
): void {
  eleventyConfig.addPreprocessor('hexmap-diagrams', 'md', (_data, content) => renderFences(content, o));
}
