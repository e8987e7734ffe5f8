// What Across Suez's chrome (prompt, main buttons, panel) is drawn from: the
// game, the words, the reader's input under way and the callbacks that
// change it. The element builds one per render.
import type { TemplateResult } from 'lit';
import type { Game } from '../../src/games/across-suez/index.js';
import type { Estimate } from '../hexmap/controls.js';
import type { HexmapText } from '../hexmap/text.js';
import type { Text } from './text.js';

export interface AsView {
  game: Game;
  t: Text;
  /** The generic controls' words. */
  words: HexmapText;
  lang: string;
  selected: string | null;
  attackers: string[];
  artillery: boolean;
  exchange: Set<string>;
  warnings: { code: string; rule: string; message: string }[] | null;
  /** The input is not the reader's now (the computer's turn, a replay): buttons are disabled. */
  locked: boolean;
  /** Undo is offered (not online, where the server has stored each action). */
  undoOffered: boolean;
  /** The "Share / export" menu (the generic element's). */
  share: TemplateResult;
  /** The Israeli player's estimated chance of winning (a quick estimate first, then a sharper one), when the bar is on. */
  estimate: Estimate | null;
  /** Units the log or the position says were eliminated (not merely left out of a position). */
  eliminated: string[];
  on: {
    select(id: string | null): void;
    endPhase(force: boolean): void;
    undo(): void;
    cross(id: string): void;
    attack(): void;
    bombard(id: string): void;
    artillery(on: boolean): void;
    decline(): void;
    exchange(): void;
    toggleExchange(id: string, on: boolean): void;
    cancelWarnings(): void;
    openChart(id: string): void;
  };
}

export const pct = (p: number): string => `${Math.round(p * 100)}\u202f%`;

/** A number of Movement Points as the language writes it (5.5 → "5,5" in French). */
export const points = (n: number, t: Text): string => String(n).replace('.', t.decimal);

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A unit's name in the reader's words (the printed designations stay; the bridge is "Pont" in French). */
export const nameOf = (t: Text, u: { name: string }): string => t.unitNames[u.name] ?? u.name;

/** A CRT column's heading in words: "−2 −1" reads as two modifiers, "−2 to −1" as a range (6.0). */
export const columnName = (label: string, t: Text): string => {
  const n = label.split(' ');
  return n.length > 1 && n.every((x) => /^[-+]?\d+$/.test(x))
    ? `${n[0]} ${t.to} ${n.at(-1)}`.replace(/-/g, '−')
    : label.replace(/-/g, '−');
};
