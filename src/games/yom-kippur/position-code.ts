// Yom Kippur's compact position string (version 1), the body after the
// generic header (src/engine/position-text.ts). Sections split by "/":
//
//   4im2                         Game-Turn, side (e Egyptian, i Israeli), phase: its id's initial and
//                                number (a air, m movement, m1, m2, b bombing, c combat, s setup, o over)
//   /il-14-armd@1019.r,eg-16-inf@e,il-air-1@0231.a
//                                counters not where the set-up (B-D) puts them, or carrying marks:
//                                id@where, where = a hex (an aircraft's: the hex it flies over),
//                                w waiting, p pool, x exited, e eliminated; "id" alone stays where it starts.
//                                Counters not named are where the set-up puts them, as in the JSON.
//   /only,il-14-armd@1019        "only": the counters named are the only ones in the game, the others
//                                eliminated (a diagram of a few counters; Across Suez's list is so by default)
//   .r .r2                       one (two) steps lost: the reduced face (B-C)
//   .m .a .d .f                  moved, attacked or bombed (B-I.3, B-N.2), was attacked (B-I.3), fired (B-L, B-M)
//   .sh5e                        a shock marker until the end of GT 5's Egyptian player-turn (B-N.2b)
//   .mov3 .rdy                   a SAM MOV marker placed on GT 3 (B-M.2); SAM MOV removed this turn (B-M.2c)
//   .ab .lc .lr .ld .lh          dropped or heli-lifted once (B-O); landed this turn: canal, raft, drop, heli
//   /tables=revised,vp=e3.i-1,rec=i8,kills=e1,exits=i2,taken=i1,lost=e1,br=0616x.0812c,c=…,p=…,win=e,rng=17
//                                the rest, key=value, each only when it is not the set-up's: the T003 tables,
//                                victory points, recovery points (B-Q), tallies (B-R), aircraft to lose (B-N.2a),
//                                bridges by their site hex (x removed, c captured), the combat records and the
//                                pending decision (position-code-combat.ts), the winner, the dice's state
//
// What is left out takes its set-up value, as a JSON field left out does.
import { PositionError, unitList, type PositionCodec } from '../../engine/position-text.js';
import { own, quote } from '../../engine/input-check.js';
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import { positionFromState } from './position.js';
import { stateFromPosition } from './position-read.js';
import { combatFrom, combatText, pendingFrom, pendingText, sideLetter, sideOfLetter } from './position-code-combat.js';
import { SETUP } from './setup.js';
import type { BridgeState, Landing, Position, SideId, Tally } from './types.js';

type Json = Record<string, unknown>;
type Where = NonNullable<Position['units']>[string];

const PLACES: Readonly<Record<string, Where>> = { w: 'waiting', p: 'pool', x: 'exited', e: 'eliminated' };
/** The marks that are lists of counters: the letter and the Position field. */
const FLAGS = { m: 'moved', a: 'attacked', d: 'defended', f: 'fired', rdy: 'samReady', ab: 'airborne' } as const;
const LANDINGS: Readonly<Record<string, Landing>> = {
  c: 'canal',
  r: 'raft',
  d: 'drop',
  h: 'heli',
  k: 'declared',
  p: 'declared-pair',
};
const BRIDGES: Readonly<Record<string, BridgeState>> = { x: 'removed', c: 'captured' };
/** Numbers per side: the key and the Position field. */
const PER_SIDE = { vp: 'vp', rec: 'recovery', lost: 'airLoss' } as const;
const TALLIES = { kills: 'kills', exits: 'exits', taken: 'bridges' } as const;
/** The unit list's keyword: the counters not named are eliminated. */
const ONLY = 'only';
const KEYS = ['tables', ...Object.keys(PER_SIDE), ...Object.keys(TALLIES), 'br', 'c', 'p', 'win', 'rng'];

