// Yom Kippur's actions as integers: the verb in the low 5 bits, a counter
// in the next 8 (0xff: none), an argument above (a hex or a counter, plus
// one, so that 0 stands for "none named"; an attack or a support list by its
// number in a table of the context). The search lists, picks and applies
// codes with no object; the public API's actions (types.ts) are their
// translation both ways (actionOf, codeOf), over the same rule functions
// (apply.ts).
//
// Compound actions are interned (interned-actions.ts): an attack (its
// attackers, defending hexes and artillery, B-I.1, B-L.1) and a defensive
// support list (B-L.2) are kept in a table of the game definition the first
// time legalCodes lists them, and handed out again by number. An attack given
// as data that was never listed (a legal subset a page names, or a refused
// one) takes entry 0, which holds the last such action until the next: Match
// applies a code at once after asking for it.
import type { Outcome } from '../../engine/contract.js';
import { perContext } from '../../engine/per-context.js';
import { RulesError } from '../../engine/rules-error.js';
import { checkShape } from './action-shape.js';
import type { AttackPlan } from './combat/declare.js';
import type { Context } from './context.js';
import {
  askedPlan,
  askedVolley,
  entryOf,
  internPlan,
  internVolley,
  isKept,
  madeFor,
  planAt,
  volleyAt,
} from './interned-actions.js';
import type { Action } from './types.js';

export const END = 0,
  PLACE = 1,
  MOVE = 2,
  EXIT = 3,
  SAM_MOV = 4,
  SAM_READY = 5,
  RECOVER = 6,
  AIRCRAFT = 7,
  DROP = 8,
  HELI = 9,
  BOMB = 10,
  FIRE = 11,
  ATTACK = 12,
  SUPPORT = 13,
  RETREAT_TO = 14,
  REDUCE = 15,
  ADVANCE_TO = 16,
  BRIDGE = 17,
  REMOVE_BRIDGE = 18;

/** Each kind's verb (types.ts Action['type']). */
export const VERBS = [
  'end',
  'place',
  'move',
  'exit',
  'sam-mov',
  'sam-ready',
  'recover',
  'aircraft',
  'drop',
  'heli',
  'bomb',
  'fire',
  'attack',
  'support',
  'retreat',
  'reduce',
  'advance',
  'bridge',
  'remove-bridge',
] as const;

/** The outcome of an action that rolls nothing (one object, never written). */
export const NO_OUTCOME: Outcome = Object.freeze({});

/** The unit field when no counter is named (no SAM fires, no unit advances). */
export const NO_UNIT = 0xff;

/** A code: `arg` is a hex or counter number (-1: none), stored plus one. */
export const encode = (kind: number, unit = -1, arg = -1): number =>
  kind | ((unit < 0 ? NO_UNIT : unit) << 5) | ((arg + 1) << 13);
/** A code with no argument given its argument (a hex or counter): encode(kind, unit, arg) from encode(kind, unit). */
export const withArg = (code: number, arg: number): number => code | ((arg + 1) << 13);
export const kindOf = (code: number): number => code & 31;
/** Whether a code names an interned attack or support list. */
const compound = (code: number): boolean => kindOf(code) === ATTACK || kindOf(code) === SUPPORT;
/** The counter a code names, -1 none. */
export const unitOf = (code: number): number => {
  const u = (code >> 5) & 0xff;
  return u === NO_UNIT ? -1 : u;
};
/** The hex or counter of the argument, -1 none; an attack's or a support's table number. */
export const argOf = (code: number): number => (code >>> 13) - 1;

/** The code of attack `plan`, interned (for legalCodes: the plan is kept, not copied). */
export const attackCode = (ctx: Context, plan: AttackPlan): number => encode(ATTACK, -1, internPlan(ctx, plan));

/** The code of a defensive support list, interned (B-L.2). */
export const supportCode = (ctx: Context, artillery: number[]): number =>
  encode(SUPPORT, -1, internVolley(ctx, artillery));

