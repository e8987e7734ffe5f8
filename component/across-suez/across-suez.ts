// <across-suez>: the whole game in any page. The generic hex-map element
// (component/hexmap/) with Across Suez's input, overlays, words and panel:
// it renders, takes input and asks the game; it never decides a rule.
import type { TemplateResult } from 'lit';
import type { Game, HexId, RulesError, Side, UnitInfo } from '../../src/games/across-suez/index.js';
import { GAME_EVENTS, type AcrossSuezEventMap } from './events.js';
import { HexMapElement, type MapOverlays } from '../hexmap/hex-map-element.js';
import type { AiPlayer as GenericAiPlayer, LogLine, MapUnit } from '../hexmap/hex-game.js';
import type { CounterState } from '../hexmap/counter.js';
import type { ActionMarks } from '../hexmap/marks.js';
import type { UnitCard } from '../hexmap/card.js';
import type { Chart } from '../hexmap/charts.js';
import { acrossSuezKit } from './kit.js';
import { legend } from './legend.js';
import { mapStyle, sideLooks } from './look.js';
import { styles } from './styles.js';
import { loadText, textFor, type Text } from './text.js';
import { panel } from './panel.js';
import { cellLabel } from './labels.js';
import { eventText, logWords } from './log-words.js';
import { refusal } from './refusals.js';
import { promptFor } from './prompt.js';
import { mainActions } from './actions.js';
import { lastActionMarks } from './marks.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import { charts, loadChartWords, loadCharts } from './charts.js';
import type { AsView } from './view.js';
import { nameOf } from './view.js';

/** The counter card's lines (card.ts): loaded when a card first shows (hexmap's loadCard). */
const cards = onFirstUse(() => import('./card.js'));

/** The units each game's starting position named eliminated (null: the standard set-up, where every loss is real). */
const startedFrom = new WeakMap<Game, Set<string> | null>();

/** What the element hands a side's decisions to (`el.aiPlayer`). */
export interface AiPlayer extends GenericAiPlayer<Game> {
  decide(game: Game, side: Side, level: string): unknown;
}

/** Set by the build of dist/: the worker script shipped beside the module. */
declare const __ACROSS_SUEZ_AI_WORKER__: string | undefined;
const defaultAiWorker =
  typeof __ACROSS_SUEZ_AI_WORKER__ === 'string' ? new URL(__ACROSS_SUEZ_AI_WORKER__, import.meta.url).href : null;

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
 * @csspart board - the map with its bar, replay controls and dialogs
 * @csspart bar - over the map: seat, prompt, main buttons, charts, zoom
 * @csspart seat - who the reader is and whose turn it is
 * @csspart prompt - what to do next, or why the last try was refused
 * @csspart actions - End phase, Undo and the decision's buttons
 * @csspart card - the counter card of the hovered or focused hex
 * @csspart chart - the chart dialog (CRT, TEC)
 * @csspart game-over - the end-of-game box
 * @csspart last-action - the last action's marks on the map
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
 * @csspart log - the log column
 * @cssprop --hex-font - all text
 * @cssprop --hex-bg - background
 * @cssprop --hex-fg - text colour
 * @cssprop --hex-accent - buttons and the current turn
 * @cssprop --as-bg - former name of --hex-bg, still read for one release (likewise --as-font, --as-fg, --as-accent… docs/api.md)
 * @cssprop --as-israeli - Israeli counters
 * @cssprop --as-egyptian - Egyptian counters
 * @cssprop --as-sand - sand hexes (likewise --as-clear, --as-elevated-sand, --as-chinese-farm, --as-bar-lev, --as-swamp, --as-lake)
 */
export class AcrossSuezElement extends HexMapElement<Game, AcrossSuezEventMap> {
  static override styles = styles;

  declare aiPlayer: AiPlayer | null;

  #attackers: string[] = [];
  #artillery = false;
  #exchange = new Set<string>();
  #warnings: { code: string; rule: string; message: string }[] | null = null;

  constructor() {
    super({
      kit: acrossSuezKit,
      name: 'Across Suez',
      style: mapStyle,
      sides: sideLooks,
      legend,
      events: GAME_EVENTS,
    });
    this.aiWorker = defaultAiWorker;
  }