export const yomKippurPositionCodec: PositionCodec<Context> = {
  version: 1,
  encode: (ctx, position) => encode(ctx, fullPosition(ctx, position), (position as Position | null)?.rng),
  encodeOwn: (ctx, position) => encode(ctx, position as Position, (position as Position).rng),
  decode: (ctx, body) => decode(ctx, body),
};

const letterOf = <T>(table: Readonly<Record<string, T>>, value: T): string =>
  Object.keys(table).find((k) => table[k] === value)!;

/** A phase's code: its id's initial and its number (movement-1 → m1). */
const phaseCode = (phase: string): string => `${phase[0]}${/\d+$/.exec(phase)?.[0] ?? ''}`;

/** The phases a side may be in: its own, the set-up (B-D) and the game's end. */
const phasesOf = (ctx: Context, side: number): string[] => [...ctx.phases[side]!.map((p) => p.id), SETUP, 'over'];

/** A position as the game writes it: every field, checked (PositionError) — what the string is made from. */
const fullPosition = (ctx: Context, p: unknown): Position => positionFromState(ctx, stateFromPosition(ctx, p, 0));

/** Per game definition, what a turn, side and phase give when nothing else is said (read, never changed). */
const bases = perContext((_: Context) => new Map<string, Position>());

function baseOf(ctx: Context, p: Position): Position {
  const known = bases(ctx);
  const key = `${p.tables} ${p.turn} ${p.side} ${p.phase}`;
  let base = known.get(key);
  if (!base)
    known.set(key, (base = fullPosition(ctx, { tables: p.tables, turn: p.turn, side: p.side, phase: p.phase })));
  return base;
}

/** The body of a position with every field (fullPosition's, or the rules' own); `rng` only when given. */
function encode(ctx: Context, p: Position, rng: number | undefined): string {
  const side = ctx.sideIndex.get(p.side!)!;
  // what the same turn, side and phase give when nothing else is said: what need not be written
  const base = baseOf(ctx, p);
  const head = `${p.turn}${sideLetter(ctx, side)}${phaseCode(p.phase!)}`;
  const flagged = Object.entries(FLAGS).map(([letter, field]) => [`.${letter}`, new Set(p[field])] as const);
  const counters = ctx.units.map((u, i) => {
    const marks = unitMarks(ctx, p, u.id, ctx.maxSteps[i]!, flagged);
    return { id: u.id, where: p.units![u.id]!, setup: base.units![u.id]!, marks, marked: marks !== '' };
  });
  // counters not named stand where the set-up puts them, as in the JSON; after "only", they are eliminated
  const { base: from, named } = unitList(counters, 'eliminated', 'setup');
  const units = named.map(({ id, where, setup, marks }) => {
    const at = from === 'setup' && where === setup ? '' : `@${isHexId(where) ? where : letterOf(PLACES, where)}`;
    return `${id}${at}${marks}`;
  });
  if (from === 'empty') units.unshift(ONLY);
  const extras: string[] = [];
  if (p.tables === 'revised') extras.push('tables=revised');
  const perSide = (key: string, of: (q: Position, s: SideId) => number) => {
    const values = ctx.sides.flatMap((s, i) => (of(p, s) === of(base, s) ? [] : [`${sideLetter(ctx, i)}${of(p, s)}`]));
    if (values.length) extras.push(`${key}=${values.join('.')}`);
  };
  for (const [key, field] of Object.entries(PER_SIDE)) perSide(key, (q, s) => q[field]![s]!);
  for (const [key, field] of Object.entries(TALLIES)) perSide(key, (q, s) => q.tally![s]![field]!);
  const bridges = ctx.bridges.flatMap((b) => {
    const st = p.bridges![b.id];
    return st ? [`${ctx.board.id(b.east)}${letterOf(BRIDGES, st)}`] : [];
  });
  if (bridges.length) extras.push(`br=${bridges.join('.')}`);
  (p.combat as Json[]).forEach((c, i) => extras.push(`c=${combatText(ctx, c, i)}`));
  if (p.pending) extras.push(`p=${pendingText(ctx, p.pending as Json)}`);
  if (p.winner) extras.push(`win=${sideLetter(ctx, ctx.sideIndex.get(p.winner)!)}`);
  if (rng !== undefined) extras.push(`rng=${rng}`);
  return [head, units.join(','), extras.join(',')].filter(Boolean).join('/');
}

