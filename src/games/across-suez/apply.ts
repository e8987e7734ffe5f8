// Applying an action, both ways in: the public API's action (record.ts),
// its ids checked and turned into indices, with events for the log; and
// the search's code (action-codes.ts), decoded, with none. Both run the
// same rule functions, which check before they change anything.
import { RulesError } from '../../engine/rules-error.js';
import type { Outcome } from '../../engine/contract.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import type { Action } from './record.js';
import type { State } from './state.js';
import { hexArg, unitArg, unitsArg } from './args.js';
import * as movement from './movement.js';
import * as combat from './combat.js';
import * as resolution from './resolution.js';
import { endPhase } from './sequence.js';
import {
  ADVANCE_TO,
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

export function applyAction(ctx: Context, s: State, action: Action, emit: Emit | null): Outcome {
  switch (action.type) {
    case 'move':
      movement.move(ctx, s, unitArg(ctx, action.unit), hexArg(ctx, action.hex), emit);
      return {};
    case 'cross':
      movement.cross(ctx, s, unitArg(ctx, action.unit), emit);
      return {};
    case 'attack': {
      const attackers = unitsArg(ctx, action.attackers, 'attackers');
      const defender = unitArg(ctx, action.defender);
      const r = combat.attack(ctx, s, attackers, attackers.length, defender, action.artillery === true, emit);
      return { die: combat.attackDie(r), result: combat.attackResult(r) };
    }
    case 'bombard':
      return { die: combat.bombard(ctx, s, unitArg(ctx, action.target), emit) };
    case 'retreat':
      resolution.retreat(ctx, s, unitArg(ctx, action.unit), hexArg(ctx, action.hex), emit);
      return {};
    case 'advance': {
      const unit = action.unit === null ? -1 : unitArg(ctx, action.unit);
      resolution.advance(ctx, s, unit, action.hex === undefined ? -1 : hexArg(ctx, action.hex), emit);
      return {};
    }
    case 'exchange': {
      const units = unitsArg(ctx, action.units, 'exchange');
      resolution.exchange(ctx, s, units, units.length, emit);
      return {};
    }
    case 'end':
      endPhase(ctx, s, emit);
      return {};
    default:
      throw new RulesError(
        'bad-action',
        '',
        `Unknown action ${JSON.stringify((action as { type: unknown }).type)?.slice(0, 40)}`,
      );
  }
}

/** The units an attack or an exchange names, decoded (six at most), reused. */
const named = new Int16Array(6);

/** Applies a code listed by legalCodes: the search's path, no event made, no path searched. */
export function applyCode(ctx: Context, s: State, code: number): void {
  const u = unitOf(code);
  if (u >= ctx.units.length && !(kindOf(code) === ADVANCE_TO && u === NO_UNIT))
    throw new RulesError('unknown-unit', '2.5', `No unit ${u}`);
  switch (kindOf(code)) {
    case MOVE:
      return movement.move(ctx, s, u, argOf(code), null);
    case CROSS:
      return movement.cross(ctx, s, u, null);
    case ATTACK: {
      const n = attackersOf(ctx, s, code, named);
      if (n === 0) throw new RulesError('no-attackers', '5.5', 'Name at least one attacking unit');
      combat.attack(ctx, s, named, n, u, (argOf(code) & WITH_ARTILLERY) !== 0, null);
      return;
    }
    case BOMBARD:
      combat.bombard(ctx, s, u, null);
      return;
    case RETREAT_TO:
      return resolution.retreat(ctx, s, u, argOf(code), null);
    case ADVANCE_TO:
      return resolution.advance(ctx, s, u === NO_UNIT ? -1 : u, argOf(code), null);
    case EXCHANGE_UNITS:
      return resolution.exchange(ctx, s, named, exchangedOf(s, code, named), null);
    case END:
      return endPhase(ctx, s, null);
    default:
      throw new RulesError('bad-action', '', `Unknown action code ${code}`);
  }
}
