// A replay's and a review's controls: first, previous, play, next, last, the Game-Turn to jump to, what the
// action did and its comment. Loaded with the replay itself (replaying.ts), on the first replay or review.
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Replay } from './replay.js';
import type { HexGame } from './hex-game.js';
import { fill, type HexmapText } from './text.js';
import { replayWords } from './replay-words-en.js';

/** Replay and review controls' icons: drawn, so that no font lacks them. */
const icon = (d: string) =>
  html`<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
    <path d=${d} fill="currentColor"></path>
  </svg>`;
const icons = {
  first: icon('M2 2h2v12H2zM14 2v12L5 8z'),
  previous: icon('M13 2v12L4 8z'),
  next: icon('M3 2v12l9-6z'),
  last: icon('M12 2h2v12h-2zM2 2v12l9-6z'),
  play: icon('M4 2v12l10-6z'),
  pause: icon('M3 2h4v12H3zM9 2h4v12H9z'),
};

export interface ReplayView {
  t: HexmapText;
  turn: number;
  turns: number;
  /** What the action just played did, in words ('' at the start). */
  stepText: string;
  playing: boolean;
  goTo(step: number): void;
  autoplay(on: boolean): void;
  /** Ends a review of the game being played (absent in a record's replay). */
  back?: () => void;
}

/** First / previous / play / next / last, jump to a Game-Turn, what the action did and its comment, beside the board. */
export function replayControls(r: Replay<HexGame>, v: ReplayView): TemplateResult {
  const t = replayWords(v.t);
  const entry = r.index > 0 ? r.actions[r.index - 1] : undefined;
  const comment = entry?.comment ?? (r.index === 0 ? r.opening : undefined);
  return html`<section
    class="replay"
    part="replay"
    aria-label=${v.back ? fill(t.review, { i: r.index, n: r.length }) : t.replay}
  >
    <div class="buttons">
      <button class="icon" aria-label=${t.first} title=${t.first} @click=${() => v.goTo(0)} ?disabled=${r.index === 0}>
        ${icons.first}
      </button>
      <button
        class="icon"
        aria-label=${t.previous}
        title=${`${t.previous} (←)`}
        @click=${() => v.goTo(r.index - 1)}
        ?disabled=${r.index === 0}
      >
        ${icons.previous}
      </button>
      <button
        class="icon"
        aria-label=${v.playing ? t.pause : t.play}
        title=${v.playing ? t.pause : t.play}
        aria-pressed=${v.playing ? 'true' : 'false'}
        @click=${() => v.autoplay(!v.playing)}
        ?disabled=${r.index === r.length && !v.playing}
      >
        ${v.playing ? icons.pause : icons.play}
      </button>
      <button
        class="icon"
        aria-label=${t.next}
        title=${`${t.next} (→)`}
        @click=${() => v.goTo(r.index + 1)}
        ?disabled=${r.index === r.length}
      >
        ${icons.next}
      </button>
      <button
        class="icon"
        aria-label=${t.last}
        title=${t.last}
        @click=${() => v.goTo(r.length)}
        ?disabled=${r.index === r.length}
      >
        ${icons.last}
      </button>
      <label
        >${t.turn}
        <select @change=${(e: Event) => v.goTo(r.stepOfTurn(Number((e.target as HTMLSelectElement).value)))}>
          ${Array.from({ length: v.turns }, (_, i) => html`<option value=${i + 1} ?selected=${v.turn === i + 1}>${i + 1}</option>`)}
        </select></label
      >
      ${v.back ? html`<button class="primary" @click=${v.back}>${t.backToGame}</button>` : nothing}
    </div>
    <div class="step" aria-live="polite">
      <span class="note">${fill(v.back ? t.review : t.step, { i: r.index, n: r.length })}</span>
      — ${r.index === 0 ? t.start : v.stepText || entry?.action}
    </div>
    ${comment ? html`<p class="comment" part="comment">${comment}</p>` : nothing}
  </section>`;
}

/** The replay controls' rules: hex-map-element.ts adopts them once this module has loaded. */
export const styles = css`
  .replay {
    padding: 6px 8px;
    border-bottom: 1px solid var(--hex-border);
    background: var(--hex-panel-bg);
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 14px;
  }
  .replay .buttons {
    align-items: center;
  }
  .comment {
    font-style: italic;
    background: #fff8e1;
    padding: 6px;
    border-radius: 4px;
  }
  .replay .comment {
    margin: 0;
  }
`;
