// The end-of-game box over the map: who won and why, then New game, Review
// the game (a replay from its first action) and Download record.
import { css, html, type TemplateResult } from 'lit';
import type { HexmapText } from './text.js';

export function gameOverBox(
  title: string,
  text: string,
  t: HexmapText,
  on: { newGame(): void; review(): void; download(): void },
): TemplateResult {
  return html`<div class="game-over" part="game-over" role="dialog" aria-label=${t.gameOver}>
    <h2>${title}</h2>
    <p>${text}</p>
    <div class="buttons">
      <button class="primary" @click=${on.newGame}>${t.newGame}</button>
      <button @click=${on.review}>${t.reviewGame}</button>
      <button @click=${on.download}>${t.download}</button>
    </div>
  </div>`;
}

/** Saves a text (or a file's bytes) as a file through the browser's download. */
export function download(name: string, body: string | Blob): void {
  const url = URL.createObjectURL(typeof body === 'string' ? new Blob([body], { type: 'text/plain' }) : body);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The end-of-game box's own rules, its box being chrome-styles.ts's: hex-map-element.ts adopts them once this module has loaded. */
export const styles = css`
  .game-over h2 {
    margin: 0 0 6px;
    font-size: 18px;
  }
`;
