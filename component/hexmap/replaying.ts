// What a replay or a review needs, loaded on the first of them (review.ts `loadReplaying`): the replay of
// a record, its controls and the controller that steps through it. A page where people only play never loads it.
export { Replay } from './replay.js';
export { replayControls, styles } from './replay-controls.js';
export { ReviewController } from './review-controller.js';
