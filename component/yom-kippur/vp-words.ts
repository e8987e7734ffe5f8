// B-R, A-M: why a side scores, in the reader's words, in the panel's
// breakdown and the log. The engine states each reason in English
// (victory.ts: endItems, award); its kind and numbers are read back from
// that line here, and an unknown line is shown as the engine wrote it.
import type { Game } from '../../src/games/yom-kippur/index.js';
import { fill } from '../hexmap/text.js';
import type { Text } from './text.js';

type Reason = keyof Text['vpWhy'];

/** The engine's reasons (victory.ts), each with its words' key; the groups fill {n}, then {name}. */
const REASONS: readonly [RegExp, Reason][] = [
  [/^(\d+) intact fort\(s\)$/, 'fortsIntact'], // B-R.1
  [/^(\d+) reduced fort\(s\)$/, 'fortsReduced'], // B-R.1
  [/^(\d+) unit\(s\) west of the canal$/, 'unitsWest'], // B-R.1
  [/^(\d+) unit\(s\) east of the canal$/, 'unitsEast'], // B-R.2
  [/^()the (.+) pass$/, 'pass'], // B-R.2
  [/^(\d+) hex\(es\) of (.+) occupied$/, 'occupied'], // A-M
  [/^()(.+) eliminated$/, 'eliminated'], // B-R
  [/^()(.+) exited toward Israel$/, 'exited'], // B-R.2
  [/^()(.+) destroyed$/, 'destroyed'], // B-K, B-R
];

/** A VP reason of the engine in the reader's words: a feature by its name, a bridge by its hex. */
export function vpReason(g: Game, t: Text, why: string): string {
  for (const [pattern, key] of REASONS) {
    const m = pattern.exec(why);
    if (!m) continue;
    const name = m[2] ?? '';
    const bridge = /^bridge-\d+$/.test(name) && g.bridges().find((b) => b.id === name);
    return fill(t.vpWhy[key], {
      n: m[1] ?? '',
      name: bridge ? fill(t.bridgeAt, { hex: bridge.hexes[0]! }) : (t.vpPlaces[name] ?? t.features[name] ?? name),
    });
  }
  return why;
}
