// What a game's element gives the generic one (docs/architecture.md, "What a
// game's element gives the generic one"): the hooks the map layer calls —
// what a click, a drag and a drop mean, the overlays of the decision under
// way, its labels, panel, prompt, buttons and words — each with its default
// where a game may go without. HexMapElement (hex-map-element.ts) draws and
// takes input through them; a game's element overrides them. The last of
// them load a game's lazy parts (its card, panel parts, charts) and their styles.
import { nothing, type CSSResult, type TemplateResult } from 'lit';
import type { HexId } from '../../src/engine/hex-id.js';
import type { CounterState } from './counter.js';
import type { HexGame, LogLine, MapUnit } from './hex-game.js';
import { fill } from './text.js';
import { noMarks, type ActionMarks } from './marks.js';
import type { UnitCard } from './card.js';
import type { Chart } from './charts.js';
import { HexMapBase } from './hex-map-base.js';

/** Hexes the game's element marks on the map for the decision under way. */
export interface MapOverlays {
  /** Hexes filled with a CSS class (reach, target, choice…). */
  hexes: [HexId, string][];
  /** Short texts at hex centres (the cost of a move…). */
  labels: [HexId, string | number][];
  /** A path to draw through hex centres. */
  path: HexId[];
}

export abstract class GameHooks<G extends HexGame, M = object> extends HexMapBase<G, M> {
  /** The unit the reader has selected (its id), if any. */
  protected selected: string | null = null;

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

  /** The standing prompt: what the reader does next (the bar shows `error` instead after a refusal). */
  protected prompt(_game: G): string {
    return '';
  }
  /** The game's main buttons in the bar (End phase, Undo…). */
  protected mainActions(_game: G): TemplateResult | typeof nothing {
    return nothing;
  }
  /** A side's name in the element's language. */
  protected sideName(side: string): string {
    return side;
  }
  protected override onlineSideName(side: string): string {
    return this.sideName(side);
  }
  /** A log line in the element's language; '' leaves it out of the log column. */
  protected logText(_game: G, line: LogLine): string {
    return line.text;
  }
  /** The heading of the log's group for a Game-Turn and phase. */
  protected logHeading(line: LogLine): string {
    return `${this.words.turn} ${line.turn} · ${this.sideName(line.side)} · ${line.phase}`;
  }
  /** What the last action (its log lines) marks on the board. */
  protected actionMarks(_game: G, _lines: readonly LogLine[]): ActionMarks {
    return noMarks;
  }
  /**
   * The result the bar states (the last combat's die and result in words…) from the log; '' for none.
   * It stays in the bar after the decisions the result leaves (retreats, advances) are made.
   */
  protected lastResult(_game: G, _log: readonly LogLine[]): string {
    return '';
  }
  /** What the computer's actions (their log lines) did, in a sentence, for the bar once the reader has the move again. */
  protected turnSummary(_game: G, lines: readonly LogLine[]): string {
    return fill(this.words.computerPlayed, { n: new Set(lines.map((l) => l.step)).size });
  }
  /** A unit's counter card. */
  protected unitCard(_game: G, unit: MapUnit): UnitCard {
    return { title: unit.name, lines: [`${unit.strength}-${unit.movement}`] };
  }
  /** A hex's lines on the card: its number, terrain… */
  protected hexCard(_game: G, hex: HexId): string[] {
    return [hex];
  }
  /** The game's charts, openable from the bar. */
  protected charts(_game: G): Chart[] {
    return [];
  }
  /** Who won and why, for the end-of-game box. */
  protected gameOverText(_game: G): { title: string; text: string } {
    return { title: this.words.gameOver, text: '' };
  }
  /** How a counter is marked besides selection (an attacker being gathered…). */
  protected counterState(_unit: MapUnit): CounterState {
    return {};
  }
  /** Where the keyboard cursor starts: the first hex of the map. */
  protected startHex(game: G): HexId {
    return Object.keys(game.map.hexes)[0]!;
  }
  /**
   * Where a magnified map (a phone) first looks when no action is marked yet: a position shows its units,
   * so on the phasing side's first unit; else where the keyboard cursor starts.
   */
  protected viewCentre(game: G): HexId {
    const own = this.position ? game.units().find((u) => u.hex && u.side === game.phasingSide) : undefined;
    return own?.hex ?? this.startHex(game);
  }
  /** The map's accessible name. */
  protected mapLabel(_game: G): string {
    return this.words.map;
  }
  /** Escape, a new game, an undo: forgets the selection (a game's element forgets its own input too). */
  protected clearSelection(): void {
    this.selected = null;
  }

  /** A place's name in the element's language (the map's printed name by default). */
  protected placeName(_hex: HexId, printed: string): string {
    return printed;
  }

  /** Loads what the game's counter card draws (its unitCard and hexCard) when a card first shows: null once it is here. */
  protected loadCard(): Promise<unknown> | null {
    return null;
  }

  /** What the game's panel, prompt or log needs now, loading (null: nothing): before an update, and after one (a game made in it). */
  protected loadGameParts(): Promise<unknown> | null {
    return null;
  }

  /** The stylesheets of the game's parts loaded so far (undefined: not loaded), adopted before the update that draws them. */
  protected gamePartStyles(): (CSSResult | undefined)[] {
    return [];
  }

  /** Loads what the game's charts draw when one first opens (their bodies, their words): null once they are here. */
  protected loadCharts(_lang: string): Promise<unknown> | null {
    return null;
  }
}
