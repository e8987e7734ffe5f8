// Which attacks can harm the defender (B-I.3): the odds give the column and
// its results over the die (combat/odds.ts); an attack whose every result
// leaves the defender untouched — Egypt's 1-3 column reads AE, AR, AR, A3,
// A2, – — can only cost the attacker. Such an attack is made only when the
// rules oblige one (B-I.1 a/b, B-G.4b, B-G.5b, B-O: the phase cannot end,
// combat/phase.ts obligation()); otherwise the players leave it out, and
// the match script counts it as a fault when a player makes one.
import type { Context } from '../context.js';
import { combatOdds, type OddsInfo } from '../combat/index.js';
import { revisedTables, standardTables, type ResultCode } from '../combat/tables.js';
import type { State } from '../state.js';
import type { Action } from '../types.js';

type Attack = Extract<Action, { type: 'attack' }>;

/** The result codes of both table sets that do something to the defender (T003's once its sheet is loaded, data.ts). */
const harmful = new WeakMap<object, { codes: Set<string>; revised: boolean }>();

function harmfulCodes(ctx: { data: Context['data'] }): Set<string> {
  const revised = 'resultCodes' in revisedTables(ctx);
  let kept = harmful.get(ctx.data);
  if (kept?.revised !== revised) {
    const all: Record<string, ResultCode> = {
      ...standardTables(ctx).resultCodes,
      ...revisedTables(ctx).resultCodes,
    };
    kept = { codes: new Set(Object.keys(all).filter((code) => all[code]!.defender !== undefined)), revised };
    harmful.set(ctx.data, kept);
  }
  return kept.codes;
}

/** The chance that these odds do something to the defender: the share of the die's faces whose result touches it. */
export function harmChance(ctx: { data: Context['data'] }, odds: Pick<OddsInfo, 'results'>): number {
  const codes = harmfulCodes(ctx);
  let chance = 0;
  for (const [code, p] of Object.entries(odds.results)) if (codes.has(code)) chance += p;
  return chance;
}

/** The chance an attack, at its declared odds (defensive artillery could only lower them), harms the defender. */
export function attackHarmChance(ctx: Context, s: State, a: Attack): number {
  const unit = (id: string) => ctx.unitIndex.get(id)!;
  const odds = combatOdds(
    ctx,
    s,
    a.attackers.map(unit),
    a.defenders.map((h) => ctx.board.index(h)),
    { artillery: a.artillery.map(unit) },
  );
  return harmChance(ctx, odds);
}

/** Whether an attack can harm the defender at all. */
export const attackCanHarm = (ctx: Context, s: State, a: Attack): boolean => attackHarmChance(ctx, s, a) > 0;

/** An attack that cannot harm the defender, made while the phase could end (no obligation forces it). */
export function unforcedHarmless(ctx: Context, s: State, a: Action, legal: readonly Action[]): boolean {
  return a.type === 'attack' && legal.some((b) => b.type === 'end') && !attackCanHarm(ctx, s, a);
}
