// The shape of every Yom Kippur action (types.ts), checked before any rule
// looks at it (src/engine/action-shape.ts): each verb's fields, and the kind
// of counter each may name — a unit that advances or retreats is a ground
// unit, an aircraft flies, a SAM moves its marker. A malformed action is a
// RulesError naming the field; the game is unchanged.
import { checkActionShape, type ActionShapes } from '../../engine/action-shape.js';
import type { Context } from './context.js';
import type { UnitKind } from './types.js';

const SHAPES: ActionShapes = {
  place: { unit: 'unit', hex: 'hex' },
  move: { unit: 'unit', hex: 'hex' },
  aircraft: { unit: 'unit', hex: 'hex' },
  drop: { unit: 'unit', hex: 'hex' },
  heli: { unit: 'unit', hex: 'hex' },
  retreat: { unit: 'unit', hex: 'hex' },
  exit: { unit: 'unit' },
  'sam-mov': { unit: 'unit' },
  'sam-ready': { unit: 'unit' },
  recover: { unit: 'unit' },
  reduce: { unit: 'unit' },
  bomb: { aircraft: 'unit', target: 'unit' },
  fire: { sam: 'unit|null', aircraft: 'unit?' },
  attack: { attackers: 'units', defenders: 'hexes', artillery: 'units' },
  support: { artillery: 'units' },
  advance: { unit: 'unit|null', hex: 'hex?' },
  bridge: { hex: 'hex' },
  'remove-bridge': { hex: 'hex' },
  end: {},
};

/** The kinds of counter a verb's field names, where it is not any counter (B-C, B-M, B-N). */
const KINDS: Readonly<Record<string, readonly UnitKind[]>> = {
  'move.unit': ['ground', 'sam'], // B-M.2: a SAM relocates
  'exit.unit': ['ground'],
  'drop.unit': ['ground'],
  'heli.unit': ['ground'],
  'retreat.unit': ['ground'],
  'advance.unit': ['ground'],
  'attack.attackers': ['ground'],
  'attack.artillery': ['ground'],
  'support.artillery': ['ground'],
  'aircraft.unit': ['aircraft'],
  'bomb.aircraft': ['aircraft'],
  'fire.aircraft': ['aircraft'],
  'fire.sam': ['sam'],
  'sam-mov.unit': ['sam'],
  'sam-ready.unit': ['sam'],
};

/** Throws RulesError unless `a` is an action of a known verb, its fields of the right types and kinds. */
export function checkShape(ctx: Context, a: unknown): void {
  checkActionShape(a, SHAPES, {
    unitRule: '',
    unit(id, verb, field) {
      const u = ctx.unitIndex.get(id);
      const kinds = KINDS[`${verb}.${field.replace(/\[\d+\]$/, '')}`];
      return u !== undefined && (!kinds || kinds.includes(ctx.units[u]!.kind));
    },
  });
}
