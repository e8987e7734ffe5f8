// Input from outside — a page's script, a pasted position, a record — is
// checked for its shape before any game's rules look at it: plain data of
// bounded size, no key that names a prototype, no key a game does not know.
// Errors quote at most QUOTE_MAX characters of what they refuse, so a
// 10 MB hex gives a one-line message.

/** The most characters of refused input an error message quotes. */
export const QUOTE_MAX = 80;

/** Keys that reach an object's prototype when assigned: never a field of a game's data. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** How deep, how long and how many: more than any position or action of a game needs. */
export const DATA_LIMITS = { depth: 12, items: 5000, text: 2000 };

/** A text cut to `max` characters, with "…" where it was cut. */
export function clip(text: string, max = QUOTE_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Any value as a short quote for a message: strings in quotes, never more than QUOTE_MAX characters, never throws. */
export function quote(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(clip(v));
  if (typeof v === 'bigint') return clip(`${v}n`);
  if (typeof v === 'symbol' || typeof v === 'function') return `a ${typeof v}`;
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'object' && v !== null) return 'an object';
  return clip(String(v));
}

/** The field's name in a message: keys quoted when they are not plain words. */
export function fieldName(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const k = /^[A-Za-z0-9_-]{1,40}$/.test(key) ? key : quote(key);
  return parent ? `${parent}.${k}` : k;
}

/**
 * Why `v` is not plain data (null, booleans, finite numbers, strings,
 * arrays and plain objects within DATA_LIMITS, no prototype key), with the
 * field at fault; null when it is.
 */
export function notPlainData(v: unknown, field = ''): { field: string; why: string } | null {
  const why = plainFault(v, 0);
  if (why === null) return null;
  // the field's name made only for a refusal: its keys from the outermost in
  let name = field;
  for (let i = faultPath.length - 1; i >= 0; i--) name = fieldName(name, faultPath[i]!);
  return { field: name, why };
}

/** The keys down to the last fault plainFault found, innermost first. */
const faultPath: (string | number)[] = [];

/** notPlainData's test: the fault's words, with its keys in faultPath, or null. */
function plainFault(v: unknown, depth: number): string | null {
  if (depth === 0) faultPath.length = 0;
  switch (typeof v) {
    case 'string':
      return v.length > DATA_LIMITS.text ? `is longer than ${DATA_LIMITS.text} characters` : null;
    case 'number':
      return Number.isFinite(v) ? null : `${String(v)} is not a finite number`;
    case 'boolean':
    case 'undefined':
      return null;
    case 'bigint':
    case 'symbol':
    case 'function':
      return `is ${quote(v)}, not plain data`;
  }
  if (v === null) return null;
  if (depth >= DATA_LIMITS.depth) return `nests deeper than ${DATA_LIMITS.depth} levels`;
  if (Array.isArray(v)) {
    if (v.length > DATA_LIMITS.items) return `has more than ${DATA_LIMITS.items} items`;
    for (let i = 0; i < v.length; i++) {
      const bad = plainFault(v[i], depth + 1);
      if (bad !== null) return faultAt(i, bad);
    }
    return null;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return 'is not a plain object';
  if (Object.getOwnPropertySymbols(v as object).length) return 'has a symbol key';
  const keys = Object.keys(v as object);
  if (keys.length > DATA_LIMITS.items) return `has more than ${DATA_LIMITS.items} keys`;
  for (const k of keys) {
    if (PROTOTYPE_KEYS.has(k)) return faultAt(k, 'names a prototype, not a field');
    const bad = plainFault((v as Record<string, unknown>)[k], depth + 1);
    if (bad !== null) return faultAt(k, bad);
  }
  return null;
}

function faultAt(key: string | number, why: string): string {
  faultPath.push(key);
  return why;
}

/** The first key of `o` that is not one of `known`, or null. */
export function unknownKey(o: object, known: readonly string[]): string | null {
  for (const k of Object.keys(o)) if (!known.includes(k)) return k;
  return null;
}

/** `table[key]` when the table itself has that key (never a prototype's member such as toString). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
