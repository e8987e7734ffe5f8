// Across Suez's look over the generic element's: terrain fills, hexside
// lines, the two sides' counter colours, and its panel's turn track, pools,
// odds table and victory box. Every colour is a CSS custom property.
import { css } from 'lit';
import { hexmapStyles } from '../hexmap/styles.js';
import { oddsTableStyles } from '../hexmap/odds-table-styles.js';

export const styles = [
  hexmapStyles,
  oddsTableStyles,
  css`
    :host {
      --as-clear: #f1ead0;
      --as-sand: #e4c88a;
      --as-elevated-sand: #c9975a;
      --as-chinese-farm: #97b874;
      --as-bar-lev: #efe6c8;
      --as-swamp: #9cbcae;
      --as-lake: #86aed3;
      --as-road: #262421;
      --as-trail: #7a4b1e;
      --as-ridge: #6e3b12;
      --as-israeli: #e3cd93;
      --as-israeli-ink: #16130c;
      --as-egyptian: #55592a;
      --as-egyptian-ink: #fff4a8;
    }
    .t-clear {
      fill: var(--as-clear);
    }
    .t-sand {
      fill: var(--as-sand);
    }
    .t-elevated-sand {
      fill: var(--as-elevated-sand);
    }
    .t-chinese-farm {
      fill: var(--as-chinese-farm);
    }
    .t-bar-lev {
      fill: var(--as-bar-lev);
    }
    .t-swamp {
      fill: var(--as-swamp);
    }
    .t-lake {
      fill: var(--as-lake);
    }
    .road {
      stroke: var(--as-road);
      stroke-width: 4;
      stroke-linecap: round;
    }
    .trail {
      stroke: var(--as-trail);
      stroke-width: 2.5;
      stroke-dasharray: 6 4;
    }
    .ridge {
      stroke: var(--as-ridge);
      stroke-width: 5;
      stroke-linecap: round;
      fill: none;
    }
    .blocked {
      stroke: #1f4f80;
      stroke-width: 5;
      fill: none;
    }
    .counter.israeli rect.body {
      fill: var(--as-israeli);
    }
    .counter.egyptian rect.body {
      fill: var(--as-egyptian);
    }
    .counter.israeli text {
      fill: var(--as-israeli-ink);
    }
    .counter.israeli .sym {
      stroke: var(--as-israeli-ink);
    }
    .counter.egyptian text {
      fill: var(--as-egyptian-ink);
    }
    .counter.egyptian .sym {
      stroke: var(--as-egyptian-ink);
    }
    .track {
      display: grid;
      grid-template-columns: repeat(7, 1fr);
      gap: 3px;
    }
    .track div {
      border: 1px solid var(--hex-border);
      border-radius: 3px;
      text-align: center;
      font-size: 12px;
      padding: 2px 0;
    }
    .track .now {
      background: var(--hex-accent);
      color: #fff;
    }
    .track .night {
      background: #2b3244;
      color: #f2f2f2;
    }
    .track .night.now {
      outline: 3px solid var(--hex-accent);
    }
    .pool {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
    }
    .pool button {
      font-size: 12px;
      padding: 2px 6px;
      min-height: 28px;
    }
    .pool button[aria-pressed='true'] {
      outline: 3px solid var(--hex-focus);
    }
    .estimate-israeli {
      fill: var(--as-israeli);
    }
    .estimate-egyptian {
      fill: var(--as-egyptian);
    }
    .swatch {
      display: inline-block;
      width: 12px;
      height: 12px;
      border: 1px solid var(--hex-line);
      margin-right: 6px;
      vertical-align: -2px;
    }
    .swatch.t-clear {
      background: var(--as-clear);
    }
    .swatch.t-sand {
      background: var(--as-sand);
    }
    .swatch.t-elevated-sand {
      background: var(--as-elevated-sand);
    }
    .swatch.t-chinese-farm {
      background: var(--as-chinese-farm);
    }
    .swatch.t-bar-lev {
      background: var(--as-bar-lev);
    }
    .swatch.t-swamp {
      background: var(--as-swamp);
    }
    .swatch.t-lake {
      background: var(--as-lake);
    }
    .shifts {
      margin: 2px 0;
      padding-left: 18px;
      font-size: 13px;
    }
    .victory {
      padding: 10px;
      border: 2px solid var(--hex-accent);
      border-radius: 6px;
      background: #fff4e6;
    }
  `,
];
