// A combat's or a bombing's result in words, from the tables' own definitions (data/yom-kippur/tables*.json):
// the log, the panel and the charts say them alike. Loaded with the combat panel and the charts.
import type { Game } from '../../src/games/yom-kippur/index.js';
import { fill } from '../hexmap/text.js';
import { combatWords } from './combat-words-en.js';
import type { Text } from './text.js';

interface Effect {
  eliminated?: boolean;
  reduce?: number;
  retreat?: number;
  shock?: boolean;
  reduceUnits?: string;
}

/** The ground tables the game plays (T001 standard, T003 revised). */
export const tablesOf = (g: Game) =>
  g.data.tables[g.tables] as {
    resultCodes: Record<string, { attacker?: Effect; defender?: Effect }>;
    crt: Record<string, { results: Record<string, string[]> }>;
  };

/** One side's part of a result, in words: "defender retreats 2 hexes", "attacker reduced". */
function effectWords(t: Text, who: string, e: Effect): string {
  const w = t.combat ?? combatWords;
  const parts = [
    e.eliminated ? w.resultEliminated : '',
    e.reduce ? w.resultReduced : '',
    e.reduceUnits ? w.resultExchange : '',
    e.retreat ? fill(e.retreat === 1 ? w.resultRetreat1 : w.resultRetreat, { n: e.retreat }) : '',
    e.shock ? w.resultShock : '',
  ].filter(Boolean);
  return `${who} ${parts.join(', ')}`;
}

/** A ground combat result code in words, from the tables' own definition of it: "D1: defender retreats 1 hex". */
export function resultWords(g: Game, t: Text, code: string): string {
  const def = tablesOf(g).resultCodes[code];
  if (!def) return code;
  const w = t.combat ?? combatWords;
  const parts = [
    def.attacker ? effectWords(t, w.attacker, def.attacker) : '',
    def.defender ? effectWords(t, w.defender, def.defender) : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : w.outcomes.none!;
}

/**
 * What a bombing's result did to its target (B-N.2), from the table the rule named: on the Israeli CRT only
 * D2/D3 (shock), DR and DE count, attacker results do nothing (B-N.2b); the Egyptian die reduces or does not
 * (B-N.2a); T003's codes say it themselves.
 */
export function bombWords(g: Game, t: Text, result: string, rule: string): string {
  const standard = g.data.tables.standard.bombing as { israeli: { results: Record<string, string> } };
  const effect =
    rule === 'B-N.2b'
      ? (standard.israeli.results[result] ?? 'none')
      : rule === 'B-N.2a'
        ? result === 'R'
          ? 'reduce'
          : 'none'
        : (({ '*': 'shock', R: 'reduce', D: 'eliminate' } as Record<string, string>)[result] ?? 'none');
  return (t.combat ?? combatWords).outcomes[effect] ?? effect;
}
