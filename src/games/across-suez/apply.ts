// Applying an action by its code (action-codes.ts): decoded and handed to
// the rule functions, which check before they change anything. The public
// API's actions come here too, turned into codes by codeOf; with `emit`
// null (the search's way) no event is made and no path searched for one.
import { RulesError } from '../../engine/rules-error.js';
import type { Outcome } from '../../engine/contract.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import type { State } from './state.js';
import type { CombatResult } from './types.js';
import * as movement from './movement.js';
import * as combat from './combat.js';
import * as resolution from './resolution.js';
import { endPhase } from './sequence.js';
import {
  ADVANCE_TO,
  ANY_HEX,
  argOf,
  ATTACK,
  attackersOf,
  BOMBARD,
  CROSS,
  END,
  EXCHANGE_UNITS,
  exchangedOf,
  kindOf,
  MOVE,
  NO_UNIT,
  RETREAT_TO,
  unitOf,
  WITH_ARTILLERY,
} from './action-codes.js';

/** The units an attack or an exchange names, decoded (six at most), reused. */
const named = new Int16Array(6);

/** What an action that rolls no die gives (the same object every time: nothing is made per action). */
const NOTHING: Outcome = Object.freeze({});
/** What an attack and a bombardment roll: one object each, written again by the next (contract.ts: a caller keeps a copy). */
const attacked: { die: number; result: CombatResult } = { die: 0, result: 'Ae' };
const bombarded = { die: 0 };

/** Applies an action's code: checks it (RulesError, the state untouched), then plays it; events to `emit`. */
export function applyCode(ctx: Context, s: State, code: number, emit: Emit | null): Outcome {
  const u = unitOf(code);
  if (u >= ctx.units.length && !(kindOf(code) === ADVANCE_TO && u === NO_UNIT))
    throw new RulesError('unknown-unit', '2.5', `No unit ${u}`);
  switch (kindOf(code)) {
    case MOVE:
      movement.move(ctx, s, u, argOf(code), emit);
      return NOTHING;
    case CROSS:
      movement.cross(ctx, s, u, emit);
      return NOTHING;
    case ATTACK: {
      const n = attackersOf(ctx, s, code, named);
      if (n === 0) throw new RulesError('no-attackers', '5.5', 'Name at least one attacking unit');
      const r = combat.attack(ctx, s, named, n, u, (argOf(code) & WITH_ARTILLERY) !== 0, emit);
      attacked.die = combat.attackDie(r);
      attacked.result = combat.attackResult(r);
      return attacked;
    }
    case BOMBARD:
      bombarded.die = combat.bombard(ctx, s, u, emit);
      return bombarded;
    case RETREAT_TO:
      resolution.retreat(ctx, s, u, argOf(code), emit);
      return NOTHING;
    case ADVANCE_TO: {
      const hex = argOf(code) === ANY_HEX ? -1 : argOf(code);
      resolution.advance(ctx, s, u === NO_UNIT ? -1 : u, hex, emit);
      return NOTHING;
    }
    case EXCHANGE_UNITS:
      resolution.exchange(ctx, s, named, exchangedOf(s, code, named), emit);
      return NOTHING;
    case END:
      endPhase(ctx, s, emit);
      return NOTHING;
    default:
      throw new RulesError('bad-action', '', `Unknown action code ${code}`);
  }
}
