// B-I.2 odds, B-J terrain, B-L artillery, B-P forts: the strengths of a
// combat with every modifier and the case that gives it, the column on the
// attacking side's table (T001 or T003), the die modifier above 6-1, and
// the probability of each result. Pure: it reads the board and the tables,
// never the game's state; the state layer says who fights (fighters.ts).
import { perContext } from '../../../engine/per-context.js';
import type { Context } from '../context.js';
import { ratio, revisedTables, standardTables, type OddsRules, type SideId, type TableSet } from './tables.js';

/** A counter in a combat, as the state layer sees it. */
export interface Fighter {
  id: string;
  side: SideId;
  /** units.json type, or 'fort' / 'sam'. */
  type: string;
  /** Its CF on the face it shows; for supporting artillery, its fire value (B-L). */
  cf: number;
  reduced: boolean;
  hex: number;
  /** Halvings from the state (B-O.1 dropped, B-O.2 heliborne, B-G.4b canal crossing, B-G.5b raft landing). */
  halved?: { case: string; why: string }[];
  /** B-I.3 retreat e): retreated into the hex this phase: adds no CF, shares the result. */
  addsNothing?: boolean;
}

export interface CombatSpec {
  tables: TableSet;
  attackers: Fighter[];
  /** B-L.1 offensive artillery fire. */
  support: Fighter[];
  /** Every counter in the defending hexes. */
  defenders: Fighter[];
  /** B-L.2 defensive artillery fire. */
  defensiveSupport: Fighter[];
}

export interface Modifier {
  case: string;
  side: 'attack' | 'defence';
  what: string;
  /** Change to that side's total, in CF. */
  value: number;
  unit?: string;
  hex?: string;
}

export interface CombatOdds {
  tables: TableSet;
  /** Whose CRT is read (B-I.3; T003 Israeli armour alone against Egyptian infantry reads the Egyptian one). */
  table: SideId;
  attack: number;
  defence: number;
  /** The ratio rounded in the defender's favour ('8-1', '1-3', '1-4'). */
  ratio: string;
  /** The column read ('6-1' for '8-1'; T003 '4-1' for '5-1'). */
  column: string;
  columnIndex: number;
  /** B-I.2: +1 per odds point above 6-1. */
  dieModifier: number;
  /** B-I.2: below 1-3 an attack is forbidden. */
  allowed: boolean;
  modifiers: Modifier[];
  /** Probability of each result code. */
  results: Record<string, number>;
}

const halfUp = (n: number) => Math.ceil(n / 2);

type Feature = { name: string; defence: { addPerHex?: number; addPerUnit?: number } };

/** Per game definition, per hex: its combat features, found on first use (the map never changes). */
const featuresOf = perContext((_: Context): (Feature[] | undefined)[] => []);

/** The hex's combat features (town, entrenched camp) from the map. */
function features(ctx: Context, hex: number): readonly Feature[] {
  const known = featuresOf(ctx);
  let out = known[hex];
  if (!out) {
    out = [];
    for (const [name, f] of Object.entries(ctx.data.chart.features)) {
      if (typeof f === 'object' && f.defence && ctx.board.hexHas(hex, name)) out.push({ name, defence: f.defence });
    }
    known[hex] = out;
  }
  return out;
}

// The totals below record each modifier in `mods`, or, given null (a legality test), only add up.

/** B-L.1, B-L.2: artillery fire added to one side, each unit's fire value with its case. */
function support(ctx: Context, volley: Fighter[], side: 'attack' | 'defence', mods: Modifier[] | null): number {
  const rule = side === 'attack' ? 'B-L.1' : 'B-L.2';
  let total = 0;
  for (const s of volley) {
    mods?.push({ case: rule, side, what: 'artillery support', value: s.cf, unit: s.id, hex: ctx.board.id(s.hex) });
    total += s.cf;
  }
  return total;
}

/** Hexside classes that change a unit attacking across them (terrain-golan.json: A-J.1 river, A-J.2 fortified line). */
interface AcrossClass {
  cls: string;
  divide: number;
  addPerUnit: number;
}
const acrossOf = perContext((ctx: Context): AcrossClass[] =>
  Object.entries(ctx.data.chart.hexsides).flatMap(([cls, t]) => {
    const x = t as { attackDivide?: number; attackModifierPerUnit?: number };
    return x.attackDivide || x.attackModifierPerUnit
      ? [{ cls, divide: x.attackDivide ?? 1, addPerUnit: x.attackModifierPerUnit ?? 0 }]
      : [];
  }),
);

