// Unit ids and hex numbers as players and pages give them, checked and
// turned into the indices the rules use; a bad one is a RulesError.
import { RulesError } from '../../engine/rules-error.js';
import { quote } from '../../engine/input-check.js';
import type { Context } from './context.js';

export function unitArg(ctx: Context, id: unknown): number {
  const u = typeof id === 'string' ? ctx.unitIndex.get(id) : undefined;
  if (u === undefined) throw new RulesError('unknown-unit', '2.5', `No unit ${quote(id)}`);
  return u;
}

export function unitsArg(ctx: Context, ids: unknown, what: string): number[] {
  if (!Array.isArray(ids)) throw new RulesError('bad-argument', '', `${what} must be a list of unit ids`);
  return ids.map((id) => unitArg(ctx, id));
}

export function hexArg(ctx: Context, hex: unknown): number {
  const h = typeof hex === 'string' ? ctx.hexIndex.get(hex) : undefined;
  if (h !== undefined) return h; // a hex of the map: looked up, nothing parsed
  if (typeof hex !== 'string' || !/^\d{4}$/.test(hex)) {
    throw new RulesError('bad-hex', '2.1', `${quote(hex)} is not a hex number (CCRR)`);
  }
  throw new RulesError('off-map', '2.1', `${hex} is not a hex of the map`);
}
