// How Yom Kippur's reconstructed map and counters look: terrain marks over
// the fills (data/yom-kippur/terrain.json's classes), the canal and the red
// limit lines along hexsides, roads from centre to centre, town, pass,
// entrenched-camp and bridge-site symbols, and each side's counter shape
// (Israeli counters carry a top bar, Egyptian ones a corner notch).
import { svg } from 'lit';
import type { MapStyle } from '../hexmap/map-layer.js';
import { box, cross, oval, type SideLook } from '../hexmap/counter.js';

export const mapStyle: MapStyle = {
  // its 10.5-unit place names (styles.ts) end above the 9-unit number of the hex below, over the counters' bottom edge
  placeBaseline: 21.5,
  hexsides: [
    { class: 'road', draw: 'centres' },
    { class: 'canal', draw: 'edge' },
    { class: 'red-line', draw: 'edge' },
  ],
  terrainMarks: {
    hill: (x, y) =>
      svg`<path class="mark" d=${`M${x - 12},${y + 6} q6,-12 12,0 M${x},${y + 6} q6,-12 12,0`} stroke="#6b4a1f" fill="none" stroke-width="1.4"></path>`,
    marsh: (x, y) =>
      svg`<path class="mark" d=${`M${x - 10},${y + 4} h6 M${x - 7},${y + 4} v-6 M${x + 2},${y + 8} h6 M${x + 5},${y + 8} v-6 M${x - 3},${y - 4} h6 M${x},${y - 4} v-5`} stroke="#2f5d50" stroke-width="1.2"></path>`,
    desert: (x, y) =>
      svg`<path class="mark" d=${`M${x - 8},${y + 4} h1 M${x + 6},${y - 2} h1 M${x - 2},${y + 9} h1`} stroke="#9a7a44" stroke-width="1.6" stroke-linecap="round"></path>`,
  },
  featureMarks: {
    town: (x, y) =>
      svg`<path class="f-town" d=${`M${x - 8},${y + 12} h6 v-6 h-6 Z M${x + 1},${y + 12} h7 v-8 h-7 Z`}></path>`,
    pass: (x, y) => svg`<path class="f-pass" d=${`M${x - 9},${y - 8} q6,8 0,16 M${x + 9},${y - 8} q-6,8 0,16`}></path>`,
    'entrenched-camp': (x, y) =>
      svg`<path class="f-camp" d=${`M${x - 13},${y + 2} a13,13 0 0 1 26,0 M${x - 9},${y - 7} l-3,-3 M${x},${y - 11} v-4 M${x + 9},${y - 7} l3,-3`}></path>`,
    'bridge-site': (x, y) =>
      svg`<path class="f-bridge" d=${`M${x - 14},${y - 14} l5,5 M${x - 14},${y - 9} l5,5`}></path>`,
  },
};

// airborne: the parachute's two arcs under the symbol; amphibious: a wave; air defence: a dome
const chute = svg`<path class="sym" d="M-6,-1 q3,-4 6,0 q3,-4 6,0"></path>`;
const wave = svg`<path class="sym" d="M-8,-9 q2,-2 4,0 t4,0 t4,0 t4,0"></path>`;
const dome = svg`<path class="sym" d="M-11,0.5 Q0,-12 11,0.5 M0,-5.5 v-5"></path>`;
const battlements = svg`<path class="sym" d="M-11,-12.5 v-3 h4 v3 h3 v-3 h4 v3 h3 v-3 h4 v3 h3 v-3"></path>`;
const wings = svg`<path class="sym" d="M0,-6 c-4,-5 -9,-5 -9,0 c0,5 5,5 9,0 c4,-5 9,-5 9,0 c0,5 -5,5 -9,0"></path>`;
const sf = svg`<text class="sym-text" y="-2.5">SF</text>`;

/** The NATO symbols of the order of battle's types (B-C), in its British spelling, and of forts, SAMs and aircraft. */
const symbols = {
  armoured: svg`${box}${oval}`,
  mechanised: svg`${box}${oval}${cross}`,
  paratroops: svg`${box}${cross}${chute}`,
  'paratroops-mechanised': svg`${box}${oval}${cross}${chute}`,
  commandos: svg`${box}${sf}`,
  marines: svg`${box}${cross}${wave}`,
  fort: svg`${box}${battlements}`,
  sam: svg`${box}${dome}`,
  aircraft: svg`${wings}`,
};

export const sideLooks: Record<string, SideLook> = {
  israeli: { mark: 'top-bar', radius: 1, symbols },
  egyptian: { mark: 'corner-notch', radius: 4, symbols },
};
