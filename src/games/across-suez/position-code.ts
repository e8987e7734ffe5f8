// Across Suez's compact position string (version 1), the body after the
// generic header (src/engine/position-text.ts). Sections split by "/":
//
//   2ic                            Game-Turn, side (i Israeli, e Egyptian), phase (m movement, c combat, o over)
//   /setup,reshev-2@0410,16-1@e    units: "setup" = every unit where the standard set-up puts it (2.5, 7.4),
//                                  then unit@where, where = a hex, r (reinforcement), x (Cross Suez box),
//                                  e (eliminated); a unit not named is eliminated, as in the JSON
//   .s3 .t .z .a .d .b             a unit's marks: spent 3 half Movement Points, stopped by a ZOC (4.5),
//                                  started in an enemy ZOC (9.1), attacked (5.3), defended (5.4), bombarded (13.2)
//   /rng=17,art=1                  the rest, key=value: rng, fer(ried), br (bridge ready 0/1), bp (bridge placed),
//                                  art(illery used), atk (attacks made), win (i/e/-), why (reason), p (pending),
//                                  clear (mark letters whose list is empty, where the phase's default is not)
//
// A mark or value left out takes its start-of-phase default, as a JSON field left out does.
import { PositionError, unitList, type PositionCodec } from '../../engine/position-text.js';
import { own, quote } from '../../engine/input-check.js';
import type { Context } from './context.js';
import { positionFromState, standardPosition } from './position.js';
import { stateFromPosition } from './position-read.js';
import type { PendingStage, Position, Side, VictoryReason } from './types.js';

const PHASES = { m: 'movement', c: 'combat', o: 'over' } as const;
const PLACES = { r: 'reinforcement', x: 'crossed', e: 'eliminated' } as const;
/** A unit's marks: the letter and the Position field listing the units that carry it. */
const MARKS = { t: 'stopped', z: 'startedInZoc', a: 'attacked', d: 'defended', b: 'bombarded' } as const;
const COUNTS = { fer: 'ferried', art: 'artilleryUsed', atk: 'attacksMade' } as const;
type Where = Position['units'][string];
type MarkField = (typeof MARKS)[keyof typeof MARKS];

const letterOf = <T extends Record<string, string>>(table: T, value: string): keyof T =>
  Object.keys(table).find((k) => table[k] === value)! as keyof T;

export const acrossSuezPositionCodec: PositionCodec<Context> = {
  version: 1,
  encode: (ctx, position) => encode(ctx, position as Position),
  decode: (ctx, body) => decode(ctx, body),
};

/** A side by its initial (the sides' initials differ: i, e). */
const sideLetter = (side: Side): string => side[0]!;

function sideOf(ctx: Context, letter: string, field: string): Side {
  const side = ctx.data.scenario.sides.find((s) => s[0] === letter);
  if (!side)
    throw new PositionError(
      field,
      `"${letter}" is not a side (${ctx.data.scenario.sides.map((s) => s[0]).join(' or ')})`,
    );
  return side;
}

function decode(ctx: Context, body: string): Position {
  const [head = '', ...sections] = body.trim().split('/');
  const m = /^(\d+)([a-z])([mco])$/.exec(head);
  if (!m) throw new PositionError('turn', `"${head}" must be a Game-Turn, a side and a phase, e.g. 2ic`);
  const p: Position = { turn: Number(m[1]), side: sideOf(ctx, m[2]!, 'side'), phase: PHASES[m[3] as 'm'], units: {} };
  const spent: Record<string, number> = {};
  const marks = new Map<MarkField, string[]>();
  const named = new Set<string>();
  const keys = new Set<string>();
  for (const section of sections) {
    for (const item of section.split(',').filter(Boolean)) {
      if (item.includes('=')) {
        const key = item.slice(0, item.indexOf('='));
        if (keys.has(key)) throw new PositionError(key, 'is given twice');
        keys.add(key);
        extra(ctx, p, marks, item);
      } else if (item === 'setup') Object.assign(p.units, standardPosition(ctx).units);
      else unitItem(ctx, p, spent, marks, item, named);
    }
  }
  if (Object.keys(spent).length) p.spent = spent;
  for (const [field, ids] of marks) p[field] = ids;
  return p;
}

function unitItem(
  ctx: Context,
  p: Position,
  spent: Record<string, number>,
  marks: Map<MarkField, string[]>,
  item: string,
  named: Set<string>,
): void {
  const [unitWhere = '', ...flags] = item.split('.');
  const at = unitWhere.lastIndexOf('@');
  const id = unitWhere.slice(0, at);
  const where = unitWhere.slice(at + 1);
  if (at < 1 || !ctx.unitIndex.has(id))
    throw new PositionError(`units.${at < 1 ? unitWhere : id}`, at < 1 ? 'must be unit@hex' : 'no such unit');
  if (named.has(id)) throw new PositionError(`units.${id}`, 'is named twice');
  named.add(id);
  p.units[id] = /^\d{4}$/.test(where) ? where : (own(PLACES, where) ?? where); // a bad hex is refused by stateFromPosition
  for (const f of flags) {
    const mark = own(MARKS, f);
    if (/^s\d+$/.test(f)) spent[id] = Number(f.slice(1));
    else if (mark) marks.set(mark, [...(marks.get(mark) ?? []), id]);
    else throw new PositionError(`units.${id}`, `${quote(`.${f}`)} is not a mark (s<n>, t, z, a, d, b)`);
  }
}

