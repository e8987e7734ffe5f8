// The evaluation bar a game's panel places (evaluation-bar.ts): loaded for an element whose `evaluation` is on,
// before the update that draws it (hex-map-element.ts `scheduleUpdate`). It renders from plain values; the
// element owns the state. The replay controls are replay-controls.ts, the share menu share-menu.ts.
import { nothing, type CSSResult, type TemplateResult } from 'lit';
import type { HexmapText } from './text.js';
import type * as Bar from './evaluation-bar.js';
import type { Estimate } from './evaluation-bar.js';

export type { Estimate };

let bar: typeof Bar | null = null;
let loading: Promise<unknown> | null = null;

/** Loads the evaluation bar (a file that cannot load leaves the panel without it; the next update asks again); null once here. */
export const loadEvaluationBar = (): Promise<unknown> | null =>
  bar
    ? null
    : (loading ??= import('./evaluation-bar.js').then(
        (m) => (bar = m),
        () => (loading = null),
      ));

/** What keeps the bar's chances (estimates.ts), once the bar has loaded with it (computer-controller.ts makes them). */
export const estimatesClass = (): typeof Bar.Estimates | null => bar?.Estimates ?? null;

/** The evaluation bar's rules, once it has loaded (hex-map-element.ts adopts them). */
export const evaluationBarStyles = (): CSSResult | null => bar?.styles ?? null;

/** The first side's chance of winning as a meter (evaluation-bar.ts), once loaded. */
export const evaluationBar = (
  estimate: Estimate,
  t: HexmapText,
  sides: readonly [{ id: string; name: string }, { id: string; name: string }],
): TemplateResult | typeof nothing => (bar ? bar.evaluationBar(estimate, t, sides) : nothing);
