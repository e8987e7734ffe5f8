// The advanced game's words (A-Use seats, the fronts' phases, A-K's air
// phase) in the reader's language. The seats and phases join the basic
// game's text (text-en.ts, text-fr.ts) under keys the basic game never
// reads, so the basic element's prompt, panel, log and end-of-game box
// name them as they name Egypt and Israel.
import { textFor } from '../text.js';
import { englishVpReasons, englishWords, type AdvancedWords } from './words-en.js';

export type { AdvancedWords };

/** The advanced words in the reader's language, with the front names of the Golan's look. */
export function advancedWords(lang: string): AdvancedWords & { front: Record<string, string> } {
  // another language's words load with its basic words (text-fr.ts); English until then
  const words = textFor(lang).advanced ?? englishWords;
  return { ...words, front: { sinai: words.golan['sinai']!, golan: words.golan['golan']! } };
}

/** The texts the advanced words have joined: each once (scheduleUpdate asks on every render). */
const joined = new WeakSet<object>();

/**
 * The seats and the fronts' phases ("air@golan": "air phase (Golan)") added to the basic text in `lang`,
 * once it has loaded (the French words are a file of their own), under keys the basic game never reads.
 */
export function addAdvancedWords(lang: string): void {
  const t = textFor(lang);
  if (joined.has(t)) return;
  joined.add(t);
  // the language's words once they have loaded (textFor answers English until then)
  const words = t.advanced ?? englishWords;
  const front = words.golan;
  const named = t as unknown as Record<string, string>;
  for (const [seat, name] of Object.entries(words.seats)) {
    named[seat] ??= name;
    t.victory[seat] ??= seat.startsWith('israeli') ? t.victory['israeli']! : words.victory;
  }
  // B-R, A-M: the reasons for points in this language's words (English's the advanced game's), its places named
  t.vpWhy ??= { reasons: { ...englishVpReasons }, places: {} };
  Object.assign(t.vpWhy.places, words.vpPlaces);
  const phases = { ...t.phases, bridges: words.bridges };
  // the basic phases only: a front's phase is named from its basic phase, never from another front's
  for (const [id, name] of Object.entries(phases)) {
    if (id.includes('@')) continue;
    for (const f of ['sinai', 'golan']) t.phases[`${id}@${f}`] ??= `${name} (${front[f]})`;
  }
}