function extra(ctx: Context, p: Position, marks: Map<MarkField, string[]>, item: string): void {
  const [key = '', value = ''] = item.split('=');
  const number = () => {
    if (!/^\d+$/.test(value)) throw new PositionError(key, `${quote(value)} must be a whole number`);
    return Number(value);
  };
  if (key === 'rng') p.rng = number();
  else if (own(COUNTS, key)) p[own(COUNTS, key)!] = number();
  else if (key === 'br') p.bridgeReady = number() === 1;
  else if (key === 'bp') p.bridgePlaced = number() === 1;
  else if (key === 'win') p.winner = value === '-' ? null : sideOf(ctx, value, 'win');
  else if (key === 'why')
    p.reason = value as VictoryReason; // checked when the game is over: shown as given
  else if (key === 'p') p.pending = pendingFrom(value);
  else if (key === 'clear') for (const letter of value) marks.set(own(MARKS, letter) ?? badMark(letter), []);
  else
    throw new PositionError(
      key,
      'is not a field of the compact position (rng, fer, br, bp, art, atk, win, why, p, clear)',
    );
}

function badMark(letter: string): never {
  throw new PositionError('clear', `${quote(letter)} is not a mark (t, z, a, d, b)`);
}

/** p=r.16-1.16-2>a.reshev-2.0410: retreat (r), exchange (x<strength>), advance (a, units then hexes), in order. */
function pendingFrom(text: string): PendingStage {
  const stages = text.split('>').map((s): PendingStage => {
    const [kind = '', ...parts] = s.split('.');
    if (kind === 'r') return { kind: 'retreat', units: parts };
    if (/^x\d+$/.test(kind)) return { kind: 'exchange', units: parts, strength: Number(kind.slice(1)) };
    if (kind === 'a')
      return {
        kind: 'advance',
        units: parts.filter((x) => !/^\d{4}$/.test(x)),
        hexes: parts.filter((x) => /^\d{4}$/.test(x)),
      };
    throw new PositionError('pending.kind', `${quote(kind)} must be r, x<strength> or a`);
  });
  for (let i = stages.length - 1; i > 0; i--) stages[i - 1]!.then = stages[i]!;
  return stages[0]!;
}

function pendingText(st: PendingStage): string {
  const head = st.kind === 'retreat' ? 'r' : st.kind === 'exchange' ? `x${st.strength ?? 0}` : 'a';
  const own = [head, ...st.units, ...(st.hexes ?? [])].join('.');
  return st.then ? `${own}>${pendingText(st.then)}` : own;
}

function encode(ctx: Context, p: Position): string {
  const phase = p.phase ?? 'movement';
  const side = p.side ?? ctx.data.scenario.firstSide;
  const head = `${p.turn ?? 1}${sideLetter(side)}${letterOf(PHASES, phase)}`;
  // what the same turn, side, phase and units give when nothing else is said: what need not be written
  // (bridgePlaced is not among them: the string says it whenever it differs from the bridge's hex, 14.2)
  const plain: Position = { turn: p.turn ?? 1, side, phase, units: p.units };
  if (phase === 'over') Object.assign(plain, { winner: p.winner, reason: p.reason });
  const defaults = positionFromState(ctx, stateFromPosition(ctx, plain, p.rng ?? 0));
  const setup = standardPosition(ctx).units;
  const clear: string[] = [];
  const marked = new Map<string, string[]>();
  for (const [letter, field] of Object.entries(MARKS)) {
    const list = p[field];
    if (list === undefined || sameList(list, defaults[field] ?? [])) continue;
    if (list.length === 0) clear.push(letter);
    for (const id of list) marked.set(id, [...(marked.get(id) ?? []), letter]);
  }
  const units = ctx.units.map((u) => {
    const spent = p.spent?.[u.id] ?? 0;
    const flags = [...(spent ? [`s${spent}`] : []), ...(marked.get(u.id) ?? [])];
    const where: Where = p.units[u.id] ?? 'eliminated';
    return { id: u.id, where, setup: setup[u.id]!, flags, marked: flags.length > 0 };
  });
  // a unit not named is eliminated, as in the JSON; after "setup", where the set-up puts it
  const { base, named } = unitList(units, 'eliminated', 'empty');
  const items: string[] = base === 'setup' ? ['setup'] : [];
  for (const u of named)
    items.push([`${u.id}@${/^\d{4}$/.test(u.where) ? u.where : letterOf(PLACES, u.where)}`, ...u.flags].join('.'));
  const extras: string[] = [];
  if (p.rng !== undefined) extras.push(`rng=${p.rng}`);
  for (const [key, field] of Object.entries(COUNTS))
    if (p[field] !== undefined && p[field] !== defaults[field]) extras.push(`${key}=${p[field]}`);
  if (p.bridgeReady !== undefined && p.bridgeReady !== defaults.bridgeReady) extras.push(`br=${+p.bridgeReady}`);
  if (p.bridgePlaced !== undefined && p.bridgePlaced !== defaults.bridgePlaced) extras.push(`bp=${+p.bridgePlaced}`);
  if (phase === 'over') {
    if (p.winner !== undefined) extras.push(`win=${p.winner ? sideLetter(p.winner) : '-'}`);
    if (p.reason) extras.push(`why=${p.reason}`);
  }
  if (p.pending) extras.push(`p=${pendingText(p.pending)}`);
  if (clear.length) extras.push(`clear=${clear.join('')}`);
  return [head, items.join(','), extras.join(',')].filter(Boolean).join('/');
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