/** A hex's id: four digits (a place is a word). */
const isHexId = (where: string): boolean =>
  where.length === 4 && isDigit(where, 0) && isDigit(where, 1) && isDigit(where, 2) && isDigit(where, 3);
const isDigit = (text: string, i: number): boolean => text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57;

/** A counter's marks, each after a ".", in the order the header comment lists them ('' when it has none). */
function unitMarks(
  ctx: Context,
  p: Position,
  id: string,
  maxSteps: number,
  flagged: readonly (readonly [string, ReadonlySet<string>])[],
): string {
  let marks = '';
  const steps = p.steps![id];
  if (steps !== undefined) marks += maxSteps - steps === 1 ? '.r' : `.r${maxSteps - steps}`;
  for (const [mark, ids] of flagged) if (ids.has(id)) marks += mark;
  const shock = p.shock![id];
  if (shock) marks += `.sh${shock.turn}${sideLetter(ctx, ctx.sideIndex.get(shock.side)!)}`;
  const mov = p.samMov![id];
  if (mov) marks += `.mov${mov}`;
  const landing = p.landing![id];
  if (landing) marks += `.l${letterOf(LANDINGS, landing)}`;
  return marks;
}

function decode(ctx: Context, body: string): Position {
  const [head = '', ...sections] = body.trim().split('/');
  const m = /^(\d+)([a-z])([a-z]\d*)$/.exec(head);
  if (!m) throw new PositionError('turn', `"${head}" must be a Game-Turn, a side and a phase, e.g. 4im2`);
  const side = sideOfLetter(ctx, m[2]!, 'side');
  const phases = phasesOf(ctx, side);
  const phase = phases.find((ph) => phaseCode(ph) === m[3]);
  if (!phase) throw new PositionError('phase', `"${m[3]}" is not one of ${phases.map(phaseCode).join(', ')}`);
  const p: Position & Json = { turn: Number(m[1]), side: ctx.sides[side]!, phase, units: {} };
  const named = new Set<string>();
  for (const section of sections) {
    for (const item of section.split(',').filter(Boolean)) {
      const eq = item.indexOf('=');
      const key = eq >= 0 ? item.slice(0, eq) : `@${item.slice(0, idEnd(item))}`;
      // a counter or a field said twice: the string means one thing or is refused (c= lists the combats)
      if (named.has(key) && key !== 'c') throw new PositionError(key.replace('@', 'units.'), 'is given twice');
      named.add(key);
      if (eq >= 0) extra(ctx, p, item);
      else if (item !== ONLY) unitItem(ctx, p, item);
    }
  }
  // "id" alone stays where it starts (B-D), even after "only"
  if (named.has(`@${ONLY}`)) for (const u of ctx.units) if (!named.has(`@${u.id}`)) p.units![u.id] = 'eliminated';
  return p;
}

/** Where a unit item's id ends: at its first "@" or ".". */
function idEnd(item: string): number {
  for (let i = 0; i < item.length; i++) if (item[i] === '@' || item[i] === '.') return i;
  return item.length;
}

/** Adds a counter to a list field of the position. */
function add(p: Json, field: string, id: string): void {
  ((p[field] ??= []) as string[]).push(id);
}

/** Sets a counter's value in a record field of the position. */
function set(p: Json, field: string, id: string, value: unknown): void {
  ((p[field] ??= {}) as Json)[id] = value;
}

