// <across-suez>: the whole game in any page. A view over the engine's Game:
// it renders, takes input and asks the game; it never decides a rule.
import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { Game, RulesError, type GameEvent, type HexId } from '../src/index.js';
import { layoutFor, points, step, type Layout } from './geometry.js';
import { mapLayer, hexNumbers } from './map-layer.js';
import { counter } from './counter.js';
import { styles } from './styles.js';
import { textFor, type Text } from './text.js';
import { panel, type PanelView } from './panel.js';
import type { Replay } from './replay.js';
import { linkTo, save } from './persistence.js';
import { openGame } from './game-source.js';
import type { AiPlayer } from './computer.js';
import { ComputerController } from './computer-controller.js';
import { cellLabel, viewBox } from './labels.js';

export type { AiPlayer };

/** Set by the build of dist/across-suez.js: the worker script shipped beside it. */
declare const __AI_WORKER_FILE__: string | undefined;
const defaultAiWorker =
  typeof __AI_WORKER_FILE__ === 'string' ? new URL(__AI_WORKER_FILE__, import.meta.url).href : null;

const events = ['move', 'cross', 'combat', 'retreat', 'advance', 'eliminated', 'bombard', 'phase'] as const;

/**
 * The whole game of Across Suez in a page: play hot-seat or against the
 * computer, show a position, replay a record, or drive it from page script.
 *
 * @fires ready - the engine has loaded: `{ game }`
 * @fires beforemove - cancelable, before a move the reader makes: `{ unit, from, to }`
 * @fires beforeattack - cancelable, before an attack the reader makes: `{ attackers, defender, artillery }`
 * @fires move - `{ unit, from, to, cost, path }`
 * @fires cross - `{ unit, from, cost }`
 * @fires combat - `{ attackers, defender, artillery, die, differential, column, result }`
 * @fires retreat - `{ unit, from, to }`
 * @fires advance - `{ unit, from, to }`
 * @fires eliminated - `{ unit, hex, rule, cause }`
 * @fires bombard - `{ target, die, eliminated }`
 * @fires phase - `{ turn, side, phase }`
 * @fires gameover - `{ winner, reason }`
 * @csspart map - the map's scroll box
 * @csspart terrain - terrain hexes
 * @csspart hexsides - roads, trails, ridges, lake hexsides
 * @csspart counters - the units on the map
 * @csspart counter - one unit
 * @csspart highlights - reachable hexes, targets, choices, arrows
 * @csspart panel - the side panel
 * @csspart turn-track - the Game-Turn Record Track
 * @csspart combat-panel - the odds of the attack being prepared
 * @csspart replay - replay controls
 * @csspart log - the game log
 * @cssprop --as-font - all text
 * @cssprop --as-bg - background
 * @cssprop --as-fg - text colour
 * @cssprop --as-accent - buttons and the current turn
 * @cssprop --as-israeli - Israeli counters
 * @cssprop --as-egyptian - Egyptian counters
 * @cssprop --as-sand - sand hexes (likewise --as-clear, --as-elevated-sand, --as-chinese-farm, --as-bar-lev, --as-swamp, --as-lake)
 */
export class AcrossSuezElement extends LitElement {
  static override styles = styles;
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
  /** Shows the Israeli player's estimated chance of winning as a bar (game.evaluate()). */
  declare evaluation: boolean;
  declare aiPlayer: AiPlayer | null;
  /**
   * The worker script the built-in computer player searches in (dist/ai-worker.js);
   * beside the built module it is found on its own. Empty: search in the page.
   */
  declare aiWorker: string | null;

