// The combat phase's records and the decision the game waits for, in Yom
// Kippur's compact position string (position-code.ts). Both are the combat
// and air modules' own objects (state.ts: CombatRecord, Pending), copied into
// a position as JSON; here each is a row of fields in a fixed order, split by
// ":", lists split by ".":
//
//   c=combat:il-14-armd.il-460-armd:eg-90-inf:0612::::::4:DR:re1.eg-90-inf>a
//     mode : attackers : defenders : hexes : attacking artillery : defending artillery
//     : pledged (B-I.1 a) : owed (B-I.1 b) : retreated (B-I.3 e) : die : result : queue
//     queue: the decisions the result leaves (B-I.3), ">" between them:
//       r<side><hexes>.<units> retreat, l<side><count>.<units> losses (T003 EX), a the advance (B-I.3 g)
//   p=re:0:2:eg-90-inf     a pending decision: its kind's letter and the deciding side's, then its fields:
//       s support (B-L.2): combat          r retreat (B-I.3): combat, hexes, units
//       l losses (T003 EX): combat, count, units   a advance (B-I.3 g): combat, units, hexes
//       b bomb (B-M.3): aircraft, target   f sam-fire (T003[Air]): none
//
// A field the tables below do not name is refused when writing, so a field
// the combat module adds one day cannot be dropped without a failing test.
import { PositionError } from '../../engine/position-text.js';
import type { Context } from './context.js';
import { COMBAT_FIELDS } from './position-check.js';

/**
 * How a field is written. The position's JSON names some counters by id
 * (`units`, `unit`) and keeps others as the combat module's counter numbers
 * (`numbers`: positions copy those lists as they are); the string names both by id.
 */
type Kind = 'units' | 'numbers' | 'unit' | 'hexes' | 'count' | 'word' | 'queue';
type Fields = readonly (readonly [name: string, kind: Kind])[];

const COMBAT: Fields = [
  ['mode', 'word'],
  ['attackers', 'units'],
  ['defenders', 'units'],
  ['hexes', 'hexes'],
  ['attackArtillery', 'units'],
  ['defenceArtillery', 'units'],
  ['pledged', 'numbers'],
  ['owed', 'numbers'],
  ['retreated', 'numbers'],
  ['die', 'count'],
  ['result', 'word'],
  ['queue', 'queue'],
];

const PENDING: Readonly<Record<string, { letter: string; fields: Fields }>> = {
  support: { letter: 's', fields: [['combat', 'count']] },
  retreat: {
    letter: 'r',
    fields: [
      ['combat', 'count'],
      ['hexes', 'count'],
      ['units', 'units'],
    ],
  },
  losses: {
    letter: 'l',
    fields: [
      ['combat', 'count'],
      ['count', 'count'],
      ['units', 'units'],
    ],
  },
  advance: {
    letter: 'a',
    fields: [
      ['combat', 'count'],
      ['units', 'units'],
      ['hexes', 'hexes'],
    ],
  },
  bomb: {
    letter: 'b',
    fields: [
      ['aircraft', 'unit'],
      ['target', 'unit'],
    ],
  },
  'sam-fire': { letter: 'f', fields: [] },
};

type Json = Record<string, unknown>;
/** Words written as they are: a mode, a result code (T001, T003: "Dr*", "EX1", "-"). */
const WORD = /^[A-Za-z0-9*-]*$/;

/** A side's letter: its id's initial (the sides' initials differ: e, i). */
export const sideLetter = (ctx: Context, side: number): string => ctx.sides[side]![0]!;

/** The side (its number) a letter names; PositionError naming the field otherwise. */
export function sideOfLetter(ctx: Context, letter: string, field: string): number {
  const i = ctx.sides.findIndex((s) => s[0] === letter);
  if (i < 0) throw new PositionError(field, `"${letter}" is not a side (${ctx.sides.map((s) => s[0]).join(' or ')})`);
  return i;
}

function unitNumber(ctx: Context, id: string, field: string): number {
  const u = ctx.unitIndex.get(id);
  if (u === undefined) throw new PositionError(field, `no counter ${id}`);
  return u;
}

/** A counter's id, once it is known to be one (the JSON names these by id). */
function knownId(ctx: Context, id: string, field: string): string {
  unitNumber(ctx, id, field);
  return id;
}

const list = (text: string): string[] => (text ? text.split('.') : []);

function writeField(ctx: Context, value: unknown, kind: Kind, field: string): string {
  if (value === undefined) return '';
  const id = (u: number) => ctx.units[u]!.id;
  switch (kind) {
    case 'units':
    case 'hexes':
      return (value as string[]).join('.');
    case 'numbers':
      return (value as number[]).map(id).join('.');
    case 'unit':
    case 'count':
      return String(value);
    case 'word':
      if (!WORD.test(String(value))) throw new PositionError(field, `"${String(value)}" has no compact form`);
      return String(value);
    case 'queue':
      return (value as Json[]).map((stage) => stageText(ctx, stage, field)).join('>');
  }
}

