// <yom-kippur scenario="advanced" seats="2|3|4">: the advanced game (A-Use,
// Sinai and Golan, the whole air war) in the same element. The basic
// element loads this module only for that scenario, and the element then
// becomes a subclass of its own class before its first game is made
// (becomeAdvanced), so a page writes one tag and the basic file carries one
// lazy import. The class is handed over at run time, not imported (the
// import would make a cycle with the element that loads this module). It
// plays through the game's legal actions and `apply`, as the basic element
// does: a seat's units are those it has decisions for (Syria plays the Arab
// side's Golan counters), each front is a tab on a phone, and A-K's air
// phase has its own view (air-view.ts).
import { adoptStyles, html, type LitElement, type PropertyValues, type TemplateResult } from 'lit';
import type { Action, Game, HexId } from '../../../src/games/yom-kippur/index.js';
import type { HexMapConfig, HexMapElement, MapOverlays } from '../../hexmap/hex-map-element.js';
import type { LogLine, MapUnit } from '../../hexmap/hex-game.js';
import { barButtons } from '../../hexmap/bar-buttons.js';
import { fill } from '../../hexmap/text.js';
import type { YomKippurEventMap } from '../events.js';
import { textFor } from '../text.js';
import { counterName, phaseKind, sideName } from '../view.js';
import { hexOf, unitOf } from '../choices.js';
import { golanMapStyle } from '../golan-look.js';
import { unitLabel } from '../labels.js';
import { advancedLegend, advancedUnitLabel } from './look.js';
import { advancedKit } from './kit.js';
import { addAdvancedWords, advancedWords } from './words.js';
import { advancedLogText } from './log-words.js';
import {
  airButtons,
  airClick,
  airOverlays,
  airPanel,
  airOf,
  airPrompt,
  frontOf,
  isAirPhase,
  type AirView,
} from './air-view.js';
import { arabSide, frontMiddle, frontTabs, frontViews, NARROW, type FrontChoice } from './fronts.js';
import { layoutFor } from '../../hexmap/geometry.js';
import { advancedStyles } from './styles.js';

/**
 * Set by the build of dist/: the advanced game's worker script shipped beside the module
 * (dist/yom-kippur-advanced-ai-worker.js), where its computer players search by default, off the page's
 * thread; the basic game's worker carries the basic game only.
 */
declare const __YOM_KIPPUR_ADVANCED_AI_WORKER__: string | undefined;
const builtWorker =
  typeof __YOM_KIPPUR_ADVANCED_AI_WORKER__ === 'string'
    ? new URL(__YOM_KIPPUR_ADVANCED_AI_WORKER__, import.meta.url).href
    : null;

/** The log's air results the bar states (A-K: detection, SAM fire, air combat, bombing). */
const AIR_RESULTS = new Set(['detect', 'sam-fire', 'air-combat', 'air-bomb']);

/** The reader's input under way, kept in one object: an element that becomes this class has no fields of its own. */
interface AdvancedInput {
  /** The hex whose air decisions the bar shows. */
  airHex: HexId | null;
  /** A-K b: the unit the helicopter selected is to lift. */
  cargo: string | null;
  /** The front the reader picked, while the phase it was picked in lasts. */
  picked: { front: FrontChoice; phase: string } | null;
  /** The front of the phase the map last scrolled to. */
  scrolledTo: string | null;
  legal: WeakMap<Game, Action[]>;
}

