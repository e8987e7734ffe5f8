// The shape of every Across Suez action (record.ts), checked before any
// rule looks at it (src/engine/action-shape.ts): ids where ids go, lists
// where lists go, and artillery support (13.4) given as true or false — a
// truthy 1 would be refused by the rules and yet written "artillery" in
// the record. A malformed action is a RulesError naming the field.
import { checkActionShape, type ActionShapes } from '../../engine/action-shape.js';
import type { Context } from './context.js';

const SHAPES: ActionShapes = {
  move: { unit: 'unit', hex: 'hex' },
  cross: { unit: 'unit' },
  attack: { attackers: 'units', defender: 'unit', artillery: 'flag?' },
  bombard: { target: 'unit' },
  retreat: { unit: 'unit', hex: 'hex' },
  advance: { unit: 'unit|null', hex: 'hex?' },
  exchange: { units: 'units' },
  end: {},
};

/** Throws RulesError unless `a` is an action of a known verb with fields of the right types (2.5: the units). */
export function checkShape(ctx: Context, a: unknown): void {
  checkActionShape(a, SHAPES, { unitRule: '2.5', unit: (id) => ctx.unitIndex.has(id) });
}
