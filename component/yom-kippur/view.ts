// What Yom Kippur's chrome (prompt, buttons, panel) is drawn from: the game,
// the words, the reader's input under way and the callbacks that change it.
// The element builds one per render; every rule question goes to the game
// (legal actions, reachable hexes, combat odds), never answered here.
import type { TemplateResult } from 'lit';
import type { Action, Game, HexId, OddsInfo, SamThreat, UnitInfo } from '../../src/games/yom-kippur/index.js';
import type { Estimate } from '../hexmap/controls.js';
import type { HexmapText } from '../hexmap/text.js';
import { fill } from '../hexmap/text.js';
import type { Text } from './text-en.js';

/** The attack being gathered in a combat phase: defending hexes, attackers, artillery. */
export interface AttackDraft {
  defenders: HexId[];
  attackers: string[];
  artillery: string[];
}

export interface YkView {
  game: Game;
  t: Text;
  words: HexmapText;
  lang: string;
  selected: string | null;
  /** The legal actions now (cached by the element until the game changes). */
  legal: readonly Action[];
  draft: AttackDraft;
  /** B-L.2: the attack the defender's artillery may answer, while that choice is due (the draft's artillery is the defender's). */
  supported: AttackDraft | null;
  /** The odds of the attack being gathered, when it has attackers and defenders. */
  odds: OddsInfo | null;
  /** Why the attack gathered may not be made (the rules' refusal in words), or null. */
  attackRefusal: string | null;
  /** What ending the phase now leaves undone, asked before it ends (null: not asked). */
  warnings: string[] | null;
  /** The hex chosen in the bombing step. */
  bombHex: HexId | null;
  samRanges: boolean;
  /** B-M, B-N: the SAMs covering the aircraft the reader selected or points at, and their odds. */
  threat: SamThreat | null;
  locked: boolean;
  /** Undo is offered (not online, where the server has stored each action). */
  undoOffered: boolean;
  /** The generic Share / export menu. */
  share: TemplateResult;
  /** The game's credits under the panel (the advanced game's name its own). */
  credits: string;
  /** The name of a side of the rules, in its points and the turn order (the advanced game's Arab side plays and scores as one). */
  pointsSide(side: string): string;
  /** The Egyptian chance of winning (ai/win-chance.ts), when the evaluation is on. */
  estimate: Estimate | null;
  on: {
    select(id: string | null): void;
    play(action: Action): void;
    /** Ends the phase; unless `force`, first asks when aircraft or units are left unused. */
    endPhase(force: boolean): void;
    cancelWarnings(): void;
    undo(): void;
    attack(): void;
    clearDraft(): void;
    artillery(id: string, on: boolean): void;
    samRanges(on: boolean): void;
    openChart(id: string): void;
  };
}

const sixths = ['', '⅙', '⅓', '½', '⅔', '⅚'];
/** Movement Points as the rules count them, in sixths (B-G.3: road ½, column ⅓): "2⅓", not "2.3". */
export function mpText(mp: number): string {
  const whole = Math.floor(mp + 1e-9);
  const part = Math.round((mp - whole) * 6);
  if (part === 6) return String(whole + 1);
  return `${whole || !part ? whole : ''}${sixths[part]}`;
}

export const pct = (p: number): string => `${Math.round(p * 100)}\u202f%`;

/** The kind of the phase under way ('air', 'movement', 'bombing', 'combat', 'setup'), from the game's descriptor. */
export function phaseKind(g: Game): string {
  const phases = g.rules.descriptor.phases[g.phasingSide] ?? [];
  return phases.find((p) => p.id === g.phase)?.kind ?? g.phase;
}

export const sideName = (t: Text, side: string): string => (t as unknown as Record<string, string>)[side] ?? side;

/**
 * A counter's name in the reader's words: the engine names aircraft and SAM batteries in English ("Egyptian
 * bomber 1", "SAM battery 3"), which another language rewords (reword.ts); ground units and forts keep their
 * designations, which are not translated.
 */
export const counterName = (t: Text, u: UnitInfo): string => t.reword?.counterName(u) ?? u.name;

/** The case a line cites in the reader's words: "B-I.3 attacker" the engine's, "B-I.3, attaquant" in French. */
export const caseText = (t: Text, rule: string): string => t.reword?.caseText(rule) ?? rule;

/** The name of the counter `id` in the reader's words (counterName). */
export const nameOf = (g: Game, t: Text, id: string): string => counterName(t, g.unit(id));

/** A unit's name with its state: "2nd Inf Bde (reduced)". */
export function unitName(t: Text, u: UnitInfo): string {
  const name = counterName(t, u);
  const marks = [
    u.steps > 0 && u.steps < u.maxSteps ? t.reduced : '',
    ...u.markers.map((m) => (m.kind === 'shock' ? t.shocked : t.samMovMarker)),
  ].filter(Boolean);
  return marks.length ? `${name} (${marks.join(', ')})` : name;
}

/**
 * A decision as a button's words; null for the actions taken on the map (moves, placements, retreats, advances) and
 * for the bombing's and a combat's decisions, whose words load with the combat panel (combat-panel.ts).
 */
export function actionText(g: Game, t: Text, a: Action): string | null {
  const n = (id: string) => nameOf(g, t, id);
  switch (a.type) {
    case 'end':
      return null;
    case 'exit':
      return fill(t.exit, { unit: n(a.unit) });
    case 'sam-mov':
      return fill(t.samMov, { unit: n(a.unit) });
    case 'sam-ready':
      return fill(t.samReady, { unit: n(a.unit) });
    case 'recover':
      return fill(t.recover, { unit: n(a.unit) });
    case 'drop':
      // B-O.1: a declared drop stands on its hex, its die still to roll
      return g.unit(a.unit).location === 'map' ? fill(t.dropRoll, { unit: n(a.unit), hex: a.hex }) : null;
    default:
      return null;
  }
}
