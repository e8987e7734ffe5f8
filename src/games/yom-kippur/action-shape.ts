// The shape of every action (types.ts) checked before any rule looks at it:
// a page script may pass anything, and no module should meet a number where
// it expects a counter id or a string where it expects a list. A malformed
// action is a RulesError ('bad-action') naming the field; the game is unchanged.
import { RulesError } from '../../engine/rules-error.js';

type Field = 'id' | 'id?' | 'id|null' | 'ids';

const SHAPES: Record<string, Record<string, Field>> = {
  place: { unit: 'id', hex: 'id' },
  move: { unit: 'id', hex: 'id' },
  aircraft: { unit: 'id', hex: 'id' },
  drop: { unit: 'id', hex: 'id' },
  heli: { unit: 'id', hex: 'id' },
  retreat: { unit: 'id', hex: 'id' },
  exit: { unit: 'id' },
  'sam-mov': { unit: 'id' },
  'sam-ready': { unit: 'id' },
  recover: { unit: 'id' },
  reduce: { unit: 'id' },
  bomb: { aircraft: 'id', target: 'id' },
  fire: { sam: 'id|null', aircraft: 'id?' },
  attack: { attackers: 'ids', defenders: 'ids', artillery: 'ids' },
  support: { artillery: 'ids' },
  advance: { unit: 'id|null', hex: 'id?' },
  end: {},
};

const isId = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.length <= 40;

function fits(v: unknown, f: Field): boolean {
  switch (f) {
    case 'id':
      return isId(v);
    case 'id?':
      return v === undefined || isId(v);
    case 'id|null':
      return v === null || isId(v);
    case 'ids':
      return Array.isArray(v) && v.length <= 16 && v.every(isId);
  }
}

/** Throws RulesError unless `a` is an action of a known verb with fields of the right types. */
export function checkShape(a: unknown): void {
  const type = (a as { type?: unknown } | null)?.type;
  const shape = typeof type === 'string' && Object.hasOwn(SHAPES, type) ? SHAPES[type]! : undefined;
  if (!shape) throw new RulesError('bad-action', '', `Unknown action ${JSON.stringify(type)?.slice(0, 40)}`);
  for (const [field, f] of Object.entries(shape)) {
    if (!fits((a as Record<string, unknown>)[field], f)) {
      throw new RulesError('bad-action', '', `${type}: ${field} must be ${f === 'ids' ? 'a list of ids' : 'an id'}`);
    }
  }
}
