// The share menu's body (share-menu.ts draws the menu and its summary): its items, the confirmation, the text
// to copy by hand, and the box a record is imported from. Loaded with what its items do (share-actions.ts)
// when the menu first opens or an import fails: a page where nobody shares never loads it.
import { css, html, nothing, type TemplateResult } from 'lit';
import { fill, type HexmapText } from './text.js';
import { shareWords } from './share-words-en.js';
import type { ShareAction } from './share-actions.js';

export { share } from './share-actions.js';

/** What the body shows and does: the menu's state and its callbacks. */
export interface ShareMenuState {
  /** The confirmation (or the failure) of the last press. */
  status: string;
  /** A text the clipboard refused, shown to copy by hand. */
  manual: string;
  run(action: ShareAction, side?: string): void;
  /** The record pasted into the import box. */
  paste(text: string): void;
  /** Loads the record pasted. */
  load(): void;
  importError: string;
}

/** `online`: the seats "Play online" offers (the element has a server and plays no table yet), else null. */
export function shareMenuBody(
  s: ShareMenuState,
  words: HexmapText,
  tag: string,
  online: readonly { id: string; name: string }[] | null,
): TemplateResult {
  const t = shareWords(words);
  const item = (action: ShareAction, label: string) =>
    html`<button type="button" data-share=${action} @click=${() => s.run(action)}>${label}</button>`;
  const seat = ({ id, name }: { id: string; name: string }) =>
    html`<button type="button" data-share="online" data-side=${id} @click=${() => s.run('online', id)}>
      ${fill(t.playOnlineAs, { side: name })}
    </button>`;
  return html`<div class="buttons" role="group" aria-label=${t.share}>
      ${item('link', t.copyLink)} ${item('embed', t.copyEmbed)} ${item('tag', fill(t.copyTag, { tag }))}
      ${item('position', t.copyPosition)} ${item('svg', t.downloadSvg)} ${item('png', t.downloadPng)}
      ${item('record', t.download)}
    </div>
    ${online ? html`<div class="buttons" role="group" aria-label=${t.share}>${online.map(seat)}</div>` : nothing}
    <p class="note" role="status">${s.status}</p>
    ${
      s.manual
        ? html`<textarea
            readonly
            rows="3"
            aria-label=${t.copyByHand}
            .value=${s.manual}
            @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}
          ></textarea>`
        : nothing
    }
    <label
      >${t.importRecord}<textarea
        rows="3"
        @input=${(e: Event) => s.paste((e.target as HTMLTextAreaElement).value)}
      ></textarea>
    </label>
    <div class="buttons">
      <button type="button" @click=${s.load}>${t.load}</button>
    </div>
    ${s.importError ? html`<p class="error" role="alert">${s.importError}</p>` : nothing}`;
}

/** The import box's and the text to copy by hand's rules: hex-map-element.ts adopts them once this module has loaded. */
export const styles = css`
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
`;
