// npx tsx scripts/render-map.ts [out.svg]
// Draws data/across-suez/map.json as an SVG (terrain colours, roads, trails,
// ridges, blocked hexsides, hex numbers, places, starting units) so the
// reconstruction can be looked at and checked against the printed map.
import { writeFile } from 'node:fs/promises';
import { acrossSuez } from '../src/games/across-suez/data.js';
import { parseHexId } from '../src/engine/hex-id.js';

const map = acrossSuez.map;
const SIZE = 24; // hex radius in px
const W = SIZE * 2,
  H = Math.sqrt(3) * SIZE;
const lowColumnsAreEven = map.layout.shiftedColumns === 'even';

function centre(id: string): [number, number] {
  const { col, row } = parseHexId(id)!;
  const low = (col % 2 === 0) === lowColumnsAreEven;
  return [SIZE + (col - 1) * W * 0.75 + 4, H / 2 + (row - 1) * H + (low ? H / 2 : 0) + 4];
}

function corners(id: string): [number, number][] {
  const [x, y] = centre(id);
  return Array.from(
    { length: 6 },
    (_, i) => [x + SIZE * Math.cos((Math.PI / 3) * i), y + SIZE * Math.sin((Math.PI / 3) * i)] as [number, number],
  );
}

/** The two corners shared by two adjacent hexes: the hexside between them. */
function side(a: string, b: string): [number, number][] {
  const cb = corners(b);
  return corners(a).filter(([x, y]) => cb.some(([u, v]) => Math.hypot(x - u, y - v) < 1));
}

const fill: Record<string, string> = {
  clear: '#f3ecd2',
  sand: '#e6c987',
  'elevated-sand': '#c99a55',
  'chinese-farm': '#8fb36a',
  'bar-lev': '#f3ecd2',
  swamp: '#8fb3a4',
  lake: '#7fa9cf',
};
const pts = (p: [number, number][]) => p.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
const out: string[] = [];
for (const [id, t] of Object.entries(map.hexes)) {
  out.push(`<polygon points="${pts(corners(id))}" fill="${fill[t]}" stroke="#6b6251" stroke-width="0.6"/>`);
  if (t === 'bar-lev')
    out.push(
      `<rect x="${centre(id)[0] - 7}" y="${centre(id)[1] - 5}" width="14" height="10" fill="none" stroke="#5a2d0c" stroke-width="2"/>`,
    );
  if (t === 'swamp')
    out.push(
      `<text x="${centre(id)[0]}" y="${centre(id)[1] + 4}" font-size="12" text-anchor="middle" fill="#2f5d50">≈≈</text>`,
    );
  if (t === 'chinese-farm')
    out.push(
      `<text x="${centre(id)[0]}" y="${centre(id)[1] + 4}" font-size="12" text-anchor="middle" fill="#2f4d1a">✱</text>`,
    );
  const [x, y] = centre(id);
  out.push(`<text x="${x}" y="${y - H / 2 + 8}" font-size="6" text-anchor="middle" fill="#6b6251">${id}</text>`);
}
const line = (a: string, b: string, style: string) => {
  const [x1, y1] = centre(a),
    [x2, y2] = centre(b);
  out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${style}/>`);
};
for (const [a, b] of map.hexsides.trail ?? []) line(a, b, 'stroke="#7a4b1e" stroke-width="2" stroke-dasharray="4 3"');
for (const [a, b] of map.hexsides.road ?? []) line(a, b, 'stroke="#202020" stroke-width="3"');
for (const [a, b] of map.hexsides.ridge ?? [])
  out.push(`<polyline points="${pts(side(a, b))}" stroke="#6e3b12" stroke-width="4" fill="none"/>`);
for (const [a, b] of map.hexsides.blocked ?? [])
  out.push(`<polyline points="${pts(side(a, b))}" stroke="#2c5f8f" stroke-width="4" fill="none"/>`);
for (const [id, name] of Object.entries(map.places)) {
  const [x, y] = centre(id);
  out.push(
    `<text x="${x}" y="${y + H / 2 - 3}" font-size="7" font-style="italic" text-anchor="middle" fill="#222">${name}</text>`,
  );
}
for (const u of acrossSuez.units) {
  if (!u.start) continue;
  const [x, y] = centre(u.start);
  const colour = u.side === 'israeli' ? '#d9c49a' : '#9aa36b';
  out.push(
    `<rect x="${x - 9}" y="${y - 7}" width="18" height="14" fill="${colour}" stroke="#222" stroke-width="0.8"/>`,
  );
  out.push(
    `<text x="${x}" y="${y + 3}" font-size="5.5" text-anchor="middle">${u.name.replace('Reshev', 'Rsh')}</text>`,
  );
}
const width = SIZE + (map.columns - 1) * W * 0.75 + SIZE + 8,
  height = (map.rows + 0.5) * H + 8;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#7fa9cf"/>
${out.join('\n')}
</svg>
`;
await writeFile(process.argv[2] ?? 'docs/across-suez/map.svg', svg);
console.log(`wrote ${process.argv[2] ?? 'docs/across-suez/map.svg'}`);