  /** The live game (null until `ready` resolves). */
  game: Game | null = null;
  /** Resolves once the engine has loaded and the first game is set up. */
  readonly ready: Promise<void>;
  #resolveReady!: () => void;
  #layout: Layout | null = null;
  #mapLayer: unknown = null;
  #numbers: unknown = null;
  #replay: Replay | null = null;
  #selected: string | null = null;
  #attackers: string[] = [];
  #artillery = false;
  #exchange = new Set<string>();
  #cursor: HexId = '0112';
  #hover: HexId | null = null;
  #lastMove: { from: HexId; to: HexId } | null = null;
  #announcement = '';
  #error = '';
  #warnings: { code: string; rule: string; message: string }[] | null = null;
  readonly #computer = new ComputerController(this, {
    replaying: () => this.#replay !== null,
    onError: (m) => (this.#error = m),
  });
  #setupVersion = 0;
  #zoom = 1;
  /** The hex a drag began on (drag-and-drop moves). */
  #dragFrom: HexId | null = null;

  constructor() {
    super();
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
    this.aiWorker = defaultAiWorker;
    this.ready = new Promise((resolve) => (this.#resolveReady = resolve));
  }

  get #t(): Text {
    return textFor(this.lang);
  }

  #settingUp = false;

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('position') || changed.has('record') || changed.has('seed') || (!this.game && !this.#settingUp))
      void this.#setup();
    else if (changed.has('ai') || changed.has('level')) void this.#computer.play();
  }

  /** (Re)builds the game from `record`, `position`, a share link, the autosave or the standard setup (game-source.ts). */
  async #setup(): Promise<void> {
    const version = ++this.#setupVersion;
    this.#settingUp = true;
    this.#replay = null;
    this.#error = '';
    const opened = await openGame({
      record: this.record,
      position: this.position,
      seed: this.seed,
      id: this.id,
      autosave: this.autosave,
      hash: location.hash,
    });
    if (version !== this.#setupVersion) return; // a newer setup started meanwhile
    this.#settingUp = false;
    this.#replay = opened.replay;
    this.#error = opened.saveLost ? this.#t.saveError : opened.error;
    this.#adopt(opened.game);
    this.#resolveReady();
    this.#emit('ready', { game: opened.game });
  }

  #adopt(game: Game): void {
    this.game = game;
    this.#layout = layoutFor(game.map);
    this.#mapLayer = mapLayer(game.map, this.#layout);
    this.#numbers = hexNumbers(game.map, this.#layout);
    this.#clearSelection();
    for (const type of events)
      game.addEventListener(type, (e) => this.#onGameEvent(type, (e as CustomEvent<GameEvent>).detail));
    game.addEventListener('over', (e) => this.#onGameEvent('gameover', (e as CustomEvent<GameEvent>).detail));
    game.addEventListener('change', () => this.#changed());
    this.requestUpdate();
    void this.#computer.play();
  }

  /** A link that restores this game: the page's address with the record in its fragment. */
  shareLink(): string {
    return this.game ? linkTo(this.id, this.game, location.href) : location.href;
  }

  /** Replaces the game with one replayed from a record (import); errors show in the panel. */
  async importRecord(text: string): Promise<void> {
    try {
      this.#adopt(await Game.fromRecord(text));
      this.#changed();
    } catch (e) {
      this.#error = (e as Error).message;
      this.requestUpdate();
    }
  }

  #changed(): void {
    if (this.autosave && this.game && !this.#replay) save(this.id, this.game);
    this.requestUpdate();
    void this.#computer.play();
  }

  #onGameEvent(type: string, detail: GameEvent): void {
    if (detail.type === 'move' && detail.from) this.#lastMove = { from: detail.from, to: detail.to };
    if (detail.type === 'move' && !detail.from) this.#lastMove = null;
    if (detail.type !== 'phase' || detail.phase !== 'over') this.#announce(this.game?.log.at(-1)?.text ?? '');
    this.#emit(type, detail);
  }

  #emit(type: string, detail: unknown, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  #announce(text: string): void {
    this.#announcement = text;
  }

  #clearSelection(): void {
    this.#selected = null;
    this.#attackers = [];
    this.#artillery = false;
    this.#exchange.clear();
    this.#warnings = null;
  }

  // ---- input ----
  /** A click, tap or Enter on a hex. */
  #activate(hex: HexId): void {
    const g = this.game;
    if (!g || this.readonly || this.#replay || this.#computer.thinking || g.phase === 'over') return;
    if (this.#computer.hasTheDecision) return;
    this.#cursor = hex;
    const p = g.pending;
    const unit = g.units().find((u) => u.hex === hex);
    if (p) {
      if (p.kind === 'retreat') {
        const who = p.units.find((u) => p.options[u]?.includes(hex));
        if (who) this.#try(() => g.retreat(who, hex));
      } else if (p.kind === 'advance') {
        if (unit && p.units.includes(unit.id)) this.#selected = unit.id;
        else if (p.options.includes(hex)) {
          const who = this.#selected && p.units.includes(this.#selected) ? this.#selected : p.units[0]!;
          this.#try(() => g.advance(who, hex));
        }
      } else if (unit && p.units.includes(unit.id)) {
        if (this.#exchange.has(unit.id)) this.#exchange.delete(unit.id);
        else this.#exchange.add(unit.id);
      }
      this.requestUpdate();
      return;
    }
    if (g.phase === 'movement') {
      if (this.#selected && g.reachable(this.#selected).has(hex)) return this.#move(this.#selected, hex);
      this.#select(unit && unit.side === g.side ? unit.id : null);
      return;
    }
    // combat
    if (unit && unit.side !== g.side && (g.targets().includes(unit.id) || g.bombardTargets().includes(unit.id))) {
      this.#selected = unit.id;
      this.#attackers = g.attackers(unit.id);
    } else if (unit && unit.side === g.side && this.#selected && g.attackers(this.#selected).includes(unit.id)) {
      this.#attackers = this.#attackers.includes(unit.id)
        ? this.#attackers.filter((a) => a !== unit.id)
        : [...this.#attackers, unit.id];
    } else {
      this.#clearSelection();
    }
    this.requestUpdate();
  }

  /** Drag-and-drop: pressing on one of the phasing player's units picks it up… */
  #dragStart(hex: HexId): void {
    const g = this.game;
    if (!g || this.readonly || this.#replay || g.phase !== 'movement' || g.pending) return;
    const unit = g.units().find((u) => u.hex === hex);
    this.#dragFrom = unit && unit.side === g.side && g.canMove(unit.id) ? hex : null;
    if (this.#dragFrom && unit) this.#select(unit.id);
  }

  /** The hex under a pointer (a touch keeps its first target, so ask the point). */
  #hexAt(e: PointerEvent): HexId | null {
    const under = this.shadowRoot?.elementFromPoint(e.clientX, e.clientY);
    return under?.id.startsWith('hex-') ? under.id.slice(4) : null;
  }

  /** …and releasing it on a highlighted hex moves it (a release on the same hex is a click). */
  #dragEnd(hex: HexId): void {
    const from = this.#dragFrom;
    this.#dragFrom = null;
    if (!from || from === hex || !this.#selected) return;
    if (this.game!.reachable(this.#selected).has(hex)) this.#move(this.#selected, hex);
  }

  #select(id: string | null): void {
    this.#selected = id;
    this.requestUpdate();
  }

  #try(fn: () => void): void {
    try {
      fn();
      this.#error = '';
    } catch (e) {
      this.#error = e instanceof RulesError ? e.message : String(e);
      this.#announce(this.#error);
    }
    this.requestUpdate();
  }

  #move(id: string, hex: HexId): void {
    const from = this.game!.unit(id).hex;
    if (!this.#emit('beforemove', { unit: id, from, to: hex }, true)) return;
    this.#try(() => this.game!.move(id, hex));
    this.#selected = this.game!.canMove(id) ? id : null;
  }

  #attack(): void {
    const g = this.game!;
    const defender = this.#selected;
    if (!defender || this.#attackers.length === 0) return;
    const detail = { attackers: this.#attackers.slice(), defender, artillery: this.#artillery };
    if (!this.#emit('beforeattack', detail, true)) return;
    this.#try(() => g.attack(detail.attackers, defender, { artillery: detail.artillery }));
    this.#clearSelection();
  }

  #endPhase(force = false): void {
    const g = this.game!;
    const warnings = g.warnings().filter((w) => w.rule !== '9.2');
    if (!force && warnings.length > 0 && !this.#warnings) {
      this.#warnings = warnings;
      this.requestUpdate();
      return;
    }
    this.#warnings = null;
    this.#clearSelection();
    this.#try(() => g.endPhase());
  }

  #onKey(e: KeyboardEvent): void {
    const g = this.game;
    if (!g) return;
    if (e.key.startsWith('Arrow')) {
      this.#cursor = step(g.map, this.#cursor, e.key);
      this.#hover = this.#cursor;
      e.preventDefault();
      this.requestUpdate();
    } else if (e.key === 'Enter' || e.key === ' ') {
      this.#activate(this.#cursor);
      e.preventDefault();
    } else if (e.key === 'Escape') {
      this.#clearSelection();
      this.requestUpdate();
    }
  }

  // ---- scripting helpers ----
  /** Goes to a step of the record being replayed (0 = the start). */
  goTo(index: number): void {
    if (!this.#replay) return;
    this.#replay.goTo(index);
    this.game = this.#replay.current;
    this.requestUpdate();
  }

  /** The current game as a record, for export or sharing. */
  exportRecord(): string {
    return this.game?.toRecord() ?? '';
  }

  // ---- rendering ----
  override render() {
    const g = this.game;
    const layout = this.#layout;
    if (!g || !layout) return html`<div class="note" part="loading">…</div>`;
    const units = g.units();
    const onMap = units.filter((u) => u.location === 'map');
    const byHex = new Map(onMap.map((u) => [u.hex!, u]));
    const p = g.pending;
    const reach =
      g.phase === 'movement' && this.#selected && !p ? g.reachable(this.#selected) : new Map<string, number>();
    const choices = new Set<string>(
      p?.kind === 'retreat' ? Object.values(p.options).flat() : p?.kind === 'advance' ? p.options : [],
    );
    const targets =
      g.phase === 'combat' && !p
        ? new Set([...g.targets(), ...g.bombardTargets()].map((id) => g.unit(id).hex!))
        : new Set<string>();
    const path = this.#selected && this.#hover && reach.has(this.#hover) ? g.path(this.#selected, this.#hover) : [];
    const highlights = (this.highlights ?? '').split(/[\s,]+/).filter((h) => h in g.map.hexes);
    const arrows = (this.arrows ?? '')
      .split(/[\s,]+/)
      .map((a) => a.split('-'))
      .filter((a) => a.length === 2 && a.every((h) => h in g.map.hexes));
    const zocBySide = new Map(Object.keys(g.map.hexes).map((h) => [h, g.zocOf(h)]));
    const view: PanelView = {
      game: g,
      t: this.#t,
      selected: this.#selected,
      attackers: this.#attackers,
      artillery: this.#artillery,
      exchange: this.#exchange,
      warnings: this.#warnings,
      error: this.#error,
      thinking: this.#computer.thinking,
      replay: this.#replay,
      lang: this.lang,
      estimate: this.#computer.estimate,
      on: {
        select: (id) => this.#select(id),
        endPhase: (force) => this.#endPhase(force),
        undo: () => this.#try(() => g.undo()),
        cross: (id) => this.#try(() => g.cross(id)),
        attack: () => this.#attack(),
        bombard: (id) => {
          this.#try(() => g.bombard(id));
          this.#clearSelection();
        },
        artillery: (on) => {
          this.#artillery = on;
          this.requestUpdate();
        },
        decline: () => this.#try(() => g.advance(null)),
        exchange: () => {
          this.#try(() => g.exchange([...this.#exchange]));
          this.#exchange.clear();
        },
        goTo: (i) => this.goTo(i),
        exportRecord: () => this.exportRecord(),
        shareLink: () => this.shareLink(),
        importRecord: (text) => void this.importRecord(text),
        cancelWarnings: () => {
          this.#warnings = null;
          this.requestUpdate();
        },
      },
    };
    const overlay = (hex: string, cls: string) =>
      svg`<polygon class=${cls} points=${points(layout.corners(hex))}></polygon>`;
    const centre = layout.centre;
    const line = (a: string, b: string, cls: string) =>
      svg`<line class=${cls} x1=${centre(a)[0]} y1=${centre(a)[1]} x2=${centre(b)[0]} y2=${centre(b)[1]}></line>`;
    return html`
      <div class="layout">
        <div class="map-wrap" part="map">
          ${
            this.readonly
              ? nothing
              : html`<div class="zoom" role="group" aria-label="zoom">
                  <button
                    aria-label="zoom in"
                    @click=${() => {
                      this.#zoom = Math.min(3, this.#zoom * 1.25);
                      this.requestUpdate();
                    }}
                  >
                    +
                  </button>
                  <button
                    aria-label="zoom out"
                    @click=${() => {
                      this.#zoom = Math.max(1, this.#zoom / 1.25);
                      this.requestUpdate();
                    }}
                  >
                    −
                  </button>
                </div>`
          }
          <svg
            class="map"
            width=${`${Math.round(this.#zoom * 100)}%`}
            viewBox=${viewBox(layout, this.view, g.map.hexes)}
            role="grid"
            tabindex="0"
            aria-label=${g.map.places['0112'] ? `Across Suez map` : 'map'}
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
              ${[...reach.keys()].map((h) => overlay(h, 'reach'))} ${[...targets].map((h) => overlay(h, 'target'))}
              ${[...choices].map((h) => overlay(h, 'choice'))} ${highlights.map((h) => overlay(h, 'highlight'))}
              ${[...reach].map(([h, c]) => svg`<text class="cost" x=${centre(h)[0]} y=${centre(h)[1] + 24} text-anchor="middle">${c}</text>`)}
              ${path.length > 1 ? svg`<polyline class="path" points=${points(path.map(centre))}></polyline>` : nothing}
              ${this.#lastMove ? line(this.#lastMove.from, this.#lastMove.to, 'last-move') : nothing}
              ${arrows.map(([a, b]) => line(a!, b!, 'arrow'))}
            </g>
            <g part="counters">
              ${repeat(
                onMap,
                (u) => u.id,
                (u) => {
                  const [x, y] = centre(u.hex!);
                  return counter(
                    u,
                    x,
                    y,
                    { selected: this.#selected === u.id, attacker: this.#attackers.includes(u.id) },
                    cellLabel(g, this.#t, u.hex!, u, []),
                  );
                },
              )}
            </g>
            <g class="cells">
              ${layout.rows.map(
                (row) =>
                  svg`<g role="row">${row.map(
                    (hex) => svg`<polygon role="gridcell" id=${`hex-${hex}`}
                  aria-label=${cellLabel(g, this.#t, hex, byHex.get(hex), zocBySide.get(hex) ?? [])}
                  aria-selected=${this.#selected !== null && byHex.get(hex)?.id === this.#selected ? 'true' : 'false'}
                  points=${points(layout.corners(hex))} fill="transparent"
                  @click=${() => this.#activate(hex)}
                  @pointerdown=${() => this.#dragStart(hex)}
                  @pointerup=${(e: PointerEvent) => this.#dragEnd(this.#hexAt(e) ?? hex)}
                  @pointerenter=${() => {
                    this.#hover = hex;
                    this.requestUpdate();
                  }}></polygon>`,
                  )}</g>`,
              )}
            </g>
            ${this.readonly || this.#replay ? nothing : svg`<polygon class="cursor" points=${points(layout.corners(this.#cursor))}></polygon>`}
          </svg>
        </div>
        ${panel(view)}
      </div>
      <div class="sr-only" role="status" aria-live="polite">${this.#announcement}</div>
    `;
  }
}

if (!customElements.get('across-suez')) customElements.define('across-suez', AcrossSuezElement);

declare global {
  interface HTMLElementTagNameMap {
    'across-suez': AcrossSuezElement;
  }
}
