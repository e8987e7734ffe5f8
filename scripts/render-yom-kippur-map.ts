// npx tsx scripts/render-yom-kippur-map.ts [out.svg]
// Draws the reconstructed Sinai map of Yom Kippur (data/yom-kippur/map.json)
// with the basic game's set-up (units.json, markers.json) as an SVG, so that
// someone holding the printed map can compare the two hex by hex. It reads
// the JSON only: no engine code, so it keeps working while the engine moves.
import { readFileSync, writeFileSync } from 'node:fs';

interface YkMap {
  columns: number;
  rows: number;
  hexes: Record<string, string>;
  hexsides: Record<string, [string, string][]>;
  features: Record<string, string[]>;
  places: Record<string, string>;
}
interface YkUnit {
  id: string;
  side: string;
  type: string;
  start?: string;
}
interface YkMarkers {
  sam: { units: { id: string; start: string }[] };
}

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../data/yom-kippur/${file}`, import.meta.url), 'utf8')) as T;
const map = read<YkMap>('map.json');
const units = read<{ units: YkUnit[] }>('units.json').units;
const markers = read<YkMarkers>('markers.json');

const SIZE = 16; // hex radius in px
const H = Math.sqrt(3) * SIZE;
const LEGEND = 150;

function centre(id: string): [number, number] {
  const col = Number(id.slice(0, 2));
  const row = Number(id.slice(2));
  // Even (1-based) columns sit half a hex lower.
  return [SIZE + (col - 1) * SIZE * 1.5 + 4, H / 2 + (row - 1) * H + (col % 2 === 0 ? H / 2 : 0) + 4];
}
function corners(id: string): [number, number][] {
  const [x, y] = centre(id);
  return Array.from({ length: 6 }, (_, i): [number, number] => [
    x + SIZE * Math.cos((Math.PI / 3) * i),
    y + SIZE * Math.sin((Math.PI / 3) * i),
  ]);
}
/** The two corners two adjacent hexes share: the hexside between them. */
function side(a: string, b: string): [number, number][] {
  const cb = corners(b);
  return corners(a).filter(([x, y]) => cb.some(([u, v]) => Math.hypot(x - u, y - v) < 0.5));
}
const pts = (p: [number, number][]) => p.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
const line = (p: [number, number][], colour: string, width: number, extra = '') =>
  p.length === 2
    ? `<line x1="${p[0]![0].toFixed(1)}" y1="${p[0]![1].toFixed(1)}" x2="${p[1]![0].toFixed(1)}" y2="${p[1]![1].toFixed(1)}" stroke="${colour}" stroke-width="${width}" ${extra}/>`
    : '';

const fill: Record<string, string> = {
  clear: '#f4efd9',
  desert: '#ecd27a',
  hill: '#b8875a',
  marsh: '#9fc0ad',
  lake: '#7fa9cf',
  sea: '#5f8fc0',
  'red-sea': '#5f8fc0',
};
const out: string[] = [];
for (const [id, t] of Object.entries(map.hexes)) {
  out.push(`<polygon points="${pts(corners(id))}" fill="${fill[t] ?? '#f0f'}" stroke="#7d735d" stroke-width="0.5"/>`);
  const [x, y] = centre(id);
  out.push(`<text x="${x}" y="${y - SIZE * 0.55}" font-size="5" text-anchor="middle" fill="#5b5443">${id}</text>`);
  if (t === 'marsh') out.push(`<text x="${x}" y="${y + 3}" font-size="8" text-anchor="middle" fill="#2f5d50">≈</text>`);
}
for (const [a, b] of map.hexsides['road'] ?? []) {
  const [x1, y1] = centre(a);
  const [x2, y2] = centre(b);
  out.push(
    line(
      [
        [x1, y1],
        [x2, y2],
      ],
      '#3b2a1a',
      1.6,
      'stroke-linecap="round"',
    ),
  );
}
for (const [a, b] of map.hexsides['canal'] ?? []) out.push(line(side(a, b), '#1f5fb0', 4, 'stroke-linecap="round"'));
for (const [a, b] of map.hexsides['red-line'] ?? []) out.push(line(side(a, b), '#d0201a', 4, 'stroke-linecap="round"'));

const mark = (hexes: string[] | undefined, draw: (x: number, y: number) => string) =>
  (hexes ?? []).forEach((h) => out.push(draw(...centre(h))));
mark(map.features['town'], (x, y) => `<circle cx="${x}" cy="${y}" r="4" fill="#222"/>`);
mark(
  map.features['pass'],
  (x, y) => `<text x="${x}" y="${y + 4}" font-size="11" text-anchor="middle" fill="#800">)(</text>`,
);
mark(
  map.features['entrenched-camp'],
  (x, y) =>
    `<circle cx="${x}" cy="${y}" r="7" fill="none" stroke="#6a1b9a" stroke-width="1.6" stroke-dasharray="2 1.5"/>`,
);
mark(
  map.features['fort-white'],
  (x, y) => `<rect x="${x - 5}" y="${y - 5}" width="10" height="10" fill="#fff" stroke="#000" stroke-width="1.2"/>`,
);
mark(
  map.features['fort-black'],
  (x, y) => `<rect x="${x - 5}" y="${y - 5}" width="10" height="10" fill="#000" stroke="#000" stroke-width="1.2"/>`,
);
mark(
  map.features['bridge-site'],
  (x, y) => `<text x="${x - 8}" y="${y + 3}" font-size="9" font-weight="bold" fill="#0d47a1">=</text>`,
);
mark(
  map.features['entry-israeli'],
  (x, y) => `<text x="${x + 6}" y="${y + 3}" font-size="9" fill="#1565c0">◀IL</text>`,
);
mark(
  map.features['entry-egyptian'],
  (x, y) => `<text x="${x - 14}" y="${y + 3}" font-size="9" fill="#2e7d32">EG▶</text>`,
);

// Set-up: a small box per unit (blue Israeli, green Egyptian), SAMs as S.
const perHex = new Map<string, number>();
const box = (hex: string, colour: string, label: string) => {
  const n = perHex.get(hex) ?? 0;
  perHex.set(hex, n + 1);
  const [x, y] = centre(hex);
  out.push(
    `<rect x="${x - 9 + n * 7}" y="${y + 2}" width="8" height="6" fill="${colour}" stroke="#000" stroke-width="0.4"/>`,
    `<text x="${x - 5 + n * 7}" y="${y + 7}" font-size="5" text-anchor="middle" fill="#fff">${label}</text>`,
  );
};
for (const u of units) if (u.start) box(u.start, u.side === 'israeli' ? '#1565c0' : '#2e7d32', u.type.slice(0, 2));
for (const s of markers.sam.units) box(s.start, '#b71c1c', 'S');

for (const [id, name] of Object.entries(map.places)) {
  const [x, y] = centre(id);
  out.push(
    `<text x="${x}" y="${y + SIZE * 0.95}" font-size="6.5" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="1.6" paint-order="stroke">${name}</text>`,
  );
}

const width = SIZE * 1.5 * map.columns + SIZE + 8;
const height = H * (map.rows + 0.5) + 8;
const legend = [
  ['#f4efd9', 'clear (1 MP)'],
  ['#ecd27a', 'desert (2 MP)'],
  ['#b8875a', 'hill (2 MP, +2 def.)'],
  ['#9fc0ad', 'marsh (2 MP, def. ×2)'],
  ['#7fa9cf', 'lake'],
  ['#5f8fc0', 'sea (Mediterranean, Red Sea)'],
]
  .map(
    ([c, t], i) =>
      `<rect x="${width + 8}" y="${20 + i * 16}" width="12" height="12" fill="${c}" stroke="#555"/><text x="${width + 24}" y="${30 + i * 16}" font-size="9">${t}</text>`,
  )
  .join('');
const notes = [
  'blue hexside: canal',
  'red hexside: red line',
  'brown line: road',
  'white/black box: fort',
  ')( pass, ● town',
  'dashed ring: entrenched camp',
  '= bridge symbol',
  'small boxes: set-up',
  '(blue IL, green EG, red SAM)',
  'RECONSTRUCTED map',
]
  .map((t, i) => `<text x="${width + 8}" y="${140 + i * 13}" font-size="9">${t}</text>`)
  .join('');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${(width + LEGEND).toFixed(0)}" height="${height.toFixed(0)}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
${out.join('\n')}
${legend}${notes}
</svg>
`;
const target = process.argv[2] ?? new URL('../docs/yom-kippur/map.svg', import.meta.url).pathname;
writeFileSync(target, svg);
console.log(`wrote ${target}`);
