// Actions as integers for the search: the verb in the low 4 bits, a unit in
// the next 8, an argument above (a hex; an attack's attackers as the
// directions around the defender, with artillery; an exchange's losses as
// a subset of the units that attacked). The search lists, picks and applies
// them with no object; the public API's actions (record.ts) are a thin
// translation both ways, over the same rule functions (apply.ts).
import type { Context } from './context.js';
import type { State } from './state.js';
import type { Action } from './record.js';
import { stageUnit, stageUnitCount } from './pending.js';
import { unitAt } from './units.js';
import { hexArg, unitArg, unitsArg } from './args.js';
import { checkShape } from './action-shape.js';
import { attackError } from './combat.js';
import { RulesError } from '../../engine/rules-error.js';

export const MOVE = 1,
  CROSS = 2,
  ATTACK = 3,
  BOMBARD = 4,
  RETREAT_TO = 5,
  ADVANCE_TO = 6,
  EXCHANGE_UNITS = 7,
  END = 8;

/** The unit field of an advance that declines (6.5: advancing is optional). */
export const NO_UNIT = 0xff;
/** An advance's argument when the action names no hex: the only hex vacated, if there is one (6.5). */
export const ANY_HEX = (1 << 19) - 1;
/** An attack's argument: bit 6 asks for artillery support (13.3), bits 0–5 the directions of the attackers. */
export const WITH_ARTILLERY = 1 << 6;

export const encode = (kind: number, unit = 0, arg = 0): number => kind | (unit << 4) | (arg << 12);
export const kindOf = (code: number): number => code & 15;
export const unitOf = (code: number): number => (code >> 4) & 0xff;
export const argOf = (code: number): number => code >> 12;

/**
 * The attackers of an attack code, in unit order (the order a player names
 * them in; a stage lists them so), into `out`; returns how many (0: a
 * direction holds no unit, so the code is no attack).
 */
export function attackersOf(ctx: Context, s: State, code: number, out: Int16Array | number[]): number {
  const defenderHex = s.hex[unitOf(code)]!;
  const dirs = argOf(code);
  let n = 0;
  for (let d = 0; d < 6; d++) {
    if (!(dirs & (1 << d))) continue;
    const a = defenderHex < 0 ? -1 : unitAt(ctx, s, ctx.board.neighbour(defenderHex, d));
    if (a < 0) return 0;
    let i = n++;
    for (; i > 0 && out[i - 1]! > a; i--) out[i] = out[i - 1]!; // insertion: six at most
    out[i] = a;
  }
  return n;
}

/** The units an exchange code gives up (a subset of the pending stage's), into `out`; returns how many. */
export function exchangedOf(s: State, code: number, out: Int16Array | number[]): number {
  const mask = argOf(code);
  let n = 0;
  for (let k = 0; k < stageUnitCount(s, 0); k++) if (mask & (1 << k)) out[n++] = stageUnit(s, 0, k);
  return n;
}

/** The public API's action for a code, in state `s` (where it was listed). */
export function actionOf(ctx: Context, s: State, code: number): Action {
  const id = (u: number) => ctx.units[u]!.id;
  const hex = () => ctx.board.id(argOf(code));
  const u = unitOf(code);
  switch (kindOf(code)) {
    case MOVE:
      return { type: 'move', unit: id(u), hex: hex() };
    case CROSS:
      return { type: 'cross', unit: id(u) };
    case ATTACK: {
      const list: number[] = [];
      list.length = attackersOf(ctx, s, code, list);
      return {
        type: 'attack',
        attackers: list.map(id),
        defender: id(u),
        artillery: (argOf(code) & WITH_ARTILLERY) !== 0,
      };
    }
    case BOMBARD:
      return { type: 'bombard', target: id(u) };
    case RETREAT_TO:
      return { type: 'retreat', unit: id(u), hex: hex() };
    case ADVANCE_TO:
      return u === NO_UNIT ? { type: 'advance', unit: null } : { type: 'advance', unit: id(u), hex: hex() };
    case EXCHANGE_UNITS: {
      const list: number[] = [];
      list.length = exchangedOf(s, code, list);
      return { type: 'exchange', units: list.map(id) };
    }
    default:
      return { type: 'end' };
  }
}

/**
 * The code of an action given as data (ids checked and turned into indices:
 * RulesError for an unknown one), in state `s`. An attack names its
 * attackers by the directions around the defender, an exchange by the
 * units of the pending stage: an attack that no directions say (an attacker
 * not adjacent, named twice, a defender off the map) is refused here with
 * the rules' own reason, an exchange that no subset says gets a code the
 * rules refuse (resolution.ts).
 */
export function codeOf(ctx: Context, s: State, action: Action): number {
  checkShape(ctx, action);
  switch (action.type) {
    case 'move':
      return encode(MOVE, unitArg(ctx, action.unit), hexArg(ctx, action.hex));
    case 'cross':
      return encode(CROSS, unitArg(ctx, action.unit));
    case 'attack': {
      const attackers = unitsArg(ctx, action.attackers, 'attackers');
      return attackCode(ctx, s, attackers, unitArg(ctx, action.defender), action.artillery === true);
    }
    case 'bombard':
      return encode(BOMBARD, unitArg(ctx, action.target));
    case 'retreat':
      return encode(RETREAT_TO, unitArg(ctx, action.unit), hexArg(ctx, action.hex));
    case 'advance': {
      const unit = action.unit === null ? NO_UNIT : unitArg(ctx, action.unit);
      return encode(ADVANCE_TO, unit, action.hex === undefined ? ANY_HEX : hexArg(ctx, action.hex));
    }
    case 'exchange':
      return encode(EXCHANGE_UNITS, 0, exchangeMask(s, unitsArg(ctx, action.units, 'exchange')));
    case 'end':
      return encode(END);
    default:
      throw new RulesError(
        'bad-action',
        '',
        `Unknown action ${JSON.stringify((action as { type: unknown }).type)?.slice(0, 40)}`,
      );
  }
}

/** The attackers a code says, decoded to check it. */
const decoded = new Int16Array(6);

/** An attack's code: each attacker by its direction from the defender; refused with the rules' reason when none says it. */
function attackCode(ctx: Context, s: State, attackers: number[], defender: number, artillery: boolean): number {
  const at = s.hex[defender]!;
  let dirs = 0;
  let said = at >= 0 && attackers.length > 0;
  for (let i = 0; i < attackers.length && said; i++) {
    const d = ctx.board.direction(at, s.hex[attackers[i]!]!);
    said = d >= 0 && (dirs & (1 << d)) === 0;
    dirs |= 1 << d;
  }
  const code = encode(ATTACK, defender, dirs | (artillery ? WITH_ARTILLERY : 0));
  // the code says these attackers when the units its directions find are they (no other unit in their hexes)
  if (said && attackersOf(ctx, s, code, decoded) === attackers.length)
    for (let i = 0; i < attackers.length && said; i++) said = decoded.includes(attackers[i]!);
  else said = false;
  if (said) return code;
  throw (
    attackError(ctx, s, attackers, attackers.length, defender, artillery) ??
    new RulesError('not-adjacent', '5.0', 'Attack from the hexes around the defender')
  );
}

/** An exchange's units as a subset of the pending stage's; 0 (no subset, which the rules refuse) when they are not one. */
function exchangeMask(s: State, units: number[]): number {
  let mask = 0;
  for (const u of units) {
    let k = 0;
    while (k < stageUnitCount(s, 0) && stageUnit(s, 0, k) !== u) k++;
    if (k === stageUnitCount(s, 0) || mask & (1 << k)) return 0;
    mask |= 1 << k;
  }
  return mask;
}
