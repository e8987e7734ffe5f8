// The parts of the element that load on first use, before the update that first draws them (hex-map-element.ts
// `scheduleUpdate`), and the stylesheets they bring: what a game may never show stays out of what a page loads at once.
import { adoptStyles, type CSSResult, type CSSResultOrNative } from 'lit';
import { onFirstUse } from './on-first-use.js';
import { replayStyles } from './review.js';
import { evaluationBarStyles } from './controls.js';
import { shareMenuStyles } from './share-menu.js';

/** The counter card, the chart dialog and the end-of-game box. */
export const counterCard = onFirstUse(() => import('./card.js'));
export const chartDialog = onFirstUse(() => import('./charts.js'));
export const endOfGame = onFirstUse(() => import('./game-over.js'));
/** What measures the frame a view fits: loaded for an element with a `view` (a diagram). */
export const viewFrames = onFirstUse(() => import('./view-frame.js'));

/**
 * The rules of the parts loaded so far (their modules' `styles`, and the game's: `game`), adopted after the element's
 * own before they draw; returns the parts' rules now adopted (`adopted` when nothing new has loaded).
 */
export function adoptPartStyles(
  root: ShadowRoot | null,
  own: CSSResultOrNative[],
  adopted: CSSResult[],
  game: (CSSResult | undefined)[],
): CSSResult[] {
  const parts = [
    counterCard.module?.styles,
    chartDialog.module?.styles,
    endOfGame.module?.styles,
    replayStyles(),
    evaluationBarStyles(),
    shareMenuStyles(),
    ...game,
  ].filter((p) => p != null);
  if (!root || parts.length === adopted.length) return adopted;
  adoptStyles(root, [...own, ...parts]);
  return parts;
}