/** The basic element (yom-kippur.ts) as its advanced subclass calls it: its hooks, all given. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the class handed over at run time, declared for its type
declare abstract class BasicElement extends HexMapElement<Game, YomKippurEventMap> {
  protected get saveLostMessage(): string;
  protected adopted(game: Game): void;
  protected mapLabel(): string;
  protected credits(): string;
  protected pointsSide(side: string): string;
  protected logText(game: Game, line: LogLine): string;
  protected activate(hex: HexId, top: MapUnit | undefined): void;
  protected pickUp(hex: HexId, top: MapUnit | undefined): boolean;
  protected drop(hex: HexId): void;
  protected overlays(game: Game, hover: HexId | null): MapOverlays;
  protected cellLabel(game: Game, hex: HexId, top: MapUnit | undefined): string;
  protected unitLabel(game: Game, unit: MapUnit): string;
  protected renderPanel(game: Game): TemplateResult;
}

/** The advanced element on the basic one (its class, or a page's subclass of it). */
const advancedClass = (Base: typeof BasicElement) =>
  class AdvancedYomKippurElement extends Base {
    static override styles = [Base.styles ?? [], advancedStyles];
    declare advanced: AdvancedInput;

    /** Makes the class's styles once (a class never defined as an element is not finalized by the registry). */
    static prepare(): void {
      this.finalize();
    }

    /** The seats of the game (A-Use: 2, 3 or 4; 2 when the attribute names none). */
    get seats(): number {
      return Number(this.getAttribute('seats') ?? 2);
    }

    /** Sets up the element that just became this class: its game's kit, map style, styles and words. */
    begin(): void {
      addAdvancedWords('en');
      addAdvancedWords(this.lang);
      this.advanced = { airHex: null, cargo: null, picked: null, scrolledTo: null, legal: new WeakMap() };
      const config = this.config as HexMapConfig<Game>;
      Object.assign(
        config.kit,
        advancedKit(
          () => this.seats,
          () => this.hasAttribute('setup'),
        ),
      );
      config.style = golanMapStyle;
      // A-K b: a helicopter's flight is a raid counter over its drop hex while the air phase lasts
      const units = config.units;
      if (units)
        config.units = (g) => {
          const lifts = isAirPhase(g) ? (airOf(g).lifts ?? {}) : {};
          return units(g).map((u) => (u.id in lifts ? { ...u, aloft: true } : u));
        };
      config.legend = advancedLegend;
      // the page's worker if it names one (`ai-worker=""`: in the page), else the advanced game's own
      this.aiWorker = this.getAttribute('ai-worker') ?? builtWorker;
      if (this.shadowRoot) adoptStyles(this.shadowRoot, (this.constructor as typeof LitElement).elementStyles);
    }

    /** The seats and the fronts' phases join the basic words in a language once they have loaded (words.ts). */
    protected override loadLanguage(lang: string): Promise<unknown> | null {
      const loading = super.loadLanguage(lang);
      if (loading) return loading.then(() => addAdvancedWords(lang));
      addAdvancedWords(lang);
      return null;
    }

    get advancedText() {
      return advancedWords(this.lang);
    }

    protected override clearSelection(): void {
      super.clearSelection();
      if (this.advanced) Object.assign(this.advanced, { airHex: null, cargo: null });
    }

    /** The legal actions now, asked once per state of the game (the reader's decisions only). */
    legalNow(g: Game): Action[] {
      if (!this.takesInput) return [];
      const cache = this.advanced.legal;
      let legal = cache.get(g);
      if (!legal) {
        legal = g.legalActions();
        if (!cache.has(g)) g.addEventListener('change', () => cache.delete(g));
        cache.set(g, legal);
      }
      return legal;
    }

    playAction(a: Action): void {
      this.try(() => this.game!.apply(a));
      if (!this.error) this.clearSelection();
    }

    airView(g: Game): AirView {
      return {
        game: g,
        legal: this.legalNow(g),
        t: textFor(this.lang),
        w: this.advancedText,
        selected: this.selected,
        cargo: this.advanced.cargo,
        airHex: this.advanced.airHex,
        locked: !this.takesInput,
        select: (id) => {
          this.selected = id;
          Object.assign(this.advanced, { airHex: null, cargo: null });
          this.error = '';
          this.requestUpdate();
        },
        lift: (id) => {
          this.advanced.cargo = id;
          this.requestUpdate();
        },
        play: (a) => this.playAction(a),
      };
    }

    // ---- the fronts ----
    /** The front shown: the reader's pick while its phase lasts, else both where the element is wide, else the phase's. */
    shownFront(g: Game): FrontChoice {
      const picked = this.advanced.picked;
      if (picked && picked.phase === g.phase) return picked.front;
      const narrow = this.clientWidth > 0 && this.clientWidth < NARROW;
      return narrow ? (frontOf(g.phase) ?? frontViews(g.map)[0]?.id ?? 'both') : 'both';
    }

    protected override willUpdate(changed: PropertyValues): void {
      super.willUpdate(changed);
      const g = this.game;
      if (!g || this.readonly) return;
      const shown = this.shownFront(g);
      this.view = frontViews(g.map).find((f) => f.id === shown)?.view ?? null;
    }

    /** A phase on the other front scrolls the (magnified) map to it, both fronts shown or its tab. */
    protected override updated(): void {
      super.updated();
      const g = this.game;
      const front = g && frontOf(g.phase);
      if (!g || !front || this.readonly || this.replay || front === this.advanced.scrolledTo) return;
      this.advanced.scrolledTo = front;
      const middle = frontMiddle(g.map, front);
      const shown = this.shownFront(g);
      if ((shown === 'both' || shown === front) && middle) this.panZoom.centreOn(...layoutFor(g.map).centre(middle));
    }

    // ---- input ----
    protected override activate(hex: HexId, top: MapUnit | undefined): void {
      const g = this.game!;
      const legal = this.legalNow(g);
      this.error = '';
      if (isAirPhase(g) && !g.pending) {
        const { play, airHex, cargo, select } = airClick(this.airView(g), hex);
        if (play) return this.playAction(play);
        if (select) return this.airView(g).select(select);
        this.advanced.airHex = airHex;
        // A-K b: a helicopter stays selected while its cargo is chosen
        if (cargo) this.advanced.cargo = cargo;
        else if (!airHex) this.selected = null;
        return this.requestUpdate();
      }
      // A-E: a bridge placed on, or removed from, the hex clicked
      const bridge = phaseKind(g) === 'bridges' && legal.find((a) => !unitOf(a) && hexOf(a) === hex);
      if (bridge) return this.playAction(bridge);
      const before = g.history.length;
      super.activate(hex, top);
      // A-Use: a seat's units are those it has decisions for (Syria's are the Arab side's Golan counters)
      const kind = phaseKind(g);
      if (g.history.length !== before || this.selected || !top || g.pending || kind === 'combat' || kind === 'bombing')
        return;
      if (legal.some((a) => unitOf(a) === top.id)) {
        this.selected = top.id;
        this.error = '';
        this.requestUpdate();
      }
    }

    protected override pickUp(hex: HexId, top: MapUnit | undefined): boolean {
      const g = this.game!;
      if (isAirPhase(g) || !top) return false;
      const side = g.unit(top.id).side;
      // the basic element picks up the acting side's units: a seat whose units are another side's lends it its name
      if (side === g.actingSide) return super.pickUp(hex, top);
      if (g.pending || phaseKind(g) !== 'movement' || g.reachable(top.id).size === 0) return false;
      if (!this.legalNow(g).some((a) => unitOf(a) === top.id)) return false;
      this.selected = top.id;
      this.requestUpdate();
      return true;
    }

    protected override overlays(g: Game, hover: HexId | null): MapOverlays {
      if (isAirPhase(g) && !g.pending) return airOverlays(this.airView(g));
      if (phaseKind(g) === 'bridges') {
        const hexes = this.legalNow(g).flatMap((a) =>
          a.type === 'bridge' || a.type === 'remove-bridge' ? [a.hex] : [],
        );
        return { hexes: hexes.map((h) => [h, 'reach']), labels: [], path: [] };
      }
      return super.overlays(g, hover);
    }

    // ---- words and chrome ----
    protected override mapLabel(): string {
      return this.advancedText.mapLabel;
    }

    protected override credits(): string {
      return this.advancedText.credits;
    }

    /** A-Use, A-M: the Arab seats score together, as the Arab side. */
    protected override pointsSide(side: string): string {
      return super.pointsSide(arabSide(side));
    }

    protected override prompt(g: Game): string {
      if (g.isOver || this.computer.hasTheDecision || this.computer.thinking) return super.prompt(g);
      if (isAirPhase(g) && !g.pending) return airPrompt(this.airView(g));
      const t = textFor(this.lang);
      const side = sideName(t, g.actingSide ?? '');
      if (phaseKind(g) === 'bridges') return fill(this.advancedText.promptBridges, { side });
      // A-C: a seat's own front's set-up step, the front named (a seat holding both fronts sets up as the basic game)
      const front = frontOf(g.phase);
      if (front && g.phase === `setup@${front}` && !this.selected)
        return fill(this.advancedText.promptSetup, { side, front: this.advancedText.front[front] ?? front });
      // a seat that plays another side's units (Syria, Israel by front) is prompted for the unit it selected
      const unit = this.selected && !g.pending && phaseKind(g) === 'movement' ? g.unit(this.selected) : null;
      if (unit && unit.side !== g.phasingSide)
        return fill(t.promptMoveUnit, {
          side,
          phase: t.phases[g.phase] ?? g.phase,
          unit: counterName(t, unit),
          mp: unit.movement,
        });
      return super.prompt(g);
    }

    protected override mainActions(g: Game): TemplateResult {
      const w = this.advancedText;
      const tabs = frontTabs({
        map: g.map,
        shown: this.shownFront(g),
        names: w.front,
        both: w.both,
        label: w.fronts,
        pick: (front) => {
          this.advanced.picked = { front, phase: g.phase };
          this.requestUpdate();
        },
      });
      if (!isAirPhase(g) || g.pending) return html`${tabs}${super.mainActions(g)}`;
      const legal = this.legalNow(g);
      const locked = !this.takesInput;
      return html`${tabs}${barButtons({
        own: airButtons(this.airView(g)),
        className: 'decisions',
        locked,
        endPrimary: false,
        canEnd: legal.some((a) => a.type === 'end'),
        canUndo: !this.online && g.canUndo,
        words: { ...textFor(this.lang), close: this.words.close },
        warnings: null,
        on: {
          endPhase: () => {
            this.clearSelection();
            this.try(() => g.endPhase());
          },
          undo: () => {
            this.clearSelection();
            this.try(() => g.undo());
          },
          cancelWarnings: () => undefined,
        },
      })}`;
    }

    protected override renderPanel(g: Game): TemplateResult {
      return html`<div class="panel-stack">${airPanel(this.airView(g))}${super.renderPanel(g)}</div>`;
    }

    /** A-K's air phase and A-H's transfers in the reader's language (log-words.ts); the rest as the basic game words it. */
    protected override logText(g: Game, line: LogLine): string {
      return advancedLogText(g, this.lang, line) ?? super.logText(g, line);
    }

    protected override unitLabel(g: Game, unit: MapUnit): string {
      return advancedUnitLabel(g, unit, this.lang);
    }

    /** A hex's label names its top counter as the counter's own label does: an Arab counter by its nation. */
    protected override cellLabel(g: Game, hex: HexId, top: MapUnit | undefined): string {
      const label = super.cellLabel(g, hex, top);
      return top ? label.replace(unitLabel(textFor(this.lang), g.unit(top.id)), this.unitLabel(g, top)) : label;
    }

    /** A-K: the air phase's last detection, SAM shot, air combat or bombing, stated in the bar; else the basic results. */
    protected override lastResult(g: Game, log: readonly LogLine[]): string {
      const now = log.at(-1);
      for (let i = log.length - 1; i >= 0; i--) {
        const l = log[i]!;
        if (!now || l.turn !== now.turn || l.phase !== now.phase) break;
        if (AIR_RESULTS.has(l.event.type)) return this.logText(g, l);
      }
      return super.lastResult(g, log);
    }

    protected override gameOverText(g: Game): { title: string; text: string } {
      const basic = super.gameOverText(g);
      // A-Use: the Arab seats win together
      const arab = g.winningSide && !g.winningSide.startsWith('israeli');
      const total = g.victoryPoints().total;
      const text = fill(this.advancedText.vpText, { a: total['egyptian'] ?? 0, i: total['israeli'] ?? 0 });
      return { title: arab ? this.advancedText.victory : basic.title, text };
    }
  };

type AdvancedClass = ReturnType<typeof advancedClass>;
/** The advanced class made on each base class, and the classes made (an element already advanced stays as it is). */
const made = new WeakMap<object, AdvancedClass>();
const advanced = new WeakSet<object>();

/** Makes a <yom-kippur> element the advanced game's (once, before its first game). */
export function becomeAdvanced(el: HexMapElement<Game, YomKippurEventMap>): void {
  const Base = el.constructor as typeof BasicElement;
  if (advanced.has(Base)) return;
  let Advanced = made.get(Base);
  if (!Advanced) {
    Advanced = advancedClass(Base);
    Advanced.prepare();
    made.set(Base, Advanced);
    advanced.add(Advanced);
  }
  Object.setPrototypeOf(el, Advanced.prototype);
  (el as unknown as InstanceType<AdvancedClass>).begin();
}
