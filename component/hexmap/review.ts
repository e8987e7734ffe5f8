// Replays and reviews, loaded on the first of them: the replay of a record, its controls and the controller
// that steps through it (replaying.ts). A page where people only play never loads them.
import type { CSSResult, TemplateResult } from 'lit';
import type { HexGame } from './hex-game.js';
import type { Replay } from './replay.js';
import type { ReplayView } from './replay-controls.js';
import type * as Replaying from './replaying.js';

let replaying: typeof Replaying | null = null;

/** The replay and its controls, loaded once: every Replay is made through it, so one exists only once they are here. */
export const loadReplaying = async (): Promise<typeof Replaying> => (replaying ??= await import('./replaying.js'));

/** The module, once a Replay exists (it was made through it). */
export const replayingLoaded = (): typeof Replaying => replaying!;

/** The replay controls' rules, once they have loaded (hex-map-element.ts adopts them). */
export const replayStyles = (): CSSResult | null => replaying?.styles ?? null;

/** A replay's or a review's controls (replay-controls.ts): `r` exists, so they have loaded. */
export const replayControls = (r: Replay<HexGame>, v: ReplayView): TemplateResult => replaying!.replayControls(r, v);