/**
 * A-J.1, A-J.2: an attacker's CF after the hexsides it attacks across (a hexside between its hex and a
 * defending hex): -2 for a fortified line, not below 0, then halved, rounded up, for a river; each once
 * per unit, whichever defending hex the hexside faces (rules-notes.md).
 */
function acrossHexsides(ctx: Context, spec: CombatSpec, a: Fighter, cf: number, mods: Modifier[] | null): number {
  const classes = acrossOf(ctx);
  if (!classes.length) return cf;
  const { board } = ctx;
  for (const c of classes) {
    const across = spec.defenders.some((d) => {
      const dir = board.direction(a.hex, d.hex);
      return dir >= 0 && board.hasSide(a.hex, dir, c.cls);
    });
    if (!across) continue;
    if (c.addPerUnit) {
      const after = Math.max(0, cf + c.addPerUnit);
      mods?.push({
        case: 'A-J.2',
        side: 'attack',
        what: `attacking across a ${c.cls}`,
        value: after - cf,
        unit: a.id,
        hex: board.id(a.hex),
      });
      cf = after;
    }
    if (c.divide > 1) {
      const after = Math.ceil(cf / c.divide);
      mods?.push({
        case: 'A-J.1',
        side: 'attack',
        what: `attacking across a ${c.cls}, halved`,
        value: after - cf,
        unit: a.id,
        hex: board.id(a.hex),
      });
      cf = after;
    }
  }
  return cf;
}

/** B-I.1, B-J.6, B-O, B-G.4b/5b, B-L.1, A-J.1–2: the attack total. */
function attackTotal(ctx: Context, spec: CombatSpec, mods: Modifier[] | null): number {
  const { board } = ctx;
  const chart = ctx.data.chart;
  let total = 0;
  for (const a of spec.attackers) {
    let cf = a.cf;
    for (const h of a.halved ?? []) {
      const after = halfUp(cf);
      mods?.push({ case: h.case, side: 'attack', what: h.why, value: after - cf, unit: a.id, hex: board.id(a.hex) });
      cf = after;
    }
    const terrain = board.terrain[a.hex]!;
    if (chart.terrain[terrain]?.attackFrom) {
      const after = halfUp(cf);
      const what = `attacking out of ${terrain}, halved`;
      mods?.push({ case: 'B-J.6', side: 'attack', what, value: after - cf, unit: a.id, hex: board.id(a.hex) });
      cf = after;
    }
    total += acrossHexsides(ctx, spec, a, cf, mods);
  }
  return total + support(ctx, spec.support, 'attack', mods);
}

/** B-J.3–6, B-P, B-I.3 e), B-L.2: the defence total, hex by hex. */
function defenceTotal(ctx: Context, spec: CombatSpec, mods: Modifier[] | null): number {
  const { board } = ctx;
  const chart = ctx.data.chart;
  let total = 0;
  const defenders = spec.defenders;
  // hex by hex, in the order the defenders name them (indexed loops: a legality test makes no set or list)
  for (let i = 0; i < defenders.length; i++) {
    const h = defenders[i]!.hex;
    if (namedBefore(defenders, i, h)) continue;
    const terrain = board.terrain[h]!;
    const t = chart.terrain[terrain]?.defence;
    const feats = features(ctx, h);
    for (let j = i; j < defenders.length; j++) {
      const d = defenders[j]!;
      if (d.hex !== h) continue;
      if (d.addsNothing) {
        mods?.push({
          case: 'B-I.3 e',
          side: 'defence',
          what: 'retreated here: adds nothing',
          value: 0,
          unit: d.id,
          hex: board.id(h),
        });
        continue;
      }
      let cf = d.cf;
      if (t?.multiplyPerUnit) {
        const what = `in ${terrain}, doubled`;
        mods?.push({ case: 'B-J.6', side: 'defence', what, value: cf, unit: d.id, hex: board.id(h) });
        cf *= t.multiplyPerUnit;
      }
      for (const f of feats) {
        if (f.defence.addPerUnit && d.type !== 'fort') {
          const value = f.defence.addPerUnit;
          mods?.push({ case: 'B-J.5', side: 'defence', what: f.name, value, unit: d.id, hex: board.id(h) });
          cf += f.defence.addPerUnit;
        }
      }
      if (d.type === 'fort')
        mods?.push({ case: 'B-P', side: 'defence', what: 'fort', value: d.cf, unit: d.id, hex: board.id(h) });
      total += cf;
    }
    if (t?.addPerHex) {
      mods?.push({ case: 'B-J.3', side: 'defence', what: terrain, value: t.addPerHex, hex: board.id(h) });
      total += t.addPerHex;
    }
    for (const f of feats) {
      if (f.defence.addPerHex) {
        mods?.push({ case: 'B-J.4', side: 'defence', what: f.name, value: f.defence.addPerHex, hex: board.id(h) });
        total += f.defence.addPerHex;
      }
    }
  }
  return total + support(ctx, spec.defensiveSupport, 'defence', mods);
}

