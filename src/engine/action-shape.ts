// The shape of a game's actions, checked before any rule looks at one: a
// page script may pass anything, and no rule should meet a number where it
// expects a unit's id, a truthy 1 where it expects true, or an id of
// another kind of counter. Each game declares its verbs' fields; a
// malformed action is a RulesError naming the field, and the game is unchanged.
import { quote } from './input-check.js';
import { RulesError } from './rules-error.js';

/**
 * What a field holds: a unit's id (known to the game, of the kinds it
 * allows), a hex's id (a short text: the game tells a hex off the map), a
 * list of either, true or false; `?` may be left out, `|null` may be null.
 */
export type FieldKind = 'unit' | 'unit?' | 'unit|null' | 'units' | 'hex' | 'hex?' | 'hexes' | 'flag?';

export type ActionShapes = Readonly<Record<string, Readonly<Record<string, FieldKind>>>>;

export interface ShapeLookup {
  /** Is this the id of a unit the field may name? */
  unit(id: string, verb: string, field: string): boolean;
  /** The case that says which units exist, for the refusal ('2.5' in a rulebook's counter list, or ''). */
  readonly unitRule: string;
}

/** No action names more units or hexes than this. */
const MOST_IN_LIST = 16;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 40;

/** Throws RulesError unless `a` is an action of a known verb, each field of the kind its verb says. */
export function checkActionShape(a: unknown, shapes: ActionShapes, lookup: ShapeLookup): void {
  const type = (a as { type?: unknown } | null)?.type;
  const shape = typeof type === 'string' && Object.hasOwn(shapes, type) ? shapes[type]! : undefined;
  if (!shape) throw new RulesError('bad-action', '', `Unknown action ${quote(type)}`);
  const o = a as Record<string, unknown>;
  for (const [field, kind] of Object.entries(shape)) {
    const v = o[field];
    if (kind.endsWith('?') && v === undefined) continue;
    if (kind.endsWith('|null') && v === null) continue;
    const bad = (what: string) =>
      new RulesError('bad-action', '', `${type}: ${field} must be ${what}, not ${quote(v)}`);
    const unit = (id: unknown, f: string) => {
      if (!isText(id)) throw bad('a unit id');
      if (!lookup.unit(id, type as string, f))
        throw new RulesError('unknown-unit', lookup.unitRule, `${type}: ${f} ${quote(id)} is not a unit it may name`);
    };
    switch (kind) {
      case 'flag?':
        if (typeof v !== 'boolean') throw bad('true or false');
        break;
      case 'hex':
      case 'hex?':
        if (!isText(v)) throw bad('a hex');
        break;
      case 'hexes':
        if (!Array.isArray(v) || v.length > MOST_IN_LIST || !v.every(isText)) throw bad('a list of hexes');
        break;
      case 'units':
        if (!Array.isArray(v) || v.length > MOST_IN_LIST) throw bad('a list of unit ids');
        v.forEach((id, i) => unit(id, `${field}[${i}]`));
        break;
      default:
        unit(v, field);
    }
  }
}
