// How Across Suez's map and counters look: the terrain marks printed over
// the fills, how each hexside class is drawn, and each side's counter shape
// (Israeli counters carry a top bar, Egyptian ones a corner notch).
import { svg } from 'lit';
import type { MapStyle } from '../hexmap/map-layer.js';
import type { SideLook } from '../hexmap/counter.js';

export const mapStyle: MapStyle = {
  hexsides: [
    { class: 'trail', draw: 'centres' },
    { class: 'road', draw: 'centres' },
    { class: 'ridge', draw: 'edge' },
    { class: 'blocked', draw: 'edge' },
  ],
  terrainMarks: {
    'bar-lev': (x, y) =>
      svg`<rect class="mark" x=${x - 9} y=${y - 6} width="18" height="12" fill="none" stroke="#5a2d0c" stroke-width="2.5"></rect>`,
    'chinese-farm': (x, y) =>
      svg`<path class="mark" d=${`M${x - 10},${y + 6} h20 M${x - 10},${y} h20 M${x - 10},${y - 6} h20 M${x - 6},${y - 10} v20 M${x + 6},${y - 10} v20`} stroke="#2f4d1a" stroke-width="1.5"></path>`,
    swamp: (x, y) =>
      svg`<path class="mark" d=${`M${x - 12},${y} q3,-4 6,0 t6,0 t6,0 t6,0 M${x - 12},${y + 6} q3,-4 6,0 t6,0 t6,0 t6,0`} stroke="#2f5d50" fill="none" stroke-width="1.3"></path>`,
    'elevated-sand': (x, y) =>
      svg`<path class="mark" d=${`M${x - 10},${y + 8} l5,-8 l5,8 M${x},${y + 8} l5,-8 l5,8`} stroke="#7b4f1d" fill="none" stroke-width="1.2"></path>`,
  },
};

export const sideLooks: Record<string, SideLook> = {
  israeli: { mark: 'top-bar', radius: 1 },
  egyptian: { mark: 'corner-notch', radius: 4 },
};