/** The attack an ATTACK code stands for. */
export const planOf = (ctx: Context, code: number): AttackPlan => planAt(ctx, argOf(code));
/** The artillery a SUPPORT code names. */
export const volleyOf = (ctx: Context, code: number): number[] => volleyAt(ctx, argOf(code));

/** Rows of the table of actions made: a verb (5 bits) and a counter (8 bits). */
const ROWS = 0x2000;

/**
 * Per game definition: the action of every code translated so far, by verb
 * and counter, then by argument; and the code of each action actionOf made
 * and handed out, frozen: given back to apply, it names that code without
 * its shape and names checked again.
 */
const translated = perContext((_: Context) => ({
  // dense from the start: an array written first at a high index is kept as a dictionary, slow to read
  actions: new Array<(Action | undefined)[] | undefined>(ROWS).fill(undefined),
  codes: new WeakMap<Action, number>(),
}));

/**
 * The public API's action for a code. The same code always stands for the
 * same action (an attack's and a support's by their entry while its
 * generation is kept, except entry 0), so each is made once and handed out
 * again, frozen.
 */
export function actionOf(ctx: Context, code: number): Action {
  const made = translated(ctx).actions;
  const row = code & (ROWS - 1); // the verb and the counter
  const at = code >>> 13; // the argument plus one
  const kind = kindOf(code);
  if (kind === ATTACK || kind === SUPPORT) {
    const n = at - 1;
    if (entryOf(n) === 0) return deepFreeze(makeAction(ctx, code)); // the unlisted one, made anew
    return (madeFor(ctx, n, kind === SUPPORT)[entryOf(n)] ??= kept(ctx, code));
  }
  // a row's arguments: hexes or counters (plus one)
  const actions = (made[row] ??= new Array<Action | undefined>(Math.max(ctx.board.hexCount, ctx.units.length) + 1).fill(
    undefined,
  ));
  return (actions[at] ??= kept(ctx, code));
}

/** A code's action, made and frozen, whose code codeOf then knows without reading it. */
function kept(ctx: Context, code: number): Action {
  const a = deepFreeze(makeAction(ctx, code));
  translated(ctx).codes.set(a, code);
  return a;
}

/** The action and its lists frozen (an attack's and a support's: the only actions with lists). */
function deepFreeze(a: Action): Action {
  if (a.type === 'attack') [a.attackers, a.defenders, a.artillery].forEach(Object.freeze);
  else if (a.type === 'support') Object.freeze(a.artillery);
  return Object.freeze(a);
}

function makeAction(ctx: Context, code: number): Action {
  const units = ctx.units;
  const u = unitOf(code);
  const kind = kindOf(code);
  switch (kind) {
    case PLACE:
    case MOVE:
    case AIRCRAFT:
    case DROP:
    case HELI:
    case RETREAT_TO:
      return { type: VERBS[kind] as 'move', unit: units[u]!.id, hex: ctx.board.id(argOf(code)) };
    case EXIT:
    case SAM_MOV:
    case SAM_READY:
    case RECOVER:
    case REDUCE:
      return { type: VERBS[kind] as 'exit', unit: units[u]!.id };
    case BOMB:
      return { type: 'bomb', aircraft: units[u]!.id, target: units[argOf(code)]!.id };
    case FIRE:
      return u < 0
        ? { type: 'fire', sam: null }
        : { type: 'fire', sam: units[u]!.id, aircraft: units[argOf(code)]!.id };
    case ATTACK: {
      const p = planOf(ctx, code);
      return {
        type: 'attack',
        attackers: p.attackers.map((x) => units[x]!.id),
        defenders: p.hexes.map((h) => ctx.board.id(h)),
        artillery: p.artillery.map((x) => units[x]!.id),
      };
    }
    case SUPPORT:
      return { type: 'support', artillery: volleyOf(ctx, code).map((x) => units[x]!.id) };
    case BRIDGE:
    case REMOVE_BRIDGE:
      return { type: VERBS[kind] as 'bridge', hex: ctx.board.id(ctx.bridges[argOf(code)]!.east) };
    case ADVANCE_TO:
      return u < 0
        ? { type: 'advance', unit: null }
        : { type: 'advance', unit: units[u]!.id, hex: ctx.board.id(argOf(code)) };
    default:
      return { type: 'end' };
  }
}

