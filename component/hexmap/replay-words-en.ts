// A replay's and a review's words in English, loaded with their controls (replay-controls.ts); another
// language's dictionary (text-fr.ts) carries its own.
import type { HexmapText } from './text-en.js';

export const replayEn = {
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  play: 'Play',
  pause: 'Pause',
  replay: 'Replay',
  step: 'Action {i} of {n}',
  start: 'The start of the game',
  review: 'Reviewing action {i} of {n}',
  backToGame: 'Back to the game',
};

export type ReplayWords = typeof replayEn;

/** A replay's words in `t`'s language: its dictionary's own where it has them (text-fr.ts), else English. */
export const replayWords = (t: HexmapText): HexmapText & ReplayWords => ({ ...replayEn, ...t });
