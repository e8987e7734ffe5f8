// Helpers for the A-K air phase tests: a game on one front's air phase with
// the counters a test names, the stage forced when a test starts mid-phase,
// and refusals read by their code and case.
import { expect } from 'vitest';
import { RulesError } from '../../../../src/engine/rules-error.js';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { yomKippurRules } from '../../../../src/games/yom-kippur/rules.js';
import { advancedOnly } from './positions.js';

// the record verbs' reader, which a game loads with its first record (rules.ts loadRecordReader): play() reads lines
await yomKippurRules.loadRecordReader?.();

/** A game in the air phase of `side` on `front`, at Game-Turn `turn`, with `placed` on the board. */
export const airPhase = (
  placed: Record<string, string>,
  { turn = 2, side = 'israeli', front = 'golan', seats = 2, extra = {} as Position } = {},
): Promise<Game> => advancedOnly(placed, { turn, side, phase: `air@${front}`, ...extra }, seats);

/** The record lines of the legal actions. */
export const lines = (g: Game): string[] => g.legalActions().map((a) => g.rules.codec.format(a));

/** An action given as its record line. */
export function play(g: Game, line: string): void {
  const [word, ...args] = line.split(' ');
  g.apply(g.rules.codec.parse(word!, args, 1));
}

/** The refusal of an action given as its record line: its code and case. */
export function refusal(g: Game, line: string): { code: string; rule: string } {
  try {
    play(g, line);
  } catch (e) {
    expect(e).toBeInstanceOf(RulesError);
    return { code: (e as RulesError).code, rule: (e as RulesError).rule };
  }
  throw new Error(`${line} was accepted`);
}

/** The stage of the air phase under way (A-K). */
export const stage = (g: Game): string => (g.position() as { air: { stage: string } }).air.stage;
