// The generic element of a hex wargame: the map drawn from the game's data,
// counters and stacks, selection, highlights and arrows, the ARIA grid and
// its live announcer, keyboard, pointer and drag input, zoom and pan, the bar
// over the map (seat, prompt, main buttons), the log column, the counter
// card, the charts, the end-of-game box, diagrams (readonly, view,
// highlights, arrows), replays and reviews, autosave, share links and the
// computer players. A game's element extends it with its rules' input (what
// a click on a hex means), its overlays, its words and its panel.
import { html, nothing, type CSSResult, type PropertyValues, type TemplateResult } from 'lit';
import type { HexId } from '../../src/engine/hex-id.js';
import { layoutFor, step, type Layout } from './geometry.js';
import { mapLayer, hexNumbers, placeNames } from './map-layer.js';
import { StackController, stacksOf } from './stacks.js';
import { arrowList, hexList, viewBox } from './diagram.js';
import { aiSides } from './ai-sides.js';
import type { HexGame, MapUnit } from './hex-game.js';
import { fill } from './text.js';
import { board } from './board.js';
import { mapBox } from './map-box.js';
import { bar, seatLine } from './bar.js';
import { PanZoom } from './pan-zoom.js';
import type { ViewFrame } from './view-frame.js';
import { lastStepLines, noMarks, type ActionMarks } from './marks.js';
import type { ImagedElement, ImageRequest } from './export/element-image.js';
import { logColumn } from './log-column.js';
import { followLog } from './log-scroll.js';
import { adoptPartStyles, chartDialog, counterCard, endOfGame, viewFrames } from './lazy-parts.js';
import type * as EndOfGame from './game-over.js';
import { replayControls } from './review.js';
import { ShareMenu } from './share-menu.js';
import { loadEvaluationBar } from './controls.js';
import type { HexMapConfig } from './hex-map-base.js';
import { GameHooks } from './game-hooks.js';
import { TurnSummary } from './turn-summary.js';

export type { HexMapConfig };

export type { MapOverlays } from './game-hooks.js';

