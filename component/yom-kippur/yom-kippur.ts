// <yom-kippur>: the basic game of Yom Kippur (Sinai) in any page. The
// generic hex-map element (component/hexmap/) with Yom Kippur's input,
// overlays, words and panel: it renders, takes input and asks the game
// (its legal actions, reachable hexes, paths and combat odds); it never
// decides a rule.
import type { CSSResult, TemplateResult } from 'lit';
import type { Action, Game, GameEvent, HexId, SamThreat, UnitInfo } from '../../src/games/yom-kippur/index.js';
import type { RulesError } from '../../src/games/yom-kippur/index.js';
import { GAME_EVENTS, type YomKippurEventMap } from './events.js';
import { HexMapElement, type MapOverlays } from '../hexmap/hex-map-element.js';
import type { LogLine, MapUnit } from '../hexmap/hex-game.js';
import type { CounterState } from '../hexmap/counter.js';
import type { ActionMarks } from '../hexmap/marks.js';
import type { UnitCard } from '../hexmap/card.js';
import type { Chart } from '../hexmap/charts.js';
import { charts, chartStyles, loadChartWords, loadCharts } from './charts.js';
import { lastResult } from './results.js';
import { aiNotesStyles, loadAiNotes, turnSummary } from './ai-notes.js';
import { loadVpWords } from './vp-reason.js';
import { fill } from '../hexmap/text.js';
import { yomKippurKit } from './kit.js';
import { legend } from './legend.js';
import { mapStyle, sideLooks } from './look.js';
import { styles } from './styles.js';
import { loadText, textFor, type Text } from './text.js';
import { panel } from './panel.js';
import { promptFor } from './prompt.js';
import { mainActions } from './actions.js';
import { lastActionMarks } from './marks.js';
import { cellLabel, hexLines, unitCard, unitLabel } from './labels.js';
import { logText } from './log-words.js';
import { counters } from './designation.js';
import { phaseKind, sideName, type AttackDraft, type YkView } from './view.js';
import { attackChoices, bombTargets, hexActions, hexOf, unitOf } from './choices.js';
import { aircraftInView, mapOverlays } from './overlays.js';
import { loadThreat, threatStyles } from './threat.js';
import { combatPanelStyles, loadCombatPanel, noAttack } from './combat-panel.js';
import { attackSupported, draftOdds, draftRefusal, noDraft } from './attack-draft.js';
import { gameOverText, loadEnd } from './end.js';

/**
 * Set by the build of dist/: the worker script shipped beside the module (dist/yom-kippur-ai-worker.js),
 * where the computer searches by default, off the page's thread. The worker rebuilds the game from
 * `position()`, which keeps who has attacked, bombed or fired (B-I.3, B-N.2, B-M), so a player-turn
 * played through it is the one played in the page (tests/component/yom-kippur/computer.test.ts).
 */
declare const __YOM_KIPPUR_AI_WORKER__: string | undefined;
const builtWorker =
  typeof __YOM_KIPPUR_AI_WORKER__ === 'string' ? new URL(__YOM_KIPPUR_AI_WORKER__, import.meta.url).href : null;

