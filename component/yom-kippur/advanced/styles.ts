// The advanced view's styles beside the basic element's: the Golan's map
// (golan-look.ts, the same classes its pictures use), the front tabs and
// the air war's section. The panel's basic air section (B-M, B-N) gives way
// to A-K's (air-view.ts).
import { css, unsafeCSS } from 'lit';
import { golanCss } from '../golan-look.js';

export const advancedStyles = css`
  ${unsafeCSS(golanCss)}
  .fronts {
    display: inline-flex;
    gap: 0;
    margin-right: 6px;
  }
  .fronts button {
    border-radius: 0;
    font-size: 12px;
    padding: 2px 8px;
    min-height: 28px;
  }
  .fronts button:first-child {
    border-radius: 4px 0 0 4px;
  }
  .fronts button:last-child {
    border-radius: 0 4px 4px 0;
  }
  .fronts button[aria-selected='true'] {
    background: var(--hex-accent, #8c1d14);
    color: #fff;
  }
  .panel-stack {
    grid-area: panel;
    background: var(--hex-panel-bg);
    border-left: 1px solid var(--hex-border);
  }
  .air-war {
    padding: 10px 12px 0;
    font-size: 14px;
  }
  [part='air'] {
    display: none;
  }
  .air-war ul {
    margin: 2px 0;
    padding-left: 16px;
    font-size: 13px;
  }
  .air-war p {
    margin: 2px 0;
    font-size: 13px;
  }
`;
