// The engine writes some of what the element shows in English: counter
// names (data.ts, advanced/air/counters.ts), cases with words ("B-I.3
// attacker"), refusals (RulesError) and log lines (describe.ts). English
// shows them as they are; another language's dictionary keys its templates
// by the engine's own text ({slot} for what varies), and this reads the
// slots back (read-back.ts) to fill them. Only another language's file
// imports it (text-fr.ts), so a page in English never loads it; the
// element's file hands it its slot reader and filler when that language
// loads (text.ts), so the language's one file imports nothing of the element.
import type { GameEvent, RulesError, UnitInfo } from '../../src/games/yom-kippur/index.js';
import type { fill } from '../hexmap/text.js';
import type { readBack } from './read-back.js';
import type { Rewording } from './text-en.js';

/** The element's own slot reader and filler. */
export interface RewordTools {
  fill: typeof fill;
  readBack: typeof readBack;
}

/** A language's templates for the engine's English, each keyed by it. */
export interface RewordWords {
  /** Aircraft and SAM batteries: {n} the number, {nation} the air force or nation, worded by `nations`. */
  counterNames: Record<string, string>;
  nations: Record<string, string>;
  /** A case the engine adds words to ("B-I.3 attacker"), {rule} the case. */
  cases: Record<string, string>;
  /** Why the rules refuse: {name} a counter, {hex} a hex, {n} a number. */
  refusals: Record<string, string>;
  /**
   * The log's other lines (log-words.ts) by event type and, where an event has two, its variant: "sam-mov
   * removed", "recover restored", "drop heli", "reduced off-map" ({unit}, {hex}, {from}, {to}, {rule}, {n}
   * points, {result} a die).
   */
  events: Record<string, string>;
}

/** The first template of `words` that fits `text`, filled with what it read back (and `more`), or null. */
function reworded(
  { fill, readBack }: RewordTools,
  words: Record<string, string>,
  text: string,
  more: (found: Record<string, string>) => Record<string, string> = () => ({}),
): string | null {
  for (const [engine, local] of Object.entries(words)) {
    const found = readBack(engine, text);
    if (found) return fill(local, { ...found, ...more(found) });
  }
  return null;
}

/** Which line of an event: a marker removed, a unit restored (not rebuilt), a heli-lift, a loss off the map. */
const variantOf = (e: Record<string, unknown>): string =>
  e['placed'] === false
    ? 'removed'
    : e['rebuilt'] === false
      ? 'restored'
      : e['mode'] === 'heli'
        ? 'heli'
        : e['hex'] === null
          ? 'off-map'
          : '';

/** The rewording of a language's words. */
export function rewording(words: RewordWords, tools: RewordTools): Rewording {
  const caseText = (rule: string) => reworded(tools, words.cases, rule) ?? rule;
  const counterName = (u: UnitInfo) =>
    u.kind === 'aircraft' || u.kind === 'sam' || u.kind === 'helicopter'
      ? reworded(tools, words.counterNames, u.name, (found) => ({
          nation: words.nations[found['nation'] ?? ''] ?? found['nation'] ?? '',
        }))
      : null;
  return {
    counterName,
    caseText,
    refusal(units: readonly UnitInfo[], e: RulesError): string | null {
      const cited = ` (${e.rule})`;
      const message = e.rule && e.message.endsWith(cited) ? e.message.slice(0, -cited.length) : e.message;
      // a counter the engine names is named as the element names it (an aircraft in the reader's words)
      const text = reworded(tools, words.refusals, message, (found) => {
        const unit = units.find((u) => u.name === found['name']);
        return unit ? { name: counterName(unit) ?? unit.name } : found;
      });
      return text && e.rule ? `${text} (${caseText(e.rule)})` : text;
    },
    event(e: GameEvent, name: (id: string) => string, die: () => string): string | null {
      const ev = e as unknown as Record<string, unknown>;
      const variant = variantOf(ev);
      const template = words.events[variant ? `${e.type} ${variant}` : e.type];
      if (!template) return null;
      return tools.fill(template, {
        unit: typeof ev['unit'] === 'string' ? name(ev['unit']) : '',
        hex: (ev['hex'] as string | null) ?? '',
        from: (ev['from'] as string | undefined) ?? '',
        to: (ev['to'] as string | undefined) ?? '',
        rule: typeof ev['rule'] === 'string' ? caseText(ev['rule']) : '',
        n: (ev['points'] as number | undefined) ?? '',
        result: e.type === 'drop' ? die() : '',
      });
    },
  };
}
