// The "Share / export" menu of an element's panel: copy a link, the embed
// iframe's code, the element's tag, the compact position; download the image
// (SVG, PNG) or the record; import a record; with a `server`, play online
// (a table made there, the element on the reader's seat). Only the menu and
// its summary are drawn here: its body and what its buttons do
// (share-menu-body.ts, share-actions.ts) load when it first opens or an import
// fails, and the element's update waits for them (`load`), to keep the
// element's own module small. A copy is confirmed in a live region; when
// the clipboard refuses, the text shows selected, to copy by hand.
import {
  html,
  nothing,
  type CSSResult,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import type { HexmapText } from './text.js';
import type { ShareAction, ShareHost, ShareSource } from './share-actions.js';
import type * as Body from './share-menu-body.js';

export type { ShareAction, ShareHost, ShareSource };

let body: typeof Body | null = null;
let loading: Promise<unknown> | null = null;

/** The menu's body's rules, once it has loaded (hex-map-element.ts adopts them). */
export const shareMenuStyles = (): CSSResult | null => body?.styles ?? null;

export class ShareMenu implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #source: () => ShareSource;
  /** The confirmation (or the failure) of the last press. */
  #status = '';
  /** A text the clipboard refused, shown to copy by hand. */
  #manual = '';
  #pasted = '';
  #open = false;

  constructor(host: ReactiveControllerHost, source: () => ShareSource) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * The body, while it is needed and not here: the menu is open, or `message` (an import's error) is to be shown
   * in it; the element draws once it has loaded (a file that cannot load leaves the menu without it, and the next
   * update asks again). Null: nothing to wait for.
   */
  load(message: boolean): Promise<unknown> | null {
    if (body || !(this.#open || message)) return null;
    return (loading ??= import('./share-menu-body.js').then(
      (m) => (body = m),
      () => (loading = null),
    ));
  }

  /** Runs one of the menu's actions (`side`: the seat "Play online" takes); resolves once it is confirmed. */
  async run(action: ShareAction, side?: string): Promise<void> {
    try {
      ({ status: this.#status, manual: this.#manual } = await (
        await import('./share-menu-body.js')
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
    return html`<details
      part="share"
      class="share"
      @toggle=${(e: Event) => {
        this.#open = (e.currentTarget as HTMLDetailsElement).open;
        if (this.#open && !body) this.#host.requestUpdate();
      }}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key !== 'Escape') return;
        const d = e.currentTarget as HTMLDetailsElement;
        d.open = false;
        d.querySelector('summary')!.focus();
        e.stopPropagation();
      }}
    >
      <summary>${t.share}</summary>
      ${
        body
          ? body.shareMenuBody(
              {
                status: this.#status,
                manual: this.#manual,
                run: (action, side) => void this.run(action, side),
                paste: (text) => (this.#pasted = text),
                load: () => importer.importRecord(this.#pasted),
                importError: importer.importError,
              },
              t,
              tag,
              online,
            )
          : nothing
      }
    </details>`;
  }
}
