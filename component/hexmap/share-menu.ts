// The "Share / export" menu of an element's panel: copy a link, the embed
// iframe's code, the element's tag, the compact position; download the image
// (SVG, PNG) or the record; import a record; with a `server`, play online
// (a table made there, the element on the reader's seat). Only the menu is drawn here;
// what its buttons do (share-actions.ts) loads on the first press, to keep
// the element's own module small. A copy is confirmed in a live region; when
// the clipboard refuses, the text shows selected, to copy by hand.
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { fill, type HexmapText } from './text.js';
import type { ShareAction, ShareHost, ShareSource } from './share-actions.js';

export type { ShareAction, ShareHost, ShareSource };

export class ShareMenu implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #source: () => ShareSource;
  /** The confirmation (or the failure) of the last press. */
  #status = '';
  /** A text the clipboard refused, shown to copy by hand. */
  #manual = '';
  #pasted = '';

  constructor(host: ReactiveControllerHost, source: () => ShareSource) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Runs one of the menu's actions (`side`: the seat "Play online" takes); resolves once it is confirmed. */
  async run(action: ShareAction, side?: string): Promise<void> {
    try {
      ({ status: this.#status, manual: this.#manual } = await (
        await import('./share-actions.js')
      ).share(action, this.#source(), side));
    } catch (e) {
      [this.#status, this.#manual] = [(e as Error).message, ''];
    }
    this.#host.requestUpdate();
  }

  /** `online`: the seats "Play online" offers (the element has a server and plays no table yet), else null. */
  render(
    t: HexmapText,
    tag: string,
    importer: { importRecord(text: string): void; importError: string },
    online: readonly { id: string; name: string }[] | null = null,
  ): TemplateResult {
    const item = (action: ShareAction, label: string) =>
      html`<button type="button" data-share=${action} @click=${() => void this.run(action)}>${label}</button>`;
    const seat = ({ id, name }: { id: string; name: string }) =>
      html`<button type="button" data-share="online" data-side=${id} @click=${() => void this.run('online', id)}>
        ${fill(t.playOnlineAs, { side: name })}
      </button>`;
    return html`<details
      part="share"
      class="share"
      @keydown=${(e: KeyboardEvent) => {
        if (e.key !== 'Escape') return;
        const d = e.currentTarget as HTMLDetailsElement;
        d.open = false;
        d.querySelector('summary')!.focus();
        e.stopPropagation();
      }}
    >
      <summary>${t.share}</summary>
      <div class="buttons" role="group" aria-label=${t.share}>
        ${item('link', t.copyLink)} ${item('embed', t.copyEmbed)} ${item('tag', fill(t.copyTag, { tag }))}
        ${item('position', t.copyPosition)} ${item('svg', t.downloadSvg)} ${item('png', t.downloadPng)}
        ${item('record', t.download)}
      </div>
      ${online ? html`<div class="buttons" role="group" aria-label=${t.share}>${online.map(seat)}</div>` : nothing}
      <p class="note" role="status">${this.#status}</p>
      ${
        this.#manual
          ? html`<textarea
              readonly
              rows="3"
              aria-label=${t.copyByHand}
              .value=${this.#manual}
              @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}
            ></textarea>`
          : nothing
      }
      <label
        >${t.importRecord}<textarea
          rows="3"
          @input=${(e: Event) => (this.#pasted = (e.target as HTMLTextAreaElement).value)}
        ></textarea>
      </label>
      <div class="buttons">
        <button type="button" @click=${() => importer.importRecord(this.#pasted)}>${t.load}</button>
      </div>
      ${importer.importError ? html`<p class="error" role="alert">${importer.importError}</p>` : nothing}
    </details>`;
  }
}
