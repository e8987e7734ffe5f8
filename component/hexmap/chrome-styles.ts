// The look of the chrome around the board: the bar over the map, the box of
// the charts and end-of-game dialogs, and the log column. Colours come from
// the element family's custom properties. The rules of the parts that load on
// first use load with them (card.ts, charts.ts, game-over.ts,
// replay-controls.ts, evaluation-bar.ts: hex-map-element.ts adopts them).
import { css } from 'lit';

export const chromeStyles = css`
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    padding: 6px 8px;
    border-bottom: 1px solid var(--hex-border);
    background: var(--hex-panel-bg);
    position: sticky;
    top: 0;
    z-index: 3;
  }
  .bar-text {
    flex: 1 1 260px;
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 14px;
    min-width: 0;
  }
  /* a refusal is drawn over the prompt it replaces, which keeps its room: the map under the bar does not jump */
  .prompt-cell {
    display: grid;
  }
  .prompt-cell > * {
    grid-area: 1 / 1;
  }
  .prompt-cell > .hidden {
    visibility: hidden;
  }
  .seat {
    font-size: 12px;
    color: var(--hex-muted);
    font-weight: 600;
  }
  .seat.your-turn {
    color: var(--hex-accent);
  }
  /* the last result, or what the computer's turn did: stated in the bar, not only on the map */
  .bar .result {
    font-size: 13px;
    font-weight: 600;
    border-left: 3px solid var(--hex-accent);
    padding-left: 6px;
  }
  .bar-actions {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .warnings {
    font-size: 13px;
  }
  .warnings ul {
    margin: 2px 0 6px;
    padding-left: 18px;
  }
  .tools {
    display: flex;
    gap: 4px;
    margin-left: auto;
  }
  .charts-button {
    display: none;
  }
  /* fingers pinch: on a touch screen the bar keeps only "fit" of the zoom buttons */
  @media (pointer: coarse) {
    .tools .step {
      display: none;
    }
  }
  .tools .icon {
    min-width: 32px;
    padding: 4px 6px;
    font-weight: 700;
  }
  .check {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .map-frame {
    position: relative;
  }
  .map-wrap {
    position: relative;
    overflow: auto;
    max-height: min(82vh, 1100px);
    overscroll-behavior: contain;
  }
  :host([readonly]) .map-wrap {
    overflow: visible;
    max-height: none;
  }
  .chart-dialog,
  .game-over {
    position: absolute;
    top: 12px;
    left: 50%;
    transform: translateX(-50%);
    z-index: 4;
    width: min(560px, calc(100% - 24px));
    max-height: calc(100% - 24px);
    overflow: auto;
    box-sizing: border-box;
    background: var(--hex-panel-bg);
    border: 1px solid var(--hex-border);
    border-radius: 8px;
    box-shadow: 0 4px 18px #0006;
    padding: 10px 12px;
    font-size: 14px;
  }
  .log-column {
    border-left: 1px solid var(--hex-border);
    border-top: 1px solid var(--hex-border);
    background: var(--hex-panel-bg);
    padding: 8px 10px;
    display: flex;
    flex-direction: column;
    min-height: 0;
  }
  .log-column h3 {
    font-size: 13px;
    margin: 0 0 4px;
    color: var(--hex-muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .log-column h4 {
    font-size: 12px;
    margin: 6px 0 2px;
    color: var(--hex-muted);
  }
  .log-scroll {
    overflow: auto;
    max-height: 340px;
    flex: 1 1 auto;
  }
  @container (min-width: 860px) {
    .log-scroll {
      max-height: min(60vh, 640px);
    }
  }
  .log li.again {
    list-style-type: none;
  }
  .log .entry {
    all: unset;
    cursor: pointer;
    display: block;
    padding: 1px 2px;
    border-radius: 3px;
  }
  .log .entry:hover,
  .log .entry:focus-visible {
    background: #0000000d;
    outline: 2px solid var(--hex-focus);
  }
  .log .entry.current {
    background: #ffe9a8;
    color: #1d1b16;
  }
  /* what a returning online player had not seen */
  .log .entry.new {
    border-left: 3px solid var(--hex-focus);
    padding-left: 4px;
  }
  .log .new-mark,
  .log-column .new-count {
    font-size: 11px;
    font-weight: 600;
    text-transform: none;
    letter-spacing: 0;
    color: var(--hex-focus);
  }
  .log .new-mark {
    text-transform: uppercase;
  }
  /* a phone, or a narrow column: every control a finger's width (44 px) */
  @container (max-width: 600px) {
    button,
    select,
    .log .entry {
      min-height: 44px;
      min-width: 44px;
    }
    .log .entry {
      display: flex;
      align-items: center;
    }
    .bar-text {
      flex-basis: 100%;
    }
    .chart-button {
      display: none;
    }
    .charts-button {
      display: inline-block;
    }
    .bar-actions .buttons {
      gap: 4px;
    }
  }
`;