/**
 * The basic game of Yom Kippur in a page: play hot-seat or against the
 * computer, show a position, replay a record, or drive it from page script.
 *
 * @fires ready - the engine has loaded: `{ game }`
 * @fires beforemove - cancelable, before a move the reader makes: `{ unit, from, to }`
 * @fires beforeattack - cancelable, before an attack the reader makes: `{ attackers, defenders, artillery }`
 * @fires move - `{ unit, from, to, cost, path, mode }`
 * @fires combat - `{ attackers, defenders, hexes, attack, defence, odds, die, result }`
 * @fires retreat - `{ unit, from, to }`
 * @fires advance - `{ unit, from, to }`
 * @fires reduced - `{ unit, hex, rule }`
 * @fires eliminated - `{ unit, hex, rule }`
 * @fires aircraft - `{ unit, hex }`
 * @fires bomb - `{ aircraft, target, die, result, rule }`
 * @fires phase - `{ turn, side, phase }`
 * @fires gameover - `{ winner, vp }`
 * @csspart board - the map with its bar, replay controls and dialogs
 * @csspart bar - over the map: seat, prompt, main buttons, zoom
 * @csspart prompt - what to do next, or why the last try was refused
 * @csspart actions - the decision's buttons, Attack, End phase and Undo
 * @csspart map - the map's scroll box
 * @csspart counters - the units on the map
 * @csspart panel - the side panel
 * @csspart turn-track - the calendar
 * @csspart victory-points - the victory points
 * @csspart combat-panel - the odds of the attack being gathered
 * @csspart air - aircraft and SAM batteries
 * @csspart sam-threat - which SAMs cover the aircraft selected or pointed at, and their odds (B-M, B-N)
 * @csspart credits - the game's credits (a reconstructed map)
 * @csspart log - the log column
 * @cssprop --yk-egyptian - Egyptian counters (likewise --yk-israeli, and -ink for their text)
 * @cssprop --yk-desert - desert hexes (likewise --yk-clear, --yk-hill, --yk-marsh, --yk-lake, --yk-sea for the Mediterranean and the Red Sea)
 * @cssprop --yk-canal - the Suez Canal's hexsides (and --yk-red-line, --yk-road)
 * @cssprop --yk-sam-range - the fill of hexes in SAM range
 * @cssprop --yk-sam-threat - the ring on enemy SAMs covering the aircraft looked at (and --yk-sam-cover, friendly ones)
 */
export class YomKippurElement extends HexMapElement<Game, YomKippurEventMap> {
  static override styles = styles;

  #draft: AttackDraft = noDraft();
  #bombHex: HexId | null = null;
  #samRanges = false;
  /** What the reader has not done yet, shown before the phase ends (null: no warning asked for). */
  #warnings: string[] | null = null;
  /** B-M, B-N: what the SAMs can do to the aircraft the reader is looking at (found with the map's marks, shown in the panel). */
  #threat: SamThreat | null = null;
  readonly #legal = new WeakMap<Game, Action[]>();

  constructor() {
    super({
      kit: { ...yomKippurKit }, // its own: the advanced game's view replaces its methods (advanced/kit.ts)
      name: 'Yom Kippur',
      style: mapStyle,
      sides: sideLooks,
      units: (g) => counters(g.units()),
      legend,
      events: GAME_EVENTS,
    });
    this.aiWorker = builtWorker;
  }

