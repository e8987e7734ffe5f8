// The generic controls a game's panel places: replay controls, the share /
// export / import box, and the evaluation bar. Each renders from plain values
// and reports through callbacks; the element owns the state.
import { html, nothing, type TemplateResult } from 'lit';
import type { Replay } from './replay.js';
import type { HexGame } from './hex-game.js';
import { fill, type HexmapText } from './text.js';

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** First / previous / next / last, jump to a Game-Turn, and the current action's comment. */
export function replayControls(
  r: Replay<HexGame>,
  t: HexmapText,
  turn: number,
  turns: number,
  goTo: (step: number) => void,
): TemplateResult {
  const entry = r.index > 0 ? r.actions[r.index - 1] : undefined;
  return html`<section part="replay">
    <h3>${t.replay}</h3>
    <div class="buttons">
      <button @click=${() => goTo(0)} ?disabled=${r.index === 0}>⏮ ${t.first}</button>
      <button @click=${() => goTo(r.index - 1)} ?disabled=${r.index === 0}>◀ ${t.previous}</button>
      <button @click=${() => goTo(r.index + 1)} ?disabled=${r.index === r.length}>${t.next} ▶</button>
      <button @click=${() => goTo(r.length)} ?disabled=${r.index === r.length}>${t.last} ⏭</button>
    </div>
    <label
      >${t.turn}
      <select @change=${(e: Event) => goTo(r.stepOfTurn(Number((e.target as HTMLSelectElement).value)))}>
        ${Array.from({ length: turns }, (_, i) => html`<option value=${i + 1} ?selected=${turn === i + 1}>${i + 1}</option>`)}
      </select></label
    >
    <div class="note">
      ${fill(t.step, { i: r.index, n: r.length })}${entry ? html` — <code>${entry.action}</code>` : nothing}
    </div>
    ${entry?.comment ? html`<p class="comment" part="comment">${entry.comment}</p>` : r.index === 0 && r.opening ? html`<p class="comment" part="comment">${r.opening}</p>` : nothing}
  </section>`;
}

/** The record to copy, a link that restores the game, and a box to paste a record into. */
export function shareBox(
  t: HexmapText,
  on: { exportRecord(): string; shareLink(): string; importRecord(text: string): void },
): TemplateResult {
  let pasted = '';
  return html`<details part="share">
    <summary>${t.share}</summary>
    <label>${t.exportRecord}<textarea readonly rows="4" .value=${on.exportRecord()}></textarea></label>
    <label
      >${t.link}<input
        readonly
        .value=${on.shareLink()}
        @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
    /></label>
    <label
      >${t.importRecord}<textarea
        rows="3"
        @input=${(e: Event) => (pasted = (e.target as HTMLTextAreaElement).value)}
      ></textarea>
    </label>
    <div class="buttons"><button @click=${() => on.importRecord(pasted)}>${t.load}</button></div>
  </details>`;
}

/** The first side's chance of winning as a meter, the two sides' colours side by side (classes `estimate-<side>`). */
export function evaluationBar(
  chance: number,
  t: HexmapText,
  [first, second]: readonly [{ id: string; name: string }, { id: string; name: string }],
): TemplateResult {
  return html`<div
    class="estimate"
    part="evaluation"
    role="meter"
    aria-valuemin="0"
    aria-valuemax="100"
    aria-valuenow=${Math.round(chance * 100)}
    aria-label=${t.chances}
    title=${`${t.chances}: ${first.name} ${pct(chance)}`}
  >
    <svg viewBox="0 0 100 6" preserveAspectRatio="none" class="estimate-bar" aria-hidden="true">
      <rect width="100" height="6" class=${`estimate-${second.id}`}></rect>
      <rect width=${Math.round(chance * 100)} height="6" class=${`estimate-${first.id}`}></rect></svg
    ><small>${first.name} ${pct(chance)} · ${second.name} ${pct(1 - chance)}</small>
  </div>`;
}
