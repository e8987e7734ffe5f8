// B-R, A-M: why a side scores, in the reader's words, in the panel's
// breakdown and the log. The engine states each reason in English
// (victory.ts: endItems, award); a language's words key their templates by
// the engine's own ({n} a count, {name} a unit, pass, place or bridge), so
// the reason is read back from the engine's line. A line no template matches
// (or a language without these words: English, unless the advanced game
// joins its own) is shown as the engine wrote it. Loaded with such words
// (vp-reason.ts), with the slot reader the languages' rewording uses.
import type { Game } from '../../src/games/yom-kippur/index.js';
import { fill } from '../hexmap/text.js';
import type { Text } from './text-en.js';
import { readBack } from './read-back.js';
import { counterName } from './view.js';

export { readBack };

/** A VP reason of the engine in the reader's words: a place by its name, a bridge by its hex. */
export function vpReason(g: Game, t: Text, why: string): string {
  const words = t.vpWhy;
  for (const [engine, local] of Object.entries(words?.reasons ?? {})) {
    const found = readBack(engine, why);
    if (!found) continue;
    const { n = '', name = '' } = found;
    const bridge = g.bridges().find((b) => b.id === name);
    // a counter by the name the element gives it (an aircraft in the reader's words)
    const unit = bridge ? undefined : g.units().find((u) => u.name === name);
    return fill(local, {
      n,
      name: bridge
        ? fill(t.bridgeAt, { hex: bridge.hexes[0]! })
        : unit
          ? counterName(t, unit)
          : (words!.places[name] ?? name),
    });
  }
  return why;
}
