// The evaluation bar a game's panel places, loaded for an element whose `evaluation` is on (controls.ts
// `loadEvaluationBar`), with its English words (evaluation-words-en.ts).
import { css, html, type TemplateResult } from 'lit';
import { fill, type HexmapText } from './text.js';
import { evaluationEn, type EvaluationWords } from './evaluation-words-en.js';

import type { Estimate } from './estimates.js';

export { Estimates, type Estimate } from './estimates.js';

const pct = (p: number) => `${Math.round(p * 100)}%`;

/**
 * The first side's chance of winning as a meter, the two sides' colours side by side (classes `estimate-<side>`);
 * `aria-busy` and the class `refining` while a quick estimate waits for the sharper one. With a standard error,
 * the chance reads with its 95 % margin, in points: "42% ± 5".
 */
export function evaluationBar(
  { chance, refining, stderr }: Estimate,
  words: HexmapText,
  [first, second]: readonly [{ id: string; name: string }, { id: string; name: string }],
): TemplateResult {
  const t: HexmapText & EvaluationWords = { ...evaluationEn, ...words };
  const spread = stderr === undefined ? 0 : Math.round(196 * stderr);
  const plusMinus = spread > 0 ? ` ± ${spread}` : '';
  const at = Math.round(chance * 100);
  return html`<div
    class=${refining ? 'estimate refining' : 'estimate'}
    part="evaluation"
    role="meter"
    aria-busy=${refining ? 'true' : 'false'}
    aria-valuemin="0"
    aria-valuemax="100"
    aria-valuenow=${at}
    aria-valuetext=${`${first.name} ${pct(chance)}${plusMinus}`}
    aria-label=${t.chances}
    title=${fill(t.chancesOf, { side: first.name, p: pct(chance) + plusMinus })}
  >
    <svg viewBox="0 0 100 6" preserveAspectRatio="none" class="estimate-bar" aria-hidden="true">
      <rect width="100" height="6" class=${`estimate-${second.id}`}></rect>
      <rect width=${at} height="6" class=${`estimate-${first.id}`}></rect></svg
    ><small>${first.name} ${pct(chance)}${plusMinus} · ${second.name} ${pct(1 - chance)}</small>
  </div>`;
}

/** The evaluation bar's rules: hex-map-element.ts adopts them once this module has loaded. */
export const styles = css`
  .estimate-bar {
    display: block;
    width: 100%;
    height: 8px;
    border: 1px solid var(--hex-border);
  }
  .estimate.refining .estimate-bar {
    opacity: 0.6;
  }
`;
