// How the advanced game's reconstructed Golan map looks beside the Sinai's
// (look.ts): mountains, the rivers with their bridges, the lava edges, the
// Syrian fortified lines and the Purple Line along hexsides
// (data/yom-kippur/golan-map.json), towns, Damascus, kibbutzim and forts.
// Every Arab counter is of the Arab side, drawn as Egypt's. Its own module,
// so the basic game's element carries none of it.
import { svg } from 'lit';
import type { MapStyle } from '../hexmap/map-layer.js';
import { mapStyle } from './look.js';

const town = mapStyle.featureMarks!['town']!;

export const golanMapStyle: MapStyle = {
  placeBaseline: mapStyle.placeBaseline,
  hexsides: [
    ...mapStyle.hexsides,
    { class: 'river', draw: 'edge' },
    { class: 'river-bridge', draw: 'edge' },
    { class: 'lava', draw: 'edge' },
    { class: 'fortified-line', draw: 'edge' },
    { class: 'purple-line', draw: 'edge' },
  ],
  terrainMarks: {
    ...mapStyle.terrainMarks,
    // A-F.2: impassable second-level ground, a peak drawn on the dark fill
    mountain: (x, y) =>
      svg`<path class="mark" d=${`M${x - 11},${y + 7} l7,-12 l4,6 l4,-9 l7,15`} stroke="#f1e4cf" fill="none" stroke-width="1.4"></path>`,
  },
  featureMarks: {
    ...mapStyle.featureMarks,
    'town-israeli': town,
    'town-syrian': town,
    damascus: (x, y) => svg`${town(x - 4, y)}${town(x + 6, y - 6)}`,
    // A-J.3: a kibbutz, a fenced square
    kibbutz: (x, y) => svg`<rect class="f-kibbutz" x=${x - 6} y=${y + 3} width="12" height="9"></rect>`,
    'fort-israeli': mapStyle.featureMarks!['entrenched-camp']!,
    'fort-syrian': mapStyle.featureMarks!['entrenched-camp']!,
  },
};

export const golanCss = `
  .t-mountain { fill: #6e4b2a; }
  .river { stroke: #2a6fb8; stroke-width: 3; fill: none; stroke-linecap: round; }
  .river-bridge { stroke: #2a6fb8; stroke-width: 3; stroke-dasharray: 4 3; fill: none; }
  .lava { stroke: #262626; stroke-width: 4; fill: none; stroke-linecap: round; }
  .fortified-line { stroke: #8c1d14; stroke-width: 3; stroke-dasharray: 7 3; fill: none; }
  .purple-line { stroke: #7b3fa0; stroke-width: 2.5; stroke-dasharray: 2 3; fill: none; }
  .f-kibbutz { fill: none; stroke: #2f5d50; stroke-width: 1.6; }
`;
