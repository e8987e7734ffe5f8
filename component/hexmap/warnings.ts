// What ending the phase now would leave undone (units that could still move,
// aircraft not sent…), asked in the bar before the phase ends: the game's
// element says what, this asks "end it anyway?" the same way in every game.
import { html, type TemplateResult } from 'lit';

export function endWarnings(v: {
  title: string;
  items: readonly (string | TemplateResult)[];
  endAnyway: string;
  close: string;
  end(): void;
  cancel(): void;
}): TemplateResult {
  return html`<div class="warnings" role="alert">
    <p class="prompt">${v.title}</p>
    <ul>
      ${v.items.map((w) => html`<li>${w}</li>`)}
    </ul>
    <div class="buttons">
      <button class="primary" @click=${v.end}>${v.endAnyway}</button
      ><button aria-label=${v.close} @click=${v.cancel}>✕</button>
    </div>
  </div>`;
}