  /**
   * `scenario="advanced"`: the advanced game's view (advanced/element.ts), loaded for it alone, before its first
   * game; beside the single file dist/yom-kippur.js, a file of its own that imports what it shares from it. The
   * panel's body on an aircraft's SAMs (threat.ts) loads once an aircraft can be looked at, its combat part
   * (combat-panel.ts) once the bombing step begins: before they are drawn.
   */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.game && this.getAttribute('scenario') === 'advanced')
      (await import('./advanced/element.js')).becomeAdvanced(this);
    await super.scheduleUpdate();
  }

  /**
   * What the panel, prompt, bar or log needs now: the body on an aircraft's SAMs, the combat part, the game's end, the
   * computer's notes, the reader of VP reasons (threat.ts, combat-panel.ts, end.ts, ai-notes.ts, vp-reason.ts).
   */
  protected override loadGameParts(): Promise<unknown> | null {
    const g = this.game;
    const loading = [
      loadThreat(g, this.selected),
      loadCombatPanel(g, g ? this.#legalOf(g) : []),
      loadEnd(g),
      loadAiNotes(!!g && (!!this.ai || this.evaluation)),
      this.#t.vpWhy ? loadVpWords() : null,
    ].filter(Boolean);
    return loading.length ? Promise.all(loading) : null;
  }

  /** The stylesheets of the parts loaded so far: the SAMs over an aircraft, the combat panel, the charts, the computer's notes. */
  protected override gamePartStyles(): (CSSResult | undefined)[] {
    return [threatStyles(), combatPanelStyles(), chartStyles(), aiNotesStyles()];
  }

  get #t(): Text {
    return textFor(this.lang);
  }

  protected override loadLanguage(lang: string): Promise<unknown> | null {
    const words = [super.loadLanguage(lang), loadText(lang), loadChartWords(lang)].filter((p) => p !== null);
    return words.length ? Promise.all(words) : null;
  }

  /** The game's end is said (its log line, the last) once its words have loaded (end.ts), in them: not the engine's. */
  protected override announce(text: string): void {
    const g = this.game;
    const loading = g?.isOver ? loadEnd(g) : null;
    if (!loading) return super.announce(text);
    void loading.then(() => {
      super.announce(this.logText(g!, g!.log.at(-1)!));
      this.requestUpdate();
    });
  }

  /** A refusal in the reader's words (reword.ts), else the engine's with its case. */
  protected override explain(e: RulesError): string {
    return this.#t.reword?.refusal(this.game?.units() ?? [], e) ?? super.explain(e);
  }

  protected override get saveLostMessage(): string {
    return this.#t.saveError;
  }

  protected override clearSelection(): void {
    super.clearSelection();
    this.#draft = noDraft();
    this.#bombHex = null;
    this.#warnings = null;
  }

  /** What ending the phase now leaves undone, as Across Suez asks: aircraft not sent, units that could still move. */
  #unused(g: Game): string[] {
    const t = this.#t;
    const legal = this.#legalOf(g);
    const ids = (type: string) =>
      new Set(legal.flatMap((a) => (a.type === type && 'unit' in a && a.unit ? [a.unit] : [])));
    if (g.pending) return [];
    const kind = phaseKind(g);
    const aircraft = kind === 'air' && ids('aircraft').size ? (g.air()[g.phasingSide]?.pool.length ?? 0) : 0;
    const moves =
      kind === 'movement' ? g.units().filter((u) => u.side === g.phasingSide && g.reachable(u.id).size > 0).length : 0;
    return [aircraft ? fill(t.warnAircraft, { n: aircraft }) : '', moves ? fill(t.warnMoves, { n: moves }) : ''].filter(
      Boolean,
    );
  }

  #endPhase(force: boolean): void {
    const g = this.game!;
    const unused = force ? [] : this.#unused(g);
    if (unused.length && !this.#warnings) {
      this.#warnings = unused;
      return this.requestUpdate();
    }
    this.clearSelection();
    this.try(() => g.endPhase());
  }

  /** The legal actions now, asked once per state of the game (the reader's decisions only). */
  #legalOf(g: Game): Action[] {
    if (!this.takesInput) return [];
    let legal = this.#legal.get(g);
    if (!legal) {
      legal = g.legalActions();
      if (!this.#legal.has(g)) g.addEventListener('change', () => this.#legal.delete(g));
      this.#legal.set(g, legal);
    }
    return legal;
  }

  /** The keyboard cursor starts on the first Egyptian bridge site, where the war begins. */
  protected override startHex(g: Game): HexId {
    return g.bridges()[0]?.hexes[0] ?? super.startHex(g);
  }

  protected override mapLabel(): string {
    return this.#t.mapLabel;
  }

  /** The name of a side in the points it scores (B-R). */
  protected pointsSide(side: string): string {
    return sideName(this.#t, side);
  }

  /** The game's credits, under the panel. */
  protected credits(): string {
    return this.#t.credits;
  }

  // ---- input ----
  protected override activate(hex: HexId, top: MapUnit | undefined): void {
    const g = this.game!;
    const p = g.pending;
    const unit = top && g.unit(top.id);
    const legal = this.#legalOf(g);
    const kind = phaseKind(g);
    this.error = '';
    if (p) {
      // B-I.3: a retreat's or an advance's hex is chosen on the map; the other decisions are buttons
      const here = legal.filter((a) => hexOf(a) === hex);
      const pick = here.find((a) => unitOf(a) === this.selected) ?? here[0];
      if (pick) return this.#play(pick);
      this.selected = unit && legal.some((a) => unitOf(a) === unit.id) ? unit.id : null;
      return this.requestUpdate();
    }
    if (kind === 'combat') return this.#gather(g, hex, unit);
    if (kind === 'bombing') {
      this.#bombHex = bombTargets(g, legal).has(hex) ? hex : null;
      return this.requestUpdate();
    }
    const to = this.selected ? hexActions(g, legal, this.selected).get(hex) : undefined;
    if (to) return this.#play(to);
    const own = unit && unit.side === g.actingSide;
    this.selected = own && legal.some((a) => unitOf(a) === unit.id) ? unit.id : null;
    // B-G, B-N.2b…: a unit of the player's that may not move says why, in the bar
    const why = own && !this.selected && kind === 'movement' ? g.whyCannotMove(unit.id) : null;
    if (why) this.error = this.explain(why);
    this.requestUpdate();
  }

  /** B-I: a click on an enemy hex adds it to (or takes it from) the defenders; on a unit of the player's, to the attackers. */
  #gather(g: Game, hex: HexId, unit: UnitInfo | undefined): void {
    const d = this.#draft;
    const { targets, attackers } = attackChoices(this.#legalOf(g), d);
    const toggle = <T>(list: T[], x: T) => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);
    // B-I.1a: all units in an attacking hex attack, so a click on a stack adds (or takes away) every unit of it that may
    const stack = g
      .stack(hex)
      .filter((u) => attackers.has(u.id))
      .map((u) => u.id);
    if (targets.has(hex) && (!unit || unit.side !== g.phasingSide)) d.defenders = toggle(d.defenders, hex);
    else if (unit && stack.length) {
      const all = stack.every((id) => d.attackers.includes(id));
      d.attackers = all ? d.attackers.filter((id) => !stack.includes(id)) : [...new Set([...d.attackers, ...stack])];
    } else if (unit && d.defenders.length && unit.side === g.phasingSide) {
      this.error = noAttack(this.#t, sideName(this.#t, g.phasingSide), unit.name);
    } else this.clearSelection();
    this.requestUpdate();
  }

  /** Drag-and-drop: pressing on a unit that has somewhere to go picks it up… */
  protected override pickUp(_hex: HexId, unit: MapUnit | undefined): boolean {
    const g = this.game!;
    if (g.pending || !unit || unit.side !== g.actingSide || phaseKind(g) === 'combat') return false;
    if (hexActions(g, this.#legalOf(g), unit.id).size === 0) return false;
    this.selected = unit.id;
    this.requestUpdate();
    return true;
  }

  /** …and releasing it on a highlighted hex plays it. */
  protected override drop(hex: HexId): void {
    const g = this.game!;
    const a = this.selected ? hexActions(g, this.#legalOf(g), this.selected).get(hex) : undefined;
    if (a) this.#play(a);
  }

  #play(a: Action): void {
    const g = this.game!;
    if (a.type === 'move' && !this.emit('beforemove', { unit: a.unit, from: g.unit(a.unit).hex, to: a.hex }, true))
      return;
    if (a.type === 'attack' && !this.emit('beforeattack', a, true)) return;
    this.try(() => g.apply(a));
    if (!this.error) this.clearSelection();
  }

  // ---- rendering ----
  protected override overlays(g: Game, hover: HexId | null): MapOverlays {
    const legal = this.#legalOf(g);
    const looking = aircraftInView(g, legal, this.selected, hover, this.#bombHex);
    this.#threat = looking && g.samThreat(looking.aircraft, looking.hex);
    return mapOverlays(
      {
        game: g,
        legal,
        draft: this.#draft,
        supported: attackSupported(g),
        selected: this.selected,
        bombHex: this.#bombHex,
        samRanges: this.#samRanges,
        threat: this.#threat,
      },
      hover,
    );
  }

  #place = (hex: HexId, printed: string): string => this.placeName(hex, printed);

  /** A place printed on the map, in the reader's words. */
  protected override placeName(_hex: HexId, printed: string): string {
    return this.#t.places[printed] ?? printed;
  }

  protected override cellLabel(g: Game, hex: HexId, top: MapUnit | undefined): string {
    return cellLabel(g, this.#t, hex, top && g.unit(top.id), this.#place);
  }

  protected override unitLabel(g: Game, unit: MapUnit): string {
    return unitLabel(this.#t, g.unit(unit.id));
  }

  protected override counterState(unit: MapUnit): CounterState {
    const d = attackSupported(this.game!);
    const marked = [...this.#draft.attackers, ...this.#draft.artillery, ...(d ? [...d.attackers, ...d.artillery] : [])];
    return { marked: marked.includes(unit.id) };
  }

  protected override renderPanel(g: Game): TemplateResult {
    const view = this.#view(g);
    // overlays() found the threat for this render; a render without them (a replay) shows none
    this.#threat = null;
    return panel(view);
  }

  protected override prompt(g: Game): string {
    return this.computer.hasTheDecision || this.computer.thinking ? this.#t.promptComputer : promptFor(this.#view(g));
  }

  protected override mainActions(g: Game): TemplateResult {
    return mainActions(this.#view(g));
  }

  protected override sideName(side: string): string {
    return sideName(this.#t, side);
  }

  protected override logText(g: Game, line: LogLine): string {
    return logText(g, this.lang, line);
  }

  protected override logHeading(line: LogLine): string {
    const t = this.#t;
    return `${t.turn} ${line.turn} · ${sideName(t, line.side)} — ${t.phases[line.phase] ?? line.phase}`;
  }

  protected override lastResult(g: Game, log: readonly LogLine[]): string {
    return lastResult(g, this.#t, log);
  }

  protected override turnSummary(g: Game, lines: readonly LogLine[]): string {
    return turnSummary(g, this.#t, lines);
  }

  protected override actionMarks(g: Game, lines: readonly LogLine[]): ActionMarks {
    return lastActionMarks(g, lines, this.#t);
  }

  protected override unitCard(g: Game, unit: MapUnit): UnitCard {
    return unitCard(this.#t, g.unit(unit.id));
  }

  protected override hexCard(g: Game, hex: HexId): string[] {
    return hexLines(g, this.#t, hex, this.#place);
  }

  protected override loadCharts(lang: string): Promise<unknown> | null {
    return loadCharts(lang);
  }

  protected override charts(g: Game): Chart[] {
    const o = draftOdds(g, this.#draft);
    return charts(g, this.#t, this.lang, o ? { side: g.phasingSide, column: o.column } : null);
  }

  protected override gameOverText(g: Game): { title: string; text: string } {
    return gameOverText(g, this.#t);
  }

  #view(g: Game): YkView {
    return {
      game: g,
      t: this.#t,
      words: this.words,
      lang: this.lang,
      selected: this.selected,
      legal: this.#legalOf(g),
      draft: this.#draft,
      supported: attackSupported(g),
      odds: draftOdds(g, this.#draft),
      attackRefusal: draftRefusal(g, this.#draft, (e) => this.explain(e)),
      warnings: this.#warnings,
      bombHex: this.#bombHex,
      samRanges: this.#samRanges,
      threat: this.#threat,
      locked: !this.takesInput,
      // online, an action stored by the server is not taken back (docs/online.md)
      undoOffered: !this.online,
      share: this.shareMenu(),
      credits: this.credits(),
      pointsSide: (side) => this.pointsSide(side),
      estimate: this.computer.estimate,
      on: {
        select: (id) => {
          this.selected = id;
          this.error = '';
          this.requestUpdate();
        },
        play: (a) => this.#play(a),
        endPhase: (force) => this.#endPhase(force),
        cancelWarnings: () => {
          this.#warnings = null;
          this.requestUpdate();
        },
        undo: () => {
          this.clearSelection();
          this.try(() => g.undo());
        },
        attack: () => this.#play({ type: 'attack', ...this.#draft }),
        clearDraft: () => {
          this.clearSelection();
          this.requestUpdate();
        },
        artillery: (id, on) => {
          const a = this.#draft.artillery.filter((x) => x !== id);
          this.#draft.artillery = on ? [...a, id] : a;
          this.requestUpdate();
        },
        samRanges: (on) => {
          this.#samRanges = on;
          this.requestUpdate();
        },
        openChart: (id) => this.openChart(id),
      },
    };
  }
}

export type { GameEvent };

if (!customElements.get('yom-kippur')) customElements.define('yom-kippur', YomKippurElement);

declare global {
  interface HTMLElementTagNameMap {
    'yom-kippur': YomKippurElement;
  }
}
