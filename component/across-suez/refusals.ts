// Why an action was refused, in the reader's language: the engine's
// RulesError codes (its messages are English), each with its rule, in the
// words of text-en.ts and text-fr.ts (`refusals`). A code not listed there
// shows the engine's message.
import type { RulesError } from '../../src/games/across-suez/index.js';
import { fill } from '../hexmap/text.js';
import { textFor } from './text.js';

/** The refusal in words, with its rule: "Reshev 2 cannot move: it began Game-Turn 1 next to an enemy (9.1)". */
export function refusal(e: RulesError, lang: string, unit = ''): string {
  const template = textFor(lang).refusals[e.code];
  const text = template && (unit || !template.includes('{unit}')) ? fill(template, { unit }) : e.message;
  return e.rule ? `${text} (${e.rule})` : text;
}
