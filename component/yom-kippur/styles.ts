// Yom Kippur's look over the generic element's: terrain fills of the
// reconstructed Sinai map, the canal and red lines, roads, map symbols, the
// two sides' counter colours, SAM ranges and the SAMs covering an aircraft, and its panel's
// calendar and victory points. Every colour is a CSS custom property. The parts that load on first use bring
// their own (the combat panel's odds, the SAMs over an aircraft, the charts): yom-kippur.ts gamePartStyles.
import { css } from 'lit';
import { hexmapStyles } from '../hexmap/styles.js';

export const styles = [
  hexmapStyles,
  css`
    /* the counters' marks only Yom Kippur's counters carry (hexmap/counter.ts draws them): a reduced face, markers,
       aircraft over a hex, units that have moved */
    .counter .reduced-band {
      fill: #fff;
      opacity: 0.8;
    }
    /* a marker on a counter (a shock marker…): a tab over its top edge, never colour alone — it carries its text */
    .counter .marker rect {
      fill: #b0180c;
      stroke: #fff;
      stroke-width: 0.8;
    }
    .counter .marker text {
      fill: #fff;
      font-size: 7px;
      font-weight: 700;
    }
    /* a unit over the hex (an aircraft): small, ringed, over the stack */
    .counter.aloft rect.body {
      stroke: #fff;
      stroke-width: 2.5;
    }
    .counter.spent {
      opacity: 0.72;
    }
    :host {
      --yk-clear: #eee6c6;
      --yk-desert: #e2c68c;
      --yk-hill: #c9a06a;
      --yk-marsh: #a9c6b2;
      --yk-lake: #86aed3;
      --yk-sea: #6f9cc8;
      --yk-road: #2b2824;
      --yk-canal: #1d4f8c;
      --yk-red-line: #c0271d;
      --yk-israeli: #d9e3ef;
      --yk-israeli-ink: #0d2a55;
      --yk-egyptian: #8a6b32;
      --yk-egyptian-ink: #fff5d6;
      --yk-sam-range: rgba(192, 39, 29, 0.14);
      --yk-sam-threat: #c0271d;
      --yk-sam-cover: #1d7a3a;
    }
    /* a big map opens at about 56 px a hex (pan-zoom.ts): its numbers and names a little larger than Across Suez's
       map units, so they read at about the same size on the screen */
    .hexnum {
      font-size: 9px;
    }
    .place {
      font-size: 10.5px;
    }
    .t-clear {
      fill: var(--yk-clear);
    }
    .t-desert {
      fill: var(--yk-desert);
    }
    .t-hill {
      fill: var(--yk-hill);
    }
    .t-marsh {
      fill: var(--yk-marsh);
    }
    .t-lake {
      fill: var(--yk-lake);
    }
    .t-sea,
    .t-red-sea {
      fill: var(--yk-sea);
    }
    .road {
      stroke: var(--yk-road);
      stroke-width: 3;
      stroke-linecap: round;
    }
    .canal {
      stroke: var(--yk-canal);
      stroke-width: 6;
      stroke-linecap: round;
      fill: none;
    }
    .red-line {
      stroke: var(--yk-red-line);
      stroke-width: 4;
      fill: none;
    }
    .f-town {
      fill: #3a3026;
    }
    .f-pass {
      stroke: #3a3026;
      stroke-width: 2.2;
      fill: none;
    }
    .f-camp {
      stroke: #5a2d0c;
      stroke-width: 2;
      fill: none;
    }
    .f-bridge {
      stroke: var(--yk-canal);
      stroke-width: 2.5;
    }
    .sam-range {
      fill: var(--yk-sam-range);
      stroke: none;
    }
    /* the SAMs covering the aircraft looked at: enemy ones threaten it, friendly ones protect it (B-N.2a) */
    .sam-threat,
    .sam-cover {
      fill: none;
      stroke-width: 4;
      pointer-events: none;
    }
    .sam-threat {
      stroke: var(--yk-sam-threat);
    }
    .sam-cover {
      stroke: var(--yk-sam-cover);
    }
    .counter.israeli rect.body {
      fill: var(--yk-israeli);
    }
    .counter.egyptian rect.body {
      fill: var(--yk-egyptian);
    }
    .counter.israeli text {
      fill: var(--yk-israeli-ink);
    }
    .counter.israeli .sym {
      stroke: var(--yk-israeli-ink);
    }
    .counter.israeli .sym.fill {
      fill: var(--yk-israeli-ink);
    }
    .counter.egyptian text {
      fill: var(--yk-egyptian-ink);
    }
    .counter.egyptian .sym {
      stroke: var(--yk-egyptian-ink);
    }
    .counter.egyptian .sym.fill {
      fill: var(--yk-egyptian-ink);
    }
    .counter .sym-text {
      font-size: 8px;
      font-weight: bold;
      text-anchor: middle;
    }
    .calendar {
      display: grid;
      grid-template-columns: repeat(9, 1fr);
      gap: 2px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .calendar li {
      border: 1px solid var(--hex-border);
      border-radius: 3px;
      text-align: center;
      font-size: 11px;
      padding: 2px 0;
    }
    .calendar .now {
      background: var(--hex-accent);
      color: #fff;
    }
    .vp {
      display: flex;
      gap: 12px;
      font-size: 14px;
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
    .decisions {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
    }
    /* a phone: the decision's buttons stay on one row that scrolls sideways, so a new button never pushes the map down */
    @media (max-width: 600px) {
      .bar-actions {
        min-width: 0;
        max-width: 100%;
      }
      .decisions {
        flex-wrap: nowrap;
        overflow-x: auto;
      }
      .decisions > button {
        flex: none;
      }
    }
    .later {
      margin: 2px 0;
      padding-left: 18px;
      font-size: 12px;
    }
    .sams {
      margin: 2px 0;
      padding-left: 18px;
      font-size: 12px;
    }
    .credits {
      font-size: 11px;
      opacity: 0.8;
    }
  `,
];
