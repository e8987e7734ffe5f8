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