function readField(ctx: Context, text: string, kind: Kind, field: string): unknown {
  switch (kind) {
    case 'units':
      return list(text).map((u) => knownId(ctx, u, field));
    case 'hexes':
      return list(text);
    case 'numbers':
      return list(text).map((u) => unitNumber(ctx, u, field));
    case 'unit':
      return text ? knownId(ctx, text, field) : undefined;
    case 'count':
      if (text === '') return undefined;
      if (!/^\d+$/.test(text)) throw new PositionError(field, `"${text}" must be a whole number`);
      return Number(text);
    case 'word':
      return text === '' ? undefined : text;
    case 'queue':
      return text ? text.split('>').map((stage) => stageFrom(ctx, stage, field)) : [];
  }
}

/** A row of fields: every key of the object must have its place. */
function writeRow(ctx: Context, o: Json, fields: Fields, field: string): string[] {
  for (const key of Object.keys(o)) {
    if (!fields.some(([name]) => name === key) && key !== 'kind' && key !== 'side')
      throw new PositionError(`${field}.${key}`, 'has no place in the compact string');
  }
  const cells = fields.map(([name, kind]) => writeField(ctx, o[name], kind, `${field}.${name}`));
  while (cells.length && cells.at(-1) === '') cells.pop();
  return cells;
}

function readRow(ctx: Context, cells: string[], fields: Fields, field: string): Json {
  if (cells.length > fields.length)
    throw new PositionError(field, `has ${cells.length} fields, at most ${fields.length}`);
  const out: Json = {};
  fields.forEach(([name, kind], i) => {
    const value = readField(ctx, cells[i] ?? '', kind, `${field}.${name}`);
    if (value !== undefined) out[name] = value;
  });
  return out;
}

/** A combat record (CombatRecord, combat/resolve.ts's Combat) as it is written after "c=". */
export const combatText = (ctx: Context, c: Json, i: number): string =>
  writeRow(ctx, c, COMBAT, `combat[${i}]`).join(':');

/** A combat read back, its fields in the order they are written (position-check.ts's COMBAT_FIELDS): the JSON read back is the JSON written. */
export function combatFrom(ctx: Context, text: string, i: number): Json {
  const row = readRow(ctx, text.split(':'), COMBAT, `combat[${i}]`);
  return Object.fromEntries(COMBAT_FIELDS.flatMap((k) => (k in row ? [[k, row[k]]] : [])));
}

/** A decision the result leaves (combat/resolve.ts's Stage): its side and counters are numbers. */
function stageText(ctx: Context, st: Json, field: string): string {
  const ids = ((st['units'] as number[] | undefined) ?? []).map((u) => `.${ctx.units[u]!.id}`).join('');
  if (st['kind'] === 'advance') return 'a';
  const n = st['kind'] === 'retreat' ? st['hexes'] : st['count'];
  if (st['kind'] !== 'retreat' && st['kind'] !== 'losses')
    throw new PositionError(field, `a stage "${String(st['kind'])}" has no compact form`);
  return `${String(st['kind'])[0]}${sideLetter(ctx, st['side'] as number)}${String(n)}${ids}`;
}

function stageFrom(ctx: Context, text: string, field: string): Json {
  if (text === 'a') return { kind: 'advance' };
  const [head = '', ...ids] = text.split('.');
  const m = /^([rl])([a-z])(\d+)$/.exec(head);
  if (!m) throw new PositionError(field, `"${text}" must be a, r<side><hexes>.<units> or l<side><count>.<units>`);
  const side = sideOfLetter(ctx, m[2]!, field);
  const units = ids.map((u) => unitNumber(ctx, u, field));
  const n = Number(m[3]);
  return m[1] === 'r' ? { kind: 'retreat', side, units, hexes: n } : { kind: 'losses', side, count: n, units };
}

/** The pending decision as it is written after "p=" (its side is the side's id in the JSON). */
export function pendingText(ctx: Context, p: Json): string {
  const kind = PENDING[String(p['kind'])];
  if (!kind) throw new PositionError('pending.kind', `"${String(p['kind'])}" has no compact form`);
  const side = sideLetter(ctx, ctx.sideIndex.get(String(p['side']))!);
  return [`${kind.letter}${side}`, ...writeRow(ctx, p, kind.fields, 'pending')].join(':');
}

export function pendingFrom(ctx: Context, text: string): Json {
  const [head = '', ...cells] = text.split(':');
  const entry = Object.entries(PENDING).find(([, k]) => k.letter === head[0]);
  if (!entry || head.length !== 2)
    throw new PositionError(
      'pending',
      `"${head}" must be a kind (${Object.values(PENDING)
        .map((k) => k.letter)
        .join(', ')}) and a side`,
    );
  const [kind, { fields }] = entry;
  const side = ctx.sides[sideOfLetter(ctx, head[1]!, 'pending.side')]!;
  return { kind, side, ...readRow(ctx, cells, fields, 'pending') };
}