/** Does a defender before the i-th stand on hex h? */
function namedBefore(defenders: readonly Fighter[], i: number, h: number): boolean {
  for (let j = 0; j < i; j++) if (defenders[j]!.hex === h) return true;
  return false;
}

/** Per table set's odds rules: the minimum odds read once (a legality test asks for every plan listed). */
const minimumOf = perContext((odds: OddsRules) => ratio(odds.minimum));

/** B-I.2: below the minimum odds (1-3) an attack is forbidden. */
function allows(ctx: Context, spec: CombatSpec, attack: number, defence: number): boolean {
  const odds = (spec.tables === 'revised' ? revisedTables(ctx) : standardTables(ctx)).odds;
  const min = minimumOf(odds);
  return attack > 0 && attack * min[1] >= defence * min[0];
}

/** B-I.2: may this combat be declared at its odds? combatOdds(…).allowed, with no modifier recorded. */
export function oddsAllow(ctx: Context, spec: CombatSpec): boolean {
  return allows(ctx, spec, attackTotal(ctx, spec, null), defenceTotal(ctx, spec, null));
}

/** B-I.2: the ratio rounded in the defender's favour. */
export function ratioLabel(attack: number, defence: number): string {
  if (defence <= 0) return `${attack}-0`;
  return attack >= defence ? `${Math.floor(attack / defence)}-1` : `1-${Math.ceil(defence / Math.max(attack, 1e-9))}`;
}

/** B-I.3 and T003[CRT-Arab]: the attacking side's table, or T003's Arab table for Israeli armour alone against Egyptian infantry. */
export function tableFor(ctx: Context, spec: CombatSpec): SideId {
  const side = spec.attackers[0]?.side ?? 'egyptian';
  if (spec.tables === 'revised') {
    const also = revisedTables(ctx).crt.egyptian.alsoFor;
    if (
      also &&
      side === also.attacker.side &&
      spec.attackers.every((a) => also.attacker.allTypes.includes(a.type)) &&
      spec.defenders.every((d) => d.side === also.defender.side && also.defender.allTypes.includes(d.type))
    ) {
      return 'egyptian';
    }
  }
  return side;
}

/** What a combat's die is read on (B-I.2, B-I.3): the table, its kernel index, the column and the die modifier. */
export interface CombatReading {
  table: SideId;
  t: number;
  columnIndex: number;
  dieModifier: number;
}

/** Per table set's odds rules: the maximum odds' first number, read once (a roll in a search asks for it). */
const maximumOf = perContext((odds: OddsRules) => ({ attack: Number(odds.maximum.split('-')[0]) }));

/** The table, column and die modifier of a combat of these totals. */
function readingOf(ctx: Context, spec: CombatSpec, attack: number, defence: number): CombatReading {
  const table = tableFor(ctx, spec);
  const t = ctx.tableIndex.ground[spec.tables][ctx.sideIndex.get(table)!]!;
  const rules = (spec.tables === 'revised' ? revisedTables(ctx) : standardTables(ctx)).odds;
  const columnIndex = ctx.crt.column(t, attack, defence);
  const over = defence > 0 ? Math.floor(attack / defence) - maximumOf(rules).attack : 0;
  const dieModifier = over > 0 ? over * rules.dieModifierPerOddsPointAbove : 0;
  return { table, t, columnIndex, dieModifier };
}

/** combatOdds' table, column and die modifier, without the modifiers' words and the results' odds (a roll told to no one). */
export function combatReading(ctx: Context, spec: CombatSpec): CombatReading {
  return readingOf(ctx, spec, attackTotal(ctx, spec, null), defenceTotal(ctx, spec, null));
}

/** The odds of a combat, every modifier with its case, and the probability of each result. */
export function combatOdds(ctx: Context, spec: CombatSpec): CombatOdds {
  const modifiers: Modifier[] = [];
  const attack = attackTotal(ctx, spec, modifiers);
  const defence = defenceTotal(ctx, spec, modifiers);
  const { table, t, columnIndex, dieModifier } = readingOf(ctx, spec, attack, defence);
  return {
    tables: spec.tables,
    table,
    attack,
    defence,
    ratio: ratioLabel(attack, defence),
    column: ctx.crt.label(t, columnIndex),
    columnIndex,
    dieModifier,
    allowed: allows(ctx, spec, attack, defence),
    modifiers,
    results: ctx.crt.odds(t, columnIndex, { modifier: dieModifier }),
  };
}