function unitItem(ctx: Context, p: Position & Json, item: string): void {
  const [unitWhere = '', ...marks] = item.split('.');
  const [id = '', where, ...more] = unitWhere.split('@');
  const u = ctx.unitIndex.get(id);
  if (u === undefined) throw new PositionError(`units.${id}`, 'no such counter');
  if (more.length) throw new PositionError(`units.${id}`, `"${item}" must be id@where`);
  if (where !== undefined) p.units![id] = isHexId(where) ? where : (own(PLACES, where) ?? where); // a bad hex is refused by stateFromPosition
  for (const mark of marks) {
    // each pattern tried only on a mark that begins as it does
    const r = mark[0] === 'r' ? /^r(\d*)$/.exec(mark) : null;
    const sh = mark[0] === 's' ? /^sh(\d+)([a-z])$/.exec(mark) : null;
    const mov = mark[0] === 'm' && mark.length > 1 ? /^mov(\d+)$/.exec(mark) : null;
    const flag = r || sh || mov ? undefined : own<string>(FLAGS, mark);
    if (r) set(p, 'steps', id, ctx.maxSteps[u]! - Number(r[1] || 1));
    else if (flag) add(p, flag, id);
    else if (sh)
      set(p, 'shock', id, { turn: Number(sh[1]), side: ctx.sides[sideOfLetter(ctx, sh[2]!, `shock.${id}`)] });
    else if (mov) set(p, 'samMov', id, Number(mov[1]));
    else if (mark[0] === 'l' && own(LANDINGS, mark.slice(1))) set(p, 'landing', id, own(LANDINGS, mark.slice(1)));
    else
      throw new PositionError(
        `units.${id}`,
        `${quote(`.${mark}`)} is not a mark (r, m, a, d, f, sh<turn><side>, mov<turn>, rdy, ab, lc, lr, ld, lh)`,
      );
  }
}

function extra(ctx: Context, p: Position & Json, item: string): void {
  const at = item.indexOf('=');
  const [key, value] = [item.slice(0, at), item.slice(at + 1)];
  const whole = (text: string, field: string) => {
    if (!/^-?\d+$/.test(text)) throw new PositionError(field, `${quote(text)} must be a whole number`);
    return Number(text);
  };
  const perSide = (field: string): Record<string, number> =>
    Object.fromEntries(
      value.split('.').map((v) => [ctx.sides[sideOfLetter(ctx, v[0] ?? '', `${field}`)]!, whole(v.slice(1), field)]),
    );
  if (key === 'tables')
    p.tables = value as Position['tables']; // checked by stateFromPosition
  else if (own<string>(PER_SIDE, key)) p[own<string>(PER_SIDE, key)!] = perSide(own<string>(PER_SIDE, key)!);
  else if (own(TALLIES, key)) {
    const field = own(TALLIES, key)!;
    for (const [s, n] of Object.entries(perSide(`tally.${field}`)))
      ((p.tally ??= {})[s] ??= {} as Partial<Tally>)[field] = n;
  } else if (key === 'br') {
    for (const b of value.split('.')) {
      const site = ctx.bridges.find((x) => ctx.board.id(x.east) === b.slice(0, -1));
      const st = own(BRIDGES, b.slice(-1));
      if (!site || !st)
        throw new PositionError('bridges', `"${b}" must be a bridge site's hex and x (removed) or c (captured)`);
      set(p, 'bridges', site.id, st);
    }
  } else if (key === 'c') {
    const combats = (p.combat ??= []) as Json[];
    combats.push(combatFrom(ctx, value, combats.length));
  } else if (key === 'p') p.pending = pendingFrom(ctx, value);
  else if (key === 'win') p.winner = ctx.sides[sideOfLetter(ctx, value, 'winner')]!;
  else if (key === 'rng') p.rng = whole(value, 'rng');
  else throw new PositionError(key, `is not a field of the compact position (${KEYS.join(', ')})`);
}
