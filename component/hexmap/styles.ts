// The generic element's look: every colour and font is a CSS custom property
// a page may override, named --hex-* (the map layer's theming vocabulary, any
// game's); parts are exposed with ::part(). A game's element adds its
// terrain, hexside and side colours under its own prefix.
//
// Each --hex-* property's default reads first the name it had before the map
// layer served more than one game (--as-*: var(--as-bg, #fbf8ef)), so a page
// written for an earlier release keeps its theme for one more release
// (docs/api.md, "Theming").
import { css } from 'lit';
import { chromeStyles } from './chrome-styles.js';

const base = css`
  :host {
    --hex-font: var(--as-font, system-ui, -apple-system, 'Segoe UI', sans-serif);
    --hex-bg: var(--as-bg, #fbf8ef);
    --hex-fg: var(--as-fg, #1d1b16);
    --hex-muted: var(--as-muted, #5c5647);
    --hex-panel-bg: var(--as-panel-bg, #fffdf7);
    --hex-border: var(--as-border, #cbbf9f);
    --hex-accent: var(--as-accent, #8a3b12);
    --hex-line: var(--as-hex-line, #8d8369);
    --hex-number: var(--as-hexnum, #2f2a20);
    --hex-place: var(--as-place, #1f1d19);
    --hex-reach: var(--as-reach, rgba(255, 255, 255, 0.5));
    --hex-reach-edge: var(--as-reach-edge, #14532d);
    --hex-last: var(--as-last, #6d28d9);
    --hex-target-edge: var(--as-target-edge, #b0180c);
    --hex-halo: var(--as-halo, rgba(255, 253, 247, 0.85));
    --hex-target: var(--as-target, rgba(196, 40, 28, 0.35));
    --hex-choice: var(--as-choice, rgba(36, 150, 74, 0.38));
    --hex-focus: var(--as-focus, #0b62c4);
    display: block;
    container-type: inline-size;
    font-family: var(--hex-font);
    color: var(--hex-fg);
    background: var(--hex-bg);
    border: 1px solid var(--hex-border);
    border-radius: 6px;
    overflow: hidden;
    /* clipped, not a scroll box: the bar sticks to the top of the page's window (position: sticky) */
    overflow: clip;
  }
  /* one column (a phone): the board's bar, map, panel and log one under another, the bar sticking over them all */
  .layout {
    display: flex;
    flex-direction: column;
  }
  .board {
    display: contents;
  }
  .panel {
    grid-area: panel;
  }
  .log-column {
    grid-area: log;
  }
  @container (min-width: 860px) {
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1fr) 300px;
      grid-template-rows: auto 1fr;
      grid-template-areas: 'board panel' 'board log';
    }
  }
  @container (min-width: 1440px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 290px 250px;
      grid-template-rows: auto;
      grid-template-areas: 'board panel log';
    }
  }
  svg.map {
    display: block;
    height: auto;
    max-width: none;
    touch-action: none;
    margin: 0 auto;
    /* a long press shows the counter card, not the browser's selection or callout */
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
  }
  :host([readonly]) svg.map {
    width: 100%;
    touch-action: auto;
  }
  svg.map:focus {
    outline: 3px solid var(--hex-focus);
    outline-offset: -3px;
  }
  .hex {
    stroke: var(--hex-line);
    stroke-width: 0.8;
  }
  .hexnum {
    font-size: 6.5px;
    fill: var(--hex-number);
    pointer-events: none;
  }
  .place {
    font-size: 7.5px;
    font-style: italic;
    font-weight: 600;
    fill: var(--hex-place);
    stroke: var(--hex-halo);
    stroke-width: 2.2px;
    paint-order: stroke;
    stroke-linejoin: round;
    pointer-events: none;
  }
  .mark {
    pointer-events: none;
  }
  .reach {
    fill: var(--hex-reach);
    stroke: var(--hex-reach-edge);
    stroke-width: 1.6;
    stroke-dasharray: 3 2;
  }
  .target {
    fill: var(--hex-target);
  }
  .choice {
    fill: var(--hex-choice);
  }
  .cost {
    font-size: 12px;
    font-weight: 700;
    fill: var(--hex-reach-edge);
    stroke: #fff;
    stroke-width: 3px;
    paint-order: stroke;
    pointer-events: none;
  }
  .path {
    stroke: #0d3a70;
    stroke-width: 3;
    fill: none;
    stroke-dasharray: 2 4;
    pointer-events: none;
  }
  .last-action {
    pointer-events: none;
  }
  .last-move {
    stroke: var(--hex-last);
    stroke-width: 3.5;
    fill: none;
    marker-end: url(#last-arrow);
    opacity: 0.9;
  }
  .last-attack {
    stroke: var(--hex-target-edge);
    stroke-width: 3.5;
    stroke-dasharray: 6 3;
    fill: none;
    marker-end: url(#last-arrow);
  }
  .last-arrow-head {
    fill: var(--hex-last);
  }
  .last-hex {
    fill: none;
    stroke: var(--hex-last);
    stroke-width: 3;
    stroke-dasharray: 5 3;
  }
  .result-badge rect {
    fill: #1d1b16;
    stroke: #fff;
    stroke-width: 1;
  }
  .result-badge text {
    fill: #fff;
    font-size: 10px;
    font-weight: 700;
  }
  .arrow {
    stroke: #b0180c;
    stroke-width: 4;
    /* over the counters, so that an arrow between two next to each other keeps its head; the counter shows through */
    opacity: 0.85;
    fill: none;
    marker-end: url(#arrow);
    pointer-events: none;
  }
  .cursor {
    fill: none;
    stroke: var(--hex-focus);
    stroke-width: 3;
    pointer-events: none;
  }
  .highlight {
    fill: none;
    stroke: #d2a100;
    stroke-width: 4;
    pointer-events: none;
  }
  .counter {
    cursor: pointer;
  }
  @media (prefers-reduced-motion: no-preference) {
    .counter {
      transition: transform 220ms ease-out;
    }
  }
  .counter rect.body {
    stroke: #1b1a17;
    stroke-width: 1;
  }
  .counter text {
    font-size: 8.5px;
    text-anchor: middle;
  }
  .counter .sym {
    fill: none;
    stroke-width: 1.2;
  }
  .counter .values {
    font-size: 10px;
    font-weight: 700;
  }
  .counter.selected rect.body {
    stroke: var(--hex-focus);
    stroke-width: 3;
  }
  .counter.marked rect.body {
    stroke: #b0180c;
    stroke-width: 3;
  }
  .counter .side-mark {
    fill: #1b1a17;
  }
  .counter .sym.fill {
    fill: currentColor;
  }
  .stack-badge {
    cursor: pointer;
  }
  .stack-badge circle {
    fill: var(--hex-fg);
    stroke: var(--hex-bg);
  }
  .stack-badge text {
    font-size: 9px;
    font-weight: 700;
    fill: var(--hex-bg);
  }
  .panel {
    border-left: 1px solid var(--hex-border);
    background: var(--hex-panel-bg);
    padding: 10px 12px;
    font-size: 14px;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .panel h2 {
    font-size: 15px;
    margin: 0;
  }
  .panel h3 {
    font-size: 13px;
    margin: 0 0 4px;
    color: var(--hex-muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  button {
    font: inherit;
    padding: 5px 10px;
    border-radius: 4px;
    border: 1px solid var(--hex-border);
    background: #fff;
    color: var(--hex-fg);
    cursor: pointer;
    min-height: 32px;
  }
  button.primary {
    background: var(--hex-accent);
    color: #fff;
    border-color: var(--hex-accent);
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  button:focus-visible {
    outline: 3px solid var(--hex-focus);
    outline-offset: 1px;
  }
  .log {
    font-size: 12px;
    margin: 0;
    padding-left: 26px;
  }
  button.link {
    all: unset;
    cursor: pointer;
    color: var(--hex-accent);
    text-decoration: underline;
    font-size: 12px;
  }
  button.link:focus-visible {
    outline: 2px solid var(--hex-focus);
  }
  @media (pointer: coarse) {
    button,
    select {
      min-height: 44px;
      min-width: 44px;
    }
  }
  .note {
    font-size: 12px;
    color: var(--hex-muted);
  }
  .prompt {
    font-weight: 600;
  }
  .error {
    color: #9c1c0c;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  :host([readonly]) .panel {
    display: none;
  }
  :host([readonly]) .layout {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'board';
  }
  @container (min-width: 860px) {
    .board {
      display: block;
      grid-area: board;
      min-width: 0;
    }
    .jump {
      display: none;
    }
  }
`;

export const hexmapStyles = [base, chromeStyles];