/** M: the element's own events and their details (component/<game>/events.ts). */
export abstract class HexMapElement<G extends HexGame, M = object> extends GameHooks<G, M> {
  #layout: Layout | null = null;
  #ground: unknown = null;
  #places: unknown = null;
  #placesKey: string | null = null;
  #numbers: unknown = null;
  #cursor: HexId = '';
  #hover: HexId | null = null;
  /** The hex whose card shows, and the corner it shows in. */
  #card: { hex: HexId; corner: 'left' | 'right' } | null = null;
  #chart: string | null = null;
  /** The parts' rules adopted so far (lazy-parts.ts). */
  #partStyles: CSSResult[] = [];
  /** Parts loading after an update (the charts' bodies, loadCharts; the game's, loadGameParts), then drawn: `updateComplete` waits for them. */
  #partsLoading: Promise<unknown> | null = null;
  /** The hex a drag began on (drag-and-drop moves). */
  #dragFrom: HexId | null = null;
  /** What had the focus before a render (a button the render removes hands it to the map). */
  #focused: Element | null = null;
  #logLength = -1;
  /** What the computer's last turn did, shown until the reader acts. */
  readonly #summary = new TurnSummary();
  readonly #stacks = new StackController(this);
  readonly #share = new ShareMenu(this, () => ({
    host: this,
    t: this.words,
    title: this.config.name ?? this.localName,
    file: this.#file,
    viewBox: viewBox(this.#layout!, this.view, this.game!.map.hexes),
    sideName: (side) => this.sideName(side),
  }));
  /** The frame a view fits (view-frame.ts): made once an element has a `view`. */
  #frame: ViewFrame | null = null;
  /** The unit the reader selected. */
  protected readonly panZoom: PanZoom;

  constructor(config: HexMapConfig<G>) {
    super(config);
    this.panZoom = new PanZoom(this, {
      enabled: () => !this.readonly,
      draggingUnit: () => this.#dragFrom !== null,
      longPress: (x, y) => this.#showCardAt(x, y),
      longPressEnd: () => this.#showCard(null),
      mapWidth: () => ({ map: this.#layout?.width ?? 1, hex: 60 }),
    });
  }

  /**
   * What loads on first use is drawn in the update that needs it: the share menu's body (the menu opened, an import
   * failed), the evaluation bar (`evaluation` on), the counter card with the game's (loadCard: a hex hovered), the
   * chart dialog (a chart opened) and the end-of-game box.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const loading = [
      this.#share.load(this.importError !== ''),
      this.evaluation ? loadEvaluationBar() : null,
      this.#card ? counterCard.load() : null,
      this.#card ? this.loadCard() : null,
      this.#chart ? chartDialog.load() : null,
      this.game?.isOver ? endOfGame.load() : null,
      this.view ? viewFrames.load() : null,
      this.loadGameParts(),
    ];
    return loading.some(Boolean) ? Promise.all(loading).then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    // every caller waits for the latest parts (one may start loading while an earlier one is drawn)
    for (let p = this.#partsLoading, seen = null; p && p !== seen; seen = p, p = this.#partsLoading) {
      await p;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  // ---- the game ----
  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.#partStyles = adoptPartStyles(
      this.shadowRoot,
      (this.constructor as typeof HexMapElement).elementStyles,
      this.#partStyles,
      this.gamePartStyles(),
    );
    if (this.view && !this.#frame && viewFrames.module)
      this.#frame = new viewFrames.module.ViewFrame(this, {
        active: () => !!this.view,
        box: () => this.renderRoot.querySelector<HTMLElement>('.map-wrap'),
        diagram: () => this.readonly,
      });
    this.#focused = this.shadowRoot?.activeElement ?? null;
    this.#watchComputer();
  }

  /** The computer's turn, summed up once the reader has the move again; forgotten at the reader's next action. */
  #watchComputer(): void {
    const g = this.game;
    if (g && !this.replay)
      this.#summary.watch(g.log, this.computer.hasTheDecision || this.computer.thinking, (lines) =>
        this.turnSummary(g, lines),
      );
  }

  protected override updated(): void {
    // the zoom as the map's width, through the CSSOM: a style attribute would break a page's style-src 'self'
    this.renderRoot
      .querySelector<SVGElement>('svg.map')
      ?.style.setProperty('width', this.readonly ? '' : `${(this.panZoom.zoom * 100).toFixed(1)}%`);
    const box = this.renderRoot.querySelector<HTMLElement>('.map-wrap');
    this.panZoom.attach(box, () => (this.#layout && this.game ? this.#layout.centre(this.#focusHex(this.game)) : null));
    // a button the render removed (End phase anyway, Attack) hands the focus to the map, not to the page
    if (this.#focused && !this.#focused.isConnected)
      this.renderRoot.querySelector<SVGElement>('svg.map')?.focus({ preventScroll: true });
    this.#focused = null;
    const parts = this.loadGameParts();
    if (parts) this.#partsLoading = parts.then(() => this.requestUpdate());
    this.#logLength = followLog(this.renderRoot, this.game?.log.length ?? 0, this.#logLength);
  }

  protected override adopted(game: G): void {
    this.#layout = layoutFor(game.map);
    this.#ground = mapLayer(game.map, this.#layout, this.config.style);
    this.#numbers = hexNumbers(game.map, this.#layout);
    this.#placesKey = null; // drawn again at the next render, in the element's language and view
    if (!(this.#cursor in game.map.hexes)) this.#cursor = this.startHex(game);
    this.clearSelection();
  }

  /** Opens one of the game's charts by id (null closes it), drawn once what it draws has loaded (loadCharts). */
  openChart(id: string | null): void {
    const loading = id ? this.loadCharts(this.lang) : null;
    if (loading) this.#partsLoading = loading.then(() => this.requestUpdate());
    this.#chart = id;
    this.requestUpdate();
    if (id)
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.chart-dialog .close')?.focus());
  }

  #units(g: G): MapUnit[] {
    return this.config.units?.(g) ?? g.units();
  }

  // ---- input ----
  #topOf(hex: HexId): MapUnit | undefined {
    return this.#stacks.top(hex, stacksOf(this.#units(this.game!)).get(hex));
  }

  #activateHex(hex: HexId): void {
    if (this.#card && this.#card.hex !== hex) this.#card = null;
    if (!this.takesInput) return this.requestUpdate();
    this.#cursor = hex;
    this.activate(hex, this.#topOf(hex));
  }

  #dragStart(hex: HexId): void {
    this.#dragFrom = this.takesInput && this.pickUp(hex, this.#topOf(hex)) ? hex : null;
  }

  /** The hex under a point (a touch keeps its first target, so ask the point). */
  #hexAt(x: number, y: number): HexId | null {
    const under = this.shadowRoot?.elementFromPoint(x, y);
    return under?.id.startsWith('hex-') ? under.id.slice(4) : null;
  }

  /** Releasing on another hex drops the unit there (a release on the same hex is a click). */
  #dragEnd(hex: HexId): void {
    const from = this.#dragFrom;
    this.#dragFrom = null;
    if (from && from !== hex) this.drop(hex);
  }

  #showCard(hex: HexId | null, clientX?: number): void {
    const box = this.renderRoot.querySelector('.map-frame')?.getBoundingClientRect();
    const x = clientX ?? this.renderRoot.querySelector(`#hex-${hex}`)?.getBoundingClientRect().left ?? 0;
    const corner = box && x < box.left + box.width / 2 ? 'right' : 'left';
    this.#card = hex ? { hex, corner } : null;
    this.requestUpdate();
  }

  #showCardAt(x: number, y: number): void {
    this.#showCard(this.#hexAt(x, y), x);
  }

  /** The map, or the panel, scrolled into view under the bar (which sticks at the top on a phone). */
  #jump(to: 'map' | 'panel'): void {
    const target = this.renderRoot.querySelector<HTMLElement>(to === 'map' ? '.map-frame' : '.panel');
    const bar = this.renderRoot.querySelector<HTMLElement>('.bar');
    if (!target) return;
    target.style.setProperty('scroll-margin-top', `${bar?.offsetHeight ?? 0}px`);
    target.scrollIntoView({ block: 'start' });
  }

  #onKey(e: KeyboardEvent): void {
    const g = this.game;
    if (!g) return;
    if (this.replay && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      this.goTo(this.replay.index + (e.key === 'ArrowRight' ? 1 : -1));
    } else if (this.replay && (e.key === 'Home' || e.key === 'End')) {
      this.goTo(e.key === 'Home' ? 0 : this.replay.length);
    } else if (e.key.startsWith('Arrow')) {
      this.#cursor = step(g.map, this.#cursor, e.key);
      this.#hover = this.#cursor;
      this.#showCard(this.#cursor);
    } else if (e.key === 'Enter' || e.key === ' ') {
      this.#activateHex(this.#cursor);
    } else if (e.key === ']' || e.key === '[') {
      this.#stacks.browse(this.#cursor, stacksOf(this.#units(g)).get(this.#cursor), e.key === ']' ? 1 : -1);
    } else if (e.key === 'Escape') {
      this.clearSelection();
      this.#card = null;
      this.#chart = null;
      this.requestUpdate();
    } else return;
    e.preventDefault();
  }

  /** Where the action is, in map units: the selected unit's hex, else the last action's (or the game's choice). */
  #actionPoint(g: G): [number, number] | null {
    const hex = (this.selected && this.#units(g).find((u) => u.id === this.selected)?.hex) || this.#focusHex(g);
    return this.#layout && hex in g.map.hexes ? this.#layout.centre(hex) : null;
  }

  /** The hex a phone's first view centres on: the last action's, else the game's choice. */
  #focusHex(g: G): HexId {
    const m = this.#marks(g);
    return m.moves[0]?.[1] ?? m.attacks[0]?.[1] ?? m.hexes[0] ?? this.viewCentre(g);
  }

  #marks(g: G): ActionMarks {
    const lines = lastStepLines(g.log);
    return lines.length ? this.actionMarks(g, lines) : noMarks;
  }

  // ---- images (export/element-image.ts, loaded on first use) ----
  /** The board as it is now (or `view`…), as a standalone SVG file in the page's colours. */
  async toSVG(options: ImageRequest = {}): Promise<string> {
    return (await import('./export/element-image.js')).elementSvg(this.#imaged, this.#stacks, options);
  }

  /** The board as it is now (or `view`…), as a PNG file (twice the map's size by default). */
  async toPNG(options: ImageRequest = {}): Promise<Blob> {
    return (await import('./export/element-image.js')).elementPng(this.#imaged, this.#stacks, options);
  }

  /** The element as the image reads it, its game's look included (export/element-image.ts). */
  get #imaged(): ImagedElement<G> {
    return this as unknown as ImagedElement<G>;
  }

  /** The "Share / export" menu, for the game's panel. */
  protected shareMenu(): TemplateResult {
    const sides = this.game?.rules.descriptor.sides ?? [];
    return this.#share.render(
      this.words,
      this.localName,
      { importRecord: (text) => void this.importRecord(text), importError: this.importError },
      this.server && !this.online ? sides.map(({ id }) => ({ id, name: this.sideName(id) })) : null,
    );
  }

  get #file(): string {
    return `${this.config.kit.storageKey}-${this.id || 'game'}`;
  }

  // ---- rendering ----
  override render() {
    const g = this.game;
    const layout = this.#layout;
    if (!g || !layout) return html`<div class="note" part="loading">…</div>`;
    const t = this.words;
    const shown = viewBox(layout, this.view, g.map.hexes, this.#frame?.size);
    // a diagram's view keeps its names whole; a map that pans shows them as they fall
    const placesKey = `${this.lang} ${this.view ? shown : ''}`;
    if (this.#placesKey !== placesKey) {
      const within = this.view ? (shown.split(' ').map(Number) as [number, number, number, number]) : null;
      this.#places = placeNames(
        g.map,
        layout,
        this.config.style,
        (hex, printed) => this.placeName(hex, printed),
        within,
      );
      this.#placesKey = placesKey;
    }
    const stacks = stacksOf(this.#units(g));
    const play = !this.readonly && !this.replay;
    const marks = play ? this.overlays(g, this.#hover) : { hexes: [], labels: [], path: [] };
    const top = (hex: HexId) => this.#stacks.top(hex, stacks.get(hex));
    const label = (hex: HexId) => {
      const stack = stacks.get(hex) ?? [];
      const own = this.cellLabel(g, hex, top(hex));
      return stack.length > 1 ? `${own}, ${fill(t.stack, { n: stack.length, top: top(hex)!.name })}` : own;
    };
    const sideLook = (u: MapUnit) => this.config.sides[u.side] ?? { mark: 'top-bar' as const, radius: 1 };
    const charts = this.readonly ? [] : this.charts(g);
    const { seat, yourTurn } = this.online
      ? this.online.seatLine()
      : this.replay || g.isOver
        ? { seat: '', yourTurn: false }
        : seatLine(
            t,
            g.rules.descriptor.sides.map((s) => s.id),
            aiSides(this.ai, g.rules.descriptor.sides),
            g.actingSide,
            (side) => this.sideName(side),
          );
    const cardHex = this.#card?.hex;
    const cardUnits = cardHex ? this.#stacks.ordered(cardHex, stacks.get(cardHex) ?? []).reverse() : [];
    const current = this.replay ? this.replay.index - 1 : -1;
    const stepLines = this.replay ? g.log.filter((l) => l.step === this.replay!.index - 1) : [];
    const box = mapBox({
      panZoom: this.panZoom.handlers,
      viewBox: shown,
      label: this.mapLabel(g),
      cursor: this.#cursor,
      onKey: (e) => this.#onKey(e),
      onFocus: () => {
        this.#hover = this.#cursor;
        this.requestUpdate();
      },
      onLeave: (e) => e.pointerType === 'mouse' && this.#card && this.#showCard(null),
      board: board({
        layout,
        ground: this.#ground,
        places: this.#places,
        numbers: this.hexNumbers ? this.#numbers : null,
        ...marks,
        rings: hexList(this.highlights, g.map.hexes),
        arrows: arrowList(this.arrows, g.map.hexes),
        last: this.readonly && !this.replay ? noMarks : this.#marks(g),
        placed: [...stacks].flatMap(([hex, stack]) => this.#stacks.placed(hex, stack, layout.centre(hex))),
        look: sideLook,
        state: (u) => ({ ...this.counterState(u), selected: this.selected === u.id }),
        tooltip: (u) => this.unitLabel(g, u),
        cell: (hex) => ({
          label: label(hex),
          selected: this.selected !== null && (stacks.get(hex) ?? []).some((u) => u.id === this.selected),
        }),
        badges: [...stacks].map(([hex, stack]) => this.#stacks.badge(hex, stack, layout.centre(hex), label(hex))),
        cursor: play ? this.#cursor : null,
        on: {
          click: (hex) => this.#activateHex(hex),
          pointerdown: (hex) => this.#dragStart(hex),
          pointerup: (hex, e) => this.#dragEnd(this.#hexAt(e.clientX, e.clientY) ?? hex),
          pointerenter: (hex, e) => {
            this.#hover = hex;
            if (e.pointerType === 'mouse') this.#showCard(stacks.has(hex) ? hex : null, e.clientX);
            else this.requestUpdate();
          },
        },
      }),
    });
    return html`
      <div class="layout">
        <div class="board" part="board">
          ${
            this.readonly
              ? nothing
              : bar({
                  t,
                  seat,
                  yourTurn,
                  prompt: play ? this.prompt(g) : '',
                  error: this.replay ? '' : this.error,
                  result: play ? (this.#summary.text ?? this.lastResult(g, g.log)) : '',
                  actions: play ? this.mainActions(g) : nothing,
                  zoom: {
                    // + and − keep the action under way in view: the unit selected, else the last action's hex
                    in: () => this.panZoom.zoomBy(1.25, this.#actionPoint(g)),
                    out: () => this.panZoom.zoomBy(1 / 1.25, this.#actionPoint(g)),
                    fit: () => this.panZoom.fit(),
                  },
                  charts,
                  openChart: (id) => this.openChart(id),
                  jump: (to) => this.#jump(to),
                })
          }
          ${
            this.replay && !this.readonly
              ? replayControls(this.replay, {
                  t,
                  turn: g.turn,
                  turns: g.rules.descriptor.turns,
                  stepText: stepLines
                    .map((l) => this.logText(g, l))
                    .filter(Boolean)
                    .join(' · '),
                  playing: this.reviewing!.playing,
                  goTo: (i) => this.goTo(i),
                  autoplay: (on) => this.reviewing!.autoplay(on),
                  ...(this.reviewing!.live && { back: () => this.endReview() }),
                })
              : nothing
          }
          <div class="map-frame">
            ${box}
            ${
              cardHex && counterCard.module
                ? counterCard.module.counterCard({
                    hex: this.hexCard(g, cardHex),
                    units: cardUnits.map((unit) => ({ unit, card: this.unitCard(g, unit), look: sideLook(unit) })),
                    corner: this.#card!.corner,
                    label: t.card,
                  })
                : nothing
            }
            ${
              chartDialog.module?.chartDialog(charts, this.#chart, t, {
                open: (id) => this.openChart(id),
                close: () => this.openChart(null),
              }) ?? nothing
            }
            ${g.isOver && play && endOfGame.module ? this.#gameOver(g, endOfGame.module) : nothing}
          </div>
        </div>
        ${this.renderPanel(g)}
        ${
          this.readonly
            ? nothing
            : logColumn({
                t,
                lines: this.replay?.final.log ?? g.log,
                text: (l) => this.logText(g, l),
                heading: (l) => this.logHeading(l),
                current,
                newFrom: this.online?.unseenFrom ?? null,
                review: (i) => void this.review(i),
              })
        }
      </div>
      <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
    `;
  }

  #gameOver(g: G, { gameOverBox, download }: typeof EndOfGame): TemplateResult {
    const { title, text } = this.gameOverText(g);
    return gameOverBox(title, text, this.words, {
      newGame: () => void this.newGame(),
      review: () => void this.review(-1),
      download: () => download(`${this.#file}.txt`, this.exportRecord()),
    });
  }
}
