// The generic element's look: every colour and font is a CSS custom property
// a page may override (the --as- prefix is the element family's theming
// vocabulary); parts are exposed with ::part(). A game's element adds its
// terrain, hexside and side colours.
import { css } from 'lit';

export const hexmapStyles = css`
  :host {
    --as-font: system-ui, -apple-system, 'Segoe UI', sans-serif;
    --as-bg: #fbf8ef;
    --as-fg: #1d1b16;
    --as-muted: #5c5647;
    --as-panel-bg: #fffdf7;
    --as-border: #cbbf9f;
    --as-accent: #8a3b12;
    --as-hex-line: #8d8369;
    --as-hexnum: #2f2a20;
    --as-place: #1f1d19;
    --as-reach: rgba(33, 111, 201, 0.28);
    --as-target: rgba(196, 40, 28, 0.35);
    --as-choice: rgba(36, 150, 74, 0.38);
    --as-focus: #0b62c4;
    display: block;
    container-type: inline-size;
    font-family: var(--as-font);
    color: var(--as-fg);
    background: var(--as-bg);
    border: 1px solid var(--as-border);
    border-radius: 6px;
    overflow: hidden;
  }
  .layout {
    display: grid;
    grid-template-columns: 1fr;
  }
  @container (min-width: 860px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 300px;
    }
  }
  .map-wrap {
    position: relative;
    overflow: auto;
    max-height: 90vh;
  }
  .zoom {
    position: absolute;
    top: 6px;
    right: 6px;
    z-index: 1;
    display: flex;
    gap: 4px;
  }
  .zoom button {
    min-width: 32px;
    background: #fffd;
  }
  details textarea,
  details input {
    width: 100%;
    box-sizing: border-box;
    font: 12px monospace;
  }
  details label {
    display: block;
    margin-top: 6px;
  }
  svg.map {
    display: block;
    height: auto;
    max-width: none;
    touch-action: pan-x pan-y pinch-zoom;
  }
  svg.map:focus {
    outline: 3px solid var(--as-focus);
    outline-offset: -3px;
  }
  .hex {
    stroke: var(--as-hex-line);
    stroke-width: 0.8;
  }
  .hexnum {
    font-size: 8px;
    fill: var(--as-hexnum);
    pointer-events: none;
  }
  .place {
    font-size: 9px;
    font-style: italic;
    fill: var(--as-place);
    pointer-events: none;
  }
  .mark {
    pointer-events: none;
  }
  .reach {
    fill: var(--as-reach);
  }
  .target {
    fill: var(--as-target);
  }
  .choice {
    fill: var(--as-choice);
  }
  .cost {
    font-size: 11px;
    font-weight: 700;
    fill: #0d3a70;
    pointer-events: none;
  }
  .path {
    stroke: #0d3a70;
    stroke-width: 3;
    fill: none;
    stroke-dasharray: 2 4;
    pointer-events: none;
  }
  .last-move {
    stroke: var(--as-accent);
    stroke-width: 3;
    fill: none;
    marker-end: url(#arrow);
    pointer-events: none;
    opacity: 0.8;
  }
  .arrow {
    stroke: #b0180c;
    stroke-width: 4;
    fill: none;
    marker-end: url(#arrow);
    pointer-events: none;
  }
  .cursor {
    fill: none;
    stroke: var(--as-focus);
    stroke-width: 3;
    pointer-events: none;
  }
  .highlight {
    fill: none;
    stroke: #d2a100;
    stroke-width: 4;
    pointer-events: none;
  }
  .loc {
    stroke: #2d8a3e;
    stroke-width: 3;
    fill: none;
    opacity: 0.7;
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
    stroke: var(--as-focus);
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
  .counter .reduced-band {
    fill: #fff;
    opacity: 0.8;
  }
  .stack-badge {
    cursor: pointer;
  }
  .stack-badge circle {
    fill: var(--as-fg);
    stroke: var(--as-bg);
  }
  .stack-badge text {
    font-size: 9px;
    font-weight: 700;
    fill: var(--as-bg);
  }
  .counter.spent {
    opacity: 0.72;
  }
  .panel {
    border-left: 1px solid var(--as-border);
    background: var(--as-panel-bg);
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
    color: var(--as-muted);
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
    border: 1px solid var(--as-border);
    background: #fff;
    color: var(--as-fg);
    cursor: pointer;
    min-height: 32px;
  }
  button.primary {
    background: var(--as-accent);
    color: #fff;
    border-color: var(--as-accent);
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  button:focus-visible {
    outline: 3px solid var(--as-focus);
    outline-offset: 1px;
  }
  .estimate-bar {
    display: block;
    width: 100%;
    height: 8px;
    border: 1px solid var(--as-border);
  }
  .log {
    max-height: 160px;
    overflow: auto;
    font-size: 12px;
    margin: 0;
    padding-left: 18px;
  }
  .note {
    font-size: 12px;
    color: var(--as-muted);
  }
  .prompt {
    font-weight: 600;
  }
  .error {
    color: #9c1c0c;
  }
  .comment {
    font-style: italic;
    background: #fff8e1;
    padding: 6px;
    border-radius: 4px;
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
    grid-template-columns: 1fr;
  }
`;
