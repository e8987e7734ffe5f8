// The games' data files (data/<game>/*.json) as the built modules carry them (vite.lib.config.ts). The
// package ships the files unchanged for the people who correct the data; a built module leaves out what
// the code never reads (NOTES: the `$comment` fields that document each choice, and the entries' words for
// their readers) and writes a map's two bulkiest fields packed, rebuilding the same object when it loads:
//   `hexes`     the terrain of every CCRR of the map's columns and rows, in order: one letter a hex;
//   `hexsides`  each class's [hex, hex] pairs: a hex is written only where a pair does not go on from the
//               one before (a road, a canal bank), and each step to the next hex is one letter.
// Each packing is used only where it gives back exactly the same data; tests/scripts/pack-data.test.ts
// reads every data file back through it.

type Json = Record<string, unknown>;
type Pair = [string, string];

/**
 * The fields written for the data's readers, which no code reads: `$comment`, a unit's `nameConfidence` (how sure
 * its historical name is), a victory item's `for` (what it counts, in words) and a set-up entry's `where` (its zone,
 * in words). A built module leaves them out (0.5 KB of dist/yom-kippur.js gzipped).
 */
export const NOTES: ReadonlySet<string> = new Set(['$comment', 'nameConfidence', 'for', 'where']);

const hexId = (column: number, row: number) => `${String(column).padStart(2, '0')}${String(row).padStart(2, '0')}`;

/** The step from one hex to a hex around it, as a letter: 'a' + 3 × (column step + 1) + (row step + 1). */
function stepLetter([a, b]: Pair): string | null {
  const dc = Number(b.slice(0, 2)) - Number(a.slice(0, 2));
  const dr = Number(b.slice(2)) - Number(a.slice(2));
  return Math.abs(dc) <= 1 && Math.abs(dr) <= 1 ? String.fromCharCode(97 + 3 * (dc + 1) + dr + 1) : null;
}

const isHexId = (h: unknown): h is string => typeof h === 'string' && /^\d{4}$/.test(h);

/** `hexes` as one letter a hex and its terrains, or null where the map does not list every hex of its grid. */
function packedHexes(data: Json): { terrains: string[]; letters: string; rows: number } | null {
  const { columns, rows, hexes } = data as { columns?: number; rows?: number; hexes?: Record<string, string> };
  if (typeof columns !== 'number' || typeof rows !== 'number' || !hexes || columns > 99 || rows > 99) return null;
  const ids = Array.from({ length: columns * rows }, (_, i) => hexId(Math.floor(i / rows) + 1, (i % rows) + 1));
  // (the same keys in grid order: an object lists integer-like keys such as '1001' first either way)
  if (Object.keys(hexes).length !== ids.length || ids.some((id) => !(id in hexes))) return null;
  const terrains = [...new Set(Object.values(hexes))];
  if (terrains.length > 26 || terrains.some((t) => typeof t !== 'string')) return null;
  return { terrains, letters: ids.map((id) => String.fromCharCode(97 + terrains.indexOf(hexes[id]!))).join(''), rows };
}

/** `hexsides` as a text per class, or null where a pair is not two hexes next to each other. */
function packedHexsides(data: Json): Record<string, string> | null {
  const hexsides = data['hexsides'] as Record<string, unknown> | undefined;
  if (typeof hexsides !== 'object' || hexsides === null) return null;
  const out: Record<string, string> = {};
  for (const [name, list] of Object.entries(hexsides)) {
    if (!Array.isArray(list)) return null;
    let text = '';
    let at = '';
    for (const pair of list as unknown[]) {
      if (!Array.isArray(pair) || pair.length !== 2 || !isHexId(pair[0]) || !isHexId(pair[1])) return null;
      const step = stepLetter(pair as Pair);
      if (step === null) return null;
      text += (pair[0] === at ? '' : pair[0]) + step;
      at = pair[1];
    }
    out[name] = text;
  }
  return out;
}

/** The code that rebuilds `hexes` and `hexsides` (the letters above) from `packed` into `data`. */
function unpack(packed: { hexes: ReturnType<typeof packedHexes>; hexsides: Record<string, string> | null }): string {
  const { hexes, hexsides } = packed;
  return [
    `const hexId = ${hexId.toString()};`,
    hexes &&
      `const terrains = ${JSON.stringify(hexes.terrains)};
const letters = ${JSON.stringify(hexes.letters)};
data.hexes = {};
for (let i = 0; i < letters.length; i++) data.hexes[hexId(Math.floor(i / ${hexes.rows}) + 1, (i % ${hexes.rows}) + 1)] = terrains[letters.charCodeAt(i) - 97];`,
    hexsides &&
      `for (const [name, text] of Object.entries(${JSON.stringify(hexsides)})) {
  const pairs = (data.hexsides[name] = []);
  let at = '';
  for (let i = 0; i < text.length; ) {
    if (text[i] <= '9') (at = text.slice(i, i + 4)), (i += 4);
    const step = text.charCodeAt(i++) - 97;
    const next = hexId(+at.slice(0, 2) + Math.floor(step / 3) - 1, +at.slice(2) + (step % 3) - 1);
    pairs.push([at, next]);
    at = next;
  }
}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** A data file's text as the module a build carries: JSON without `$comment`, or code that rebuilds it packed. */
export function dataModule(text: string): string | { code: string; moduleType: 'js' } {
  const data = JSON.parse(text, (key, value: unknown) => (NOTES.has(key) ? undefined : value)) as Json;
  const hexes = packedHexes(data);
  const hexsides = packedHexsides(data);
  if (!hexes && !hexsides) return JSON.stringify(data);
  // the same keys in the same order, the packed ones filled in below
  const shell = { ...data, ...(hexes && { hexes: null }), ...(hexsides && { hexsides: {} }) };
  return {
    code: `const data = ${JSON.stringify(shell)};\n${unpack({ hexes, hexsides })}\nexport default data;\n`,
    moduleType: 'js',
  };
}
