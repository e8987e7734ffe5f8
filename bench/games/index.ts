// The games npm run bench knows: one module each in this folder, exporting a
// GameBench (bench/measure.ts) as default. A new game adds one line here and
// its own file; `npm run bench -- --game <name>` runs it.
import type { GameBench } from '../measure.js';

export const GAME_BENCHES: Record<string, () => Promise<{ default: GameBench }>> = {
  'across-suez': () => import('./across-suez.js'),
  'yom-kippur': () => import('./yom-kippur.js'),
};
