// What a replay or a review needs, loaded on the first of them (review.ts `loadReplaying`): the replay of
// a record and its controls. A page where people only play never loads it.
export { Replay } from './replay.js';
export { replayControls, styles } from './replay-controls.js';