  get #t(): Text {
    return textFor(this.lang);
  }

  protected override loadLanguage(lang: string): Promise<unknown> | null {
    const words = [super.loadLanguage(lang), loadText(lang), loadChartWords(lang)].filter((p) => p !== null);
    return words.length ? Promise.all(words) : null;
  }

  protected override get saveLostMessage(): string {
    return this.#t.saveError;
  }

  protected override clearSelection(): void {
    super.clearSelection();
    this.#attackers = [];
    this.#artillery = false;
    this.#exchange.clear();
    this.#warnings = null;
  }

  /** The keyboard cursor starts on Matzmed, where the crossing is. */
  protected override startHex(game: Game): HexId {
    return game.data.scenario.crossing.hex;
  }

  protected override mapLabel(): string {
    return this.#t.mapLabel;
  }

  // ---- input ----
  protected override activate(hex: HexId, top: MapUnit | undefined): void {
    const g = this.game!;
    const p = g.pending;
    const unit = top as UnitInfo | undefined;
    if (p) {
      if (p.kind === 'retreat') {
        const who = p.units.find((u) => p.options[u]?.includes(hex));
        if (who) this.try(() => g.retreat(who, hex));
      } else if (p.kind === 'advance') {
        if (unit && p.units.includes(unit.id)) this.selected = unit.id;
        else if (p.options.includes(hex)) {
          const who = this.selected && p.units.includes(this.selected) ? this.selected : p.units[0]!;
          this.try(() => g.advance(who, hex));
        }
      } else if (unit && p.units.includes(unit.id)) {
        if (this.#exchange.has(unit.id)) this.#exchange.delete(unit.id);
        else this.#exchange.add(unit.id);
      }
      this.requestUpdate();
      return;
    }
    if (g.phase === 'movement') {
      if (this.selected && g.reachable(this.selected).has(hex)) return this.#move(this.selected, hex);
      this.#select(unit && unit.side === g.side ? unit.id : null);
      // 9.1, 4.5, 4.1…: a unit that may not move says why, in the bar
      const why = unit && unit.side === g.side ? g.whyCannotMove(unit.id) : null;
      if (why) this.error = refusal(why, this.lang, nameOf(this.#t, unit!));
      return;
    }
    // combat
    if (unit && unit.side !== g.side && (g.targets().includes(unit.id) || g.bombardTargets().includes(unit.id))) {
      this.selected = unit.id;
      this.#attackers = g.attackers(unit.id);
    } else if (unit && unit.side === g.side && this.selected && g.attackers(this.selected).includes(unit.id)) {
      this.#attackers = this.#attackers.includes(unit.id)
        ? this.#attackers.filter((a) => a !== unit.id)
        : [...this.#attackers, unit.id];
    } else {
      this.clearSelection();
    }
    this.requestUpdate();
  }

  /** Drag-and-drop: pressing on one of the phasing player's units picks it up… */
  protected override pickUp(_hex: HexId, unit: MapUnit | undefined): boolean {
    const g = this.game!;
    if (g.phase !== 'movement' || g.pending || !unit || unit.side !== g.side || !g.canMove(unit.id)) return false;
    this.#select(unit.id);
    return true;
  }

  /** …and releasing it on a highlighted hex moves it. */
  protected override drop(hex: HexId): void {
    if (this.selected && this.game!.reachable(this.selected).has(hex)) this.#move(this.selected, hex);
  }

  #select(id: string | null): void {
    this.selected = id;
    this.error = '';
    this.requestUpdate();
  }

  #move(id: string, hex: HexId): void {
    const from = this.game!.unit(id).hex;
    if (!this.emit('beforemove', { unit: id, from, to: hex }, true)) return;
    this.try(() => this.game!.move(id, hex));
    this.selected = this.game!.canMove(id) ? id : null;
  }

  #attack(): void {
    const g = this.game!;
    const defender = this.selected;
    if (!defender || this.#attackers.length === 0) return;
    const detail = { attackers: this.#attackers.slice(), defender, artillery: this.#artillery };
    if (!this.emit('beforeattack', detail, true)) return;
    this.try(() => g.attack(detail.attackers, defender, { artillery: detail.artillery }));
    this.clearSelection();
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
    this.clearSelection();
    this.try(() => g.endPhase());
  }

  // ---- rendering ----
  protected override overlays(g: Game, hover: HexId | null): MapOverlays {
    const p = g.pending;
    const reach =
      g.phase === 'movement' && this.selected && !p ? g.reachable(this.selected) : new Map<string, number>();
    const choices = p?.kind === 'retreat' ? Object.values(p.options).flat() : p?.kind === 'advance' ? p.options : [];
    const targets =
      g.phase === 'combat' && !p ? new Set([...g.targets(), ...g.bombardTargets()].map((id) => g.unit(id).hex!)) : [];
    return {
      hexes: [
        ...[...reach.keys()].map((h): [HexId, string] => [h, 'reach']),
        ...[...targets].map((h): [HexId, string] => [h, 'target']),
        ...[...new Set(choices)].map((h): [HexId, string] => [h, 'choice']),
      ],
      labels: [...reach],
      path: this.selected && hover && reach.has(hover) ? g.path(this.selected, hover) : [],
    };
  }

  protected override cellLabel(g: Game, hex: HexId, top: MapUnit | undefined): string {
    return cellLabel(g, this.#t, hex, top as UnitInfo | undefined, g.zocOf(hex));
  }

  protected override unitLabel(g: Game, unit: MapUnit): string {
    return cellLabel(g, this.#t, unit.hex!, unit as UnitInfo, []);
  }

  protected override counterState(unit: MapUnit): CounterState {
    return { marked: this.#attackers.includes(unit.id) };
  }

  protected override renderPanel(g: Game): TemplateResult {
    return panel(this.#view(g));
  }

  protected override prompt(g: Game): string {
    return this.computer.hasTheDecision || this.computer.thinking ? this.#t.promptComputer : promptFor(this.#view(g));
  }

  protected override mainActions(g: Game): TemplateResult {
    return mainActions(this.#view(g));
  }

  protected override sideName(side: string): string {
    return this.#t[side as Side] ?? side;
  }

  protected override placeName(_hex: HexId, printed: string): string {
    return this.#t.places[printed] ?? printed;
  }

  protected override logText(g: Game, line: LogLine): string {
    return eventText(g, this.#t, logWords(this.lang), line.event as Parameters<typeof eventText>[3]);
  }

  protected override logHeading(line: LogLine): string {
    const t = this.#t;
    return `${t.turn} ${line.turn} · ${t[line.side as Side]} — ${t[line.phase as 'movement']}`;
  }

  protected override actionMarks(g: Game, lines: readonly LogLine[]): ActionMarks {
    return lastActionMarks(g, lines, this.#t, logWords(this.lang));
  }

  protected override loadCard(): Promise<unknown> | null {
    return cards.load();
  }

  protected override unitCard(g: Game, unit: MapUnit): UnitCard {
    return cards.module?.unitCard(g, this.#t, unit as UnitInfo) ?? super.unitCard(g, unit);
  }

  protected override hexCard(g: Game, hex: HexId): string[] {
    return cards.module?.hexCard(g, this.#t, hex) ?? super.hexCard(g, hex);
  }

  protected override charts(g: Game): Chart[] {
    const attack = g.phase === 'combat' && this.selected && this.#attackers.length > 0 && !g.pending;
    const column = attack ? g.combatOdds(this.#attackers, this.selected!, { artillery: this.#artillery }).column : null;
    return charts(g, this.#t, logWords(this.lang), this.lang, column);
  }

  protected override loadCharts(lang: string): Promise<unknown> | null {
    return loadCharts(lang);
  }

  protected override gameOverText(g: Game): { title: string; text: string } {
    return { title: this.#t.victory[g.winner ?? ''] ?? this.#t.over, text: this.#t.reasons[g.reason ?? ''] ?? '' };
  }

  protected override explain(e: RulesError): string {
    return refusal(e, this.lang, this.selected ? nameOf(this.#t, this.game!.unit(this.selected)) : '');
  }

  /** 8: units eliminated in play, or named eliminated by the position the game began from — not those a position leaves out. */
  #eliminated(g: Game): string[] {
    let named = startedFrom.get(g);
    if (named === undefined) {
      const line = /^position (.*)$/m.exec(g.toRecord())?.[1];
      const units = line ? (JSON.parse(line) as { units: Record<string, string> }).units : null;
      named = units ? new Set(Object.keys(units).filter((id) => units[id] === 'eliminated')) : null;
      startedFrom.set(g, named);
    }
    const inLog = new Set(
      g.log.flatMap((l) => (l.event.type === 'eliminated' ? [(l.event as { unit: string }).unit] : [])),
    );
    return g
      .units()
      .filter((u) => u.location === 'eliminated' && (named === null || named.has(u.id) || inLog.has(u.id)))
      .map((u) => u.id);
  }

  #view(g: Game): AsView {
    return {
      game: g,
      t: this.#t,
      words: this.words,
      lang: this.lang,
      selected: this.selected,
      attackers: this.#attackers,
      artillery: this.#artillery,
      exchange: this.#exchange,
      warnings: this.#warnings,
      locked: !this.takesInput,
      // online, an action stored by the server is not taken back (docs/online.md)
      undoOffered: !this.online,
      share: this.shareMenu(),
      estimate: this.computer.estimate,
      eliminated: this.#eliminated(g),
      on: {
        select: (id) => this.#select(id),
        endPhase: (force) => this.#endPhase(force),
        undo: () => {
          this.clearSelection(); // 13: the undone unit is no longer selected, the warnings no longer stand
          this.try(() => g.undo());
        },
        cross: (id) => this.try(() => g.cross(id)),
        attack: () => this.#attack(),
        bombard: (id) => {
          this.try(() => g.bombard(id));
          this.clearSelection();
        },
        artillery: (on) => {
          this.#artillery = on;
          this.requestUpdate();
        },
        decline: () => this.try(() => g.advance(null)),
        exchange: () => {
          this.try(() => g.exchange([...this.#exchange]));
          this.#exchange.clear();
        },
        toggleExchange: (id, on) => {
          if (on) this.#exchange.add(id);
          else this.#exchange.delete(id);
          this.requestUpdate();
        },
        cancelWarnings: () => {
          this.#warnings = null;
          this.requestUpdate();
        },
        openChart: (id) => this.openChart(id),
      },
    };
  }
}

if (!customElements.get('across-suez')) customElements.define('across-suez', AcrossSuezElement);

declare global {
  interface HTMLElementTagNameMap {
    'across-suez': AcrossSuezElement;
  }
}
