// The generic element of a hex wargame: the map drawn from the game's data,
// counters and stacks, selection, highlights and arrows, the ARIA grid and
// its live announcer, keyboard, pointer and drag input, zoom, diagrams
// (readonly, view, highlights, arrows), replays, autosave, share links and
// the computer players. A game's element extends it with its rules' input
// (what a click on a hex means), its overlays, its labels and its panel.
import { LitElement, html, svg, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { RulesError } from '../../src/engine/rules-error.js';
import type { HexId } from '../../src/engine/hex-id.js';
import { layoutFor, points, step, type Layout } from './geometry.js';
import { mapLayer, hexNumbers, type MapStyle } from './map-layer.js';
import { counter, type CounterState, type SideLook } from './counter.js';
import { StackController, stacksOf } from './stacks.js';
import { arrowList, hexList, viewBox } from './diagram.js';
import { ComputerController } from './computer-controller.js';
import { openGame } from './game-source.js';
import { linkTo, save } from './persistence.js';
import type { Replay } from './replay.js';
import type { AiPlayer, GameKit, HexGame, MapUnit } from './hex-game.js';
import { fill, hexmapText, type HexmapText } from './text.js';

/** What a game's element gives the generic one. */
export interface HexMapConfig<G extends HexGame> {
  kit: GameKit<G>;
  style: MapStyle;
  /** Counter shapes per side id. */
  sides: Readonly<Record<string, SideLook>>;
  /** The game's events the element dispatches as its own (`over` is dispatched as `gameover`). */
  events: readonly string[];
}

/** Hexes the game's element marks on the map for the decision under way. */
export interface MapOverlays {
  /** Hexes filled with a CSS class (reach, target, choice…). */
  hexes: [HexId, string][];
  /** Short texts under hex centres (the cost of a move…). */
  labels: [HexId, string | number][];
  /** A path to draw through hex centres. */
  path: HexId[];
}

export abstract class HexMapElement<G extends HexGame> extends LitElement {
  static override properties = {
    lang: { reflect: true },
    readonly: { type: Boolean, reflect: true },
    position: {},
    record: {},
    seed: { type: Number },
    ai: { reflect: true },
    level: { reflect: true },
    autosave: { type: Boolean },
    hexNumbers: { type: Boolean, attribute: 'hex-numbers', reflect: true },
    highlights: {},
    arrows: {},
    view: {},
    evaluation: { type: Boolean, reflect: true },
    aiPlayer: { attribute: false },
    aiWorker: { attribute: 'ai-worker' },
  };

  declare lang: string;
  declare readonly: boolean;
  declare position: string | null;
  declare record: string | null;
  declare seed: number | undefined;
  declare ai: string | null;
  declare level: string;
  declare autosave: boolean;
  declare hexNumbers: boolean;
  declare highlights: string | null;
  declare arrows: string | null;
  /** Two corner hexes ("0207 0714") to show only that part of the map, for diagrams. */
  declare view: string | null;
  /** Shows the first side's estimated chance of winning as a bar. */
  declare evaluation: boolean;
  declare aiPlayer: AiPlayer<G> | null;
  /** The worker script the built-in computer player searches in. Empty: search in the page. */
  declare aiWorker: string | null;

  /** The live game (null until `ready` resolves). */
  game: G | null = null;
  /** Resolves once the engine has loaded and the first game is set up. */
  readonly ready: Promise<void>;
  #resolveReady!: () => void;
  #layout: Layout | null = null;
  #mapLayer: unknown = null;
  #numbers: unknown = null;
  #cursor: HexId = '';
  #hover: HexId | null = null;
  #lastMove: { from: HexId; to: HexId } | null = null;
  #announcement = '';
  #setupVersion = 0;
  #settingUp = false;
  #zoom = 1;
  /** The hex a drag began on (drag-and-drop moves). */
  #dragFrom: HexId | null = null;
  readonly #config: HexMapConfig<G>;
  readonly #stacks = new StackController(this);
  /** The unit the reader selected. */
  protected selected: string | null = null;
  /** The last error, shown by the game's panel ('' if none). */
  protected error = '';
  /** The record being replayed, if any. */
  protected replay: Replay<G> | null = null;
  protected readonly computer: ComputerController<G>;

  constructor(config: HexMapConfig<G>) {
    super();
    this.#config = config;
    this.computer = new ComputerController(this, config.kit, {
      replaying: () => this.replay !== null,
      onError: (m) => (this.error = m),
    });
    this.lang = 'en';
    this.readonly = false;
    this.position = null;
    this.record = null;
    this.seed = undefined;
    this.ai = null;
    this.level = 'normal';
    this.autosave = false;
    this.hexNumbers = true;
    this.highlights = null;
    this.arrows = null;
    this.view = null;
    this.evaluation = false;
    this.aiPlayer = null;
    this.aiWorker = null;
    this.ready = new Promise((resolve) => (this.#resolveReady = resolve));
  }

  // ---- what the game's element says ----
  /** A click, tap or Enter on a hex, with the unit on top of it; input is already known to be the reader's. */
  protected abstract activate(hex: HexId, top: MapUnit | undefined): void;
  /** Pressing on a hex to drag its top unit: whether the unit was picked up (and selected). */
  protected abstract pickUp(hex: HexId, top: MapUnit | undefined): boolean;
  /** Releasing a dragged unit on another hex. */
  protected abstract drop(hex: HexId): void;
  /** Hexes to mark for the decision under way; `hover` is the hex under the pointer or the keyboard cursor. */
  protected abstract overlays(game: G, hover: HexId | null): MapOverlays;
  /** A hex's label for screen readers, with the unit on top of it. */
  protected abstract cellLabel(game: G, hex: HexId, top: MapUnit | undefined): string;
  /** A counter's tooltip. */
  protected abstract unitLabel(game: G, unit: MapUnit): string;
  /** The game's side panel. */
  protected abstract renderPanel(game: G): TemplateResult;
  /** The message shown when the autosave could not be read. */
  protected abstract get saveLostMessage(): string;

  /** How a counter is marked besides selection (an attacker being gathered…). */
  protected counterState(_unit: MapUnit): CounterState {
    return {};
  }
  /** Where the keyboard cursor starts: the first hex of the map. */
  protected startHex(game: G): HexId {
    return Object.keys(game.map.hexes)[0]!;
  }
  /** The map's accessible name. */
  protected mapLabel(_game: G): string {
    return this.words.map;
  }
  /** Escape, a new game: forgets the selection (a game's element forgets its own input too). */
  protected clearSelection(): void {
    this.selected = null;
  }

  /** The generic controls' words in the element's language. */
  protected get words(): HexmapText {
    return hexmapText(this.lang);
  }

  // ---- the game ----
  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('position') || changed.has('record') || changed.has('seed') || (!this.game && !this.#settingUp))
      void this.#setup();
    else if (changed.has('ai') || changed.has('level')) void this.computer.play();
  }

  /** (Re)builds the game from `record`, `position`, a share link, the autosave or the standard setup (game-source.ts). */
  async #setup(): Promise<void> {
    const version = ++this.#setupVersion;
    this.#settingUp = true;
    this.replay = null;
    this.error = '';
    const opened = await openGame(this.#config.kit, {
      record: this.record,
      position: this.position,
      seed: this.seed,
      id: this.id,
      autosave: this.autosave,
      hash: location.hash,
    });
    if (version !== this.#setupVersion) return; // a newer setup started meanwhile
    this.#settingUp = false;
    this.replay = opened.replay;
    this.error = opened.saveLost ? this.saveLostMessage : opened.error;
    this.#adopt(opened.game);
    this.#resolveReady();
    this.emit('ready', { game: opened.game });
  }

  #adopt(game: G): void {
    this.game = game;
    this.#layout = layoutFor(game.map);
    this.#mapLayer = mapLayer(game.map, this.#layout, this.#config.style);
    this.#numbers = hexNumbers(game.map, this.#layout);
    if (!(this.#cursor in game.map.hexes)) this.#cursor = this.startHex(game);
    this.clearSelection();
    for (const type of this.#config.events)
      game.addEventListener(type, (e) => this.#onGameEvent(type, (e as CustomEvent).detail));
    game.addEventListener('over', (e) => this.#onGameEvent('gameover', (e as CustomEvent).detail));
    game.addEventListener('change', () => this.#changed());
    this.requestUpdate();
    void this.computer.play();
  }

  /** A link that restores this game: the page's address with the record in its fragment. */
  shareLink(): string {
    return this.game ? linkTo(this.#config.kit, this.id, this.game, location.href) : location.href;
  }

  /** Replaces the game with one replayed from a record (import); errors show in the panel. */
  async importRecord(text: string): Promise<void> {
    try {
      this.#adopt(await this.#config.kit.fromRecord(text));
      this.#changed();
    } catch (e) {
      this.error = (e as Error).message;
      this.requestUpdate();
    }
  }

  /** Goes to a step of the record being replayed (0 = the start). */
  goTo(index: number): void {
    if (!this.replay) return;
    this.replay.goTo(index);
    this.game = this.replay.current;
    this.requestUpdate();
  }

  /** The current game as a record, for export or sharing. */
  exportRecord(): string {
    return this.game?.toRecord() ?? '';
  }

  #changed(): void {
    if (this.autosave && this.game && !this.replay) save(this.#config.kit, this.id, this.game);
    this.requestUpdate();
    void this.computer.play();
  }

  #onGameEvent(type: string, detail: { type: string; from?: HexId | null; to?: HexId; phase?: string }): void {
    if (detail.type === 'move') this.#lastMove = detail.from && detail.to ? { from: detail.from, to: detail.to } : null;
    if (detail.type !== 'phase' || detail.phase !== 'over') this.announce(this.game?.log.at(-1)?.text ?? '');
    this.emit(type, detail);
  }

  /** Dispatches an event from the element (bubbling, composed); false if a listener cancelled it. */
  protected emit(type: string, detail: unknown, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  /** Says a text in the live region (screen readers read it out). */
  protected announce(text: string): void {
    this.#announcement = text;
  }

  /** Runs an action of the reader's; a RulesError shows and is announced. */
  protected try(fn: () => void): void {
    try {
      fn();
      this.error = '';
    } catch (e) {
      this.error = e instanceof RulesError ? e.message : String(e);
      this.announce(this.error);
    }
    this.requestUpdate();
  }

  // ---- input ----
  /** Whether input is the reader's now (not a diagram, a replay, or the computer's decision). */
  protected get takesInput(): boolean {
    const g = this.game;
    return (
      !!g && !this.readonly && !this.replay && !this.computer.thinking && !g.isOver && !this.computer.hasTheDecision
    );
  }

  #topOf(hex: HexId): MapUnit | undefined {
    return this.#stacks.top(hex, stacksOf(this.game!.units()).get(hex));
  }

  #activateHex(hex: HexId): void {
    if (!this.takesInput) return;
    this.#cursor = hex;
    this.activate(hex, this.#topOf(hex));
  }

  #dragStart(hex: HexId): void {
    this.#dragFrom = this.takesInput && this.pickUp(hex, this.#topOf(hex)) ? hex : null;
  }

  /** The hex under a pointer (a touch keeps its first target, so ask the point). */
  #hexAt(e: PointerEvent): HexId | null {
    const under = this.shadowRoot?.elementFromPoint(e.clientX, e.clientY);
    return under?.id.startsWith('hex-') ? under.id.slice(4) : null;
  }

  /** Releasing on another hex drops the unit there (a release on the same hex is a click). */
  #dragEnd(hex: HexId): void {
    const from = this.#dragFrom;
    this.#dragFrom = null;
    if (from && from !== hex) this.drop(hex);
  }

  #onKey(e: KeyboardEvent): void {
    const g = this.game;
    if (!g) return;
    if (e.key.startsWith('Arrow')) {
      this.#cursor = step(g.map, this.#cursor, e.key);
      this.#hover = this.#cursor;
      this.requestUpdate();
    } else if (e.key === 'Enter' || e.key === ' ') {
      this.#activateHex(this.#cursor);
    } else if (e.key === ']' || e.key === '[') {
      this.#stacks.browse(this.#cursor, stacksOf(g.units()).get(this.#cursor), e.key === ']' ? 1 : -1);
    } else if (e.key === 'Escape') {
      this.clearSelection();
      this.requestUpdate();
    } else return;
    e.preventDefault();
  }

  #zoomBy(factor: number): void {
    this.#zoom = Math.min(3, Math.max(1, this.#zoom * factor));
    this.requestUpdate();
  }

  // ---- rendering ----
  override render() {
    const g = this.game;
    const layout = this.#layout;
    if (!g || !layout) return html`<div class="note" part="loading">…</div>`;
    const t = this.words;
    const stacks = stacksOf(g.units());
    const marks = this.overlays(g, this.#hover);
    const centre = layout.centre;
    const overlay = (hex: string, cls: string) =>
      svg`<polygon class=${cls} points=${points(layout.corners(hex))}></polygon>`;
    const line = (a: string, b: string, cls: string) =>
      svg`<line class=${cls} x1=${centre(a)[0]} y1=${centre(a)[1]} x2=${centre(b)[0]} y2=${centre(b)[1]}></line>`;
    const placed = [...stacks].flatMap(([hex, stack]) => this.#stacks.placed(hex, stack, centre(hex)));
    const top = (hex: HexId) => this.#stacks.top(hex, stacks.get(hex));
    const label = (hex: HexId) => {
      const stack = stacks.get(hex) ?? [];
      const own = this.cellLabel(g, hex, top(hex));
      return stack.length > 1 ? `${own}, ${fill(t.stack, { n: stack.length, top: top(hex)!.name })}` : own;
    };
    return html`
      <div class="layout">
        <div class="map-wrap" part="map">
          ${
            this.readonly
              ? nothing
              : html`<div class="zoom" role="group" aria-label=${t.zoom}>
                  <button aria-label=${t.zoomIn} @click=${() => this.#zoomBy(1.25)}>+</button>
                  <button aria-label=${t.zoomOut} @click=${() => this.#zoomBy(1 / 1.25)}>−</button>
                </div>`
          }
          <svg
            class="map"
            width=${`${Math.round(this.#zoom * 100)}%`}
            viewBox=${viewBox(layout, this.view, g.map.hexes)}
            role="grid"
            tabindex="0"
            aria-label=${this.mapLabel(g)}
            aria-activedescendant=${`hex-${this.#cursor}`}
            @keydown=${(e: KeyboardEvent) => this.#onKey(e)}
            @focus=${() => {
              this.#hover = this.#cursor;
              this.requestUpdate();
            }}
          >
            <defs>
              <marker
                id="arrow"
                viewBox="0 0 10 10"
                refX="8"
                refY="5"
                markerWidth="5"
                markerHeight="5"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" fill="#8a1c0c"></path>
              </marker>
            </defs>
            ${this.#mapLayer} ${this.hexNumbers ? this.#numbers : nothing}
            <g part="highlights">
              ${marks.hexes.map(([h, cls]) => overlay(h, cls))}
              ${hexList(this.highlights, g.map.hexes).map((h) => overlay(h, 'highlight'))}
              ${marks.labels.map(([h, text]) => svg`<text class="cost" x=${centre(h)[0]} y=${centre(h)[1] + 24} text-anchor="middle">${text}</text>`)}
              ${marks.path.length > 1 ? svg`<polyline class="path" points=${points(marks.path.map(centre))}></polyline>` : nothing}
              ${this.#lastMove ? line(this.#lastMove.from, this.#lastMove.to, 'last-move') : nothing}
              ${arrowList(this.arrows, g.map.hexes).map(([a, b]) => line(a, b, 'arrow'))}
            </g>
            <g part="counters">
              ${repeat(
                placed,
                (p) => p.unit.id,
                ({ unit, x, y }) =>
                  counter(
                    unit,
                    x,
                    y,
                    this.#config.sides[unit.side] ?? { mark: 'top-bar', radius: 1 },
                    { ...this.counterState(unit), selected: this.selected === unit.id },
                    this.unitLabel(g, unit),
                  ),
              )}
            </g>
            <g class="cells">
              ${layout.rows.map(
                (row) =>
                  svg`<g role="row">${row.map(
                    (hex) => svg`<polygon role="gridcell" id=${`hex-${hex}`}
                  aria-label=${label(hex)}
                  aria-selected=${this.selected !== null && (stacks.get(hex) ?? []).some((u) => u.id === this.selected) ? 'true' : 'false'}
                  points=${points(layout.corners(hex))} fill="transparent"
                  @click=${() => this.#activateHex(hex)}
                  @pointerdown=${() => this.#dragStart(hex)}
                  @pointerup=${(e: PointerEvent) => this.#dragEnd(this.#hexAt(e) ?? hex)}
                  @pointerenter=${() => {
                    this.#hover = hex;
                    this.requestUpdate();
                  }}></polygon>`,
                  )}</g>`,
              )}
            </g>
            <g part="stack-badges">
              ${[...stacks].map(([hex, stack]) => this.#stacks.badge(hex, stack, centre(hex), label(hex)))}
            </g>
            ${this.readonly || this.replay ? nothing : svg`<polygon class="cursor" points=${points(layout.corners(this.#cursor))}></polygon>`}
          </svg>
        </div>
        ${this.renderPanel(g)}
      </div>
      <div class="sr-only" role="status" aria-live="polite">${this.#announcement}</div>
    `;
  }
}
