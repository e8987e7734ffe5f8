// Across Suez's actions as data and as codes, both ways (the engine's
// ActionCodec): Match lists the legal codes and translates them here, and
// turns an action given as data back into its code before the rules apply it.
import type { ActionCodec } from '../../engine/contract.js';
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import type { State } from './state.js';
import { actionText, type Action } from './record.js';
import type { parseAction } from './record-parse.js';
import { actionOf, argOf, ATTACK, codeOf, END, EXCHANGE_UNITS, kindOf, NO_UNIT, unitOf } from './action-codes.js';

/** Per game definition, the actions made for codes, by slot (below); every slot made at once, so that the array stays a plain one (not a dictionary). */
const madeFor = perContext((ctx: Context) =>
  new Array<Action | undefined>(ctx.board.hexCount * (ctx.units.length + 1) * (END + 1)).fill(undefined),
);

/**
 * An array slot per (kind, unit or none, hex) for the actions a code alone
 * says, -1 for the others; a unit's moves lie side by side, as legalCodes
 * lists them.
 */
function slotOf(ctx: Context, code: number): number {
  const kind = kindOf(code);
  if (kind === ATTACK || kind === EXCHANGE_UNITS || argOf(code) >= ctx.board.hexCount) return -1;
  const n = ctx.units.length;
  const u = unitOf(code) === NO_UNIT ? n : unitOf(code);
  return (kind * (n + 1) + u) * ctx.board.hexCount + argOf(code);
}

/**
 * The action a listed code stands for. An action that its code alone says
 * (a move, a crossing, a retreat, an advance, a bombardment, the end of a
 * phase) is made once and frozen, then given again: the same move is the
 * same value every time it is legal. An attack or an exchange names units
 * the state finds, so it is made each time.
 */
function listedAction(ctx: Context, s: State, code: number): Action {
  const slot = slotOf(ctx, code);
  return slot < 0 ? actionOf(ctx, s, code) : (madeFor(ctx)[slot] ??= Object.freeze(actionOf(ctx, s, code)));
}

/** The reader of a record's action lines (record-parse.ts), once loaded. */
let parse: typeof parseAction | undefined;

/** Loads the reader of a record's action lines (rules.ts's loadRecordReader: Match awaits it before reading a record). */
export async function loadActionReader(): Promise<void> {
  parse ??= (await import('./record-parse.js')).parseAction;
}

export const acrossSuezCodec: ActionCodec<State, Action, Context> = {
  actionOf: listedAction,
  codeOf,
  format: actionText,
  parse: (word, args, line) => {
    if (!parse) throw new Error('a record is read once loadRecordReader() has loaded its reader');
    return parse(word, args, line);
  },
};