/** A counter named by id, or the refusal the public API has always given (rules.ts's unitArg). */
function knownUnit(ctx: Context, id: string): number {
  const u = ctx.unitIndex.get(id);
  if (u === undefined) throw new RulesError('unknown-unit', '', `No counter ${id.slice(0, 40)}`);
  return u;
}

function knownHex(ctx: Context, id: string): number {
  const h = ctx.board.index(id);
  if (!ctx.board.onMap(h)) throw new RulesError('off-map', '', `${id.slice(0, 40)} is not a hex of the map`);
  return h;
}

/** A counter or -1: the rule then refuses it in its own words. */
const unitOrNone = (ctx: Context, id: string | null | undefined): number =>
  id == null ? -1 : (ctx.unitIndex.get(id) ?? -1);
const hexOrNone = (ctx: Context, id: string | undefined): number => {
  const h = id === undefined ? -1 : ctx.board.index(id);
  return ctx.board.onMap(h) ? h : -1;
};

/** The code of an action given as data (the shape checked first: RulesError 'bad-action'). */
export function codeOf(ctx: Context, action: Action): number {
  const made = translated(ctx).codes.get(action);
  // an attack or support handed out long ago may name a generation no longer kept: coded again from its shape
  if (made !== undefined && (!compound(made) || isKept(ctx, argOf(made)))) return made;
  checkShape(ctx, action);
  switch (action.type) {
    case 'place':
    case 'move':
      return encode(VERBS.indexOf(action.type), knownUnit(ctx, action.unit), knownHex(ctx, action.hex));
    case 'exit':
    case 'sam-mov':
    case 'sam-ready':
    case 'recover':
      return encode(VERBS.indexOf(action.type), knownUnit(ctx, action.unit));
    case 'drop':
    case 'heli': {
      const u = ctx.unitIndex.get(action.unit);
      if (u === undefined) throw new RulesError('unknown-unit', 'B-O', `No counter ${action.unit}`);
      return encode(VERBS.indexOf(action.type), u, hexOrNone(ctx, action.hex));
    }
    case 'aircraft':
    case 'retreat':
      return encode(VERBS.indexOf(action.type), unitOrNone(ctx, action.unit), hexOrNone(ctx, action.hex));
    case 'reduce':
      return encode(REDUCE, unitOrNone(ctx, action.unit));
    case 'bomb':
      return encode(BOMB, unitOrNone(ctx, action.aircraft), unitOrNone(ctx, action.target));
    case 'fire':
      return action.sam === null
        ? encode(FIRE)
        : encode(FIRE, unitOrNone(ctx, action.sam), unitOrNone(ctx, action.aircraft));
    case 'bridge':
    case 'remove-bridge': {
      // A-E: a bridge site by its east-bank hex; a hex that is none is the rule's to refuse
      const h = hexOrNone(ctx, action.hex);
      return encode(
        VERBS.indexOf(action.type),
        -1,
        ctx.bridges.findIndex((b) => b.east === h),
      );
    }
    case 'advance':
      return action.unit === null
        ? encode(ADVANCE_TO)
        : encode(ADVANCE_TO, unitOrNone(ctx, action.unit), hexOrNone(ctx, action.hex));
    case 'attack': {
      const plan: AttackPlan = {
        attackers: action.attackers.map((x) => unitOrNone(ctx, x)),
        hexes: action.defenders.map((h) => ctx.board.index(h)),
        artillery: action.artillery.map((x) => unitOrNone(ctx, x)),
      };
      return encode(ATTACK, -1, askedPlan(ctx, plan));
    }
    case 'support': {
      const artillery = action.artillery.map((x) => unitOrNone(ctx, x));
      return encode(SUPPORT, -1, askedVolley(ctx, artillery));
    }
    default:
      return encode(END);
  }
}
