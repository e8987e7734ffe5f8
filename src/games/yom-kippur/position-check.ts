// What a Yom Kippur position (its JSON, types.ts) may say, checked before
// any state is built from it: known fields only, counters of the right kind
// in each list and no counter twice, numbers within what the game can
// reach, forts on their own hexes (B-P), and the combat phase's records and
// the pending decision as the combat and air modules make them — a
// decision that names a combat names one that exists and is waiting for
// exactly that decision (B-I.3, B-L.2), in a phase where it can be due.
// PositionError names the field at fault. position.ts then reads the fields.
import { fieldName, notPlainData, own, quote, unknownKey } from '../../engine/input-check.js';
import { PositionError } from '../../engine/position-error.js';
import type { Context } from './context.js';
import { firstPlayerTurn, phaseKind } from './turns.js';

type Json = Record<string, unknown>;

const FIELDS = [
  'tables',
  'turn',
  'side',
  'phase',
  'units',
  'steps',
  'moved',
  'attacked',
  'defended',
  'fired',
  'shock',
  'samMov',
  'samReady',
  'airborne',
  'landing',
  'bridges',
  'recovery',
  'vp',
  'tally',
  'airLoss',
  'combat',
  'pending',
  'winner',
  'rng',
];
/**
 * combat/resolve.ts's Combat: every field, in the order the combat module writes them (combat/phase.ts's declare,
 * then the die), and the ones a combat not yet rolled lacks.
 */
export const COMBAT_FIELDS = [
  'attackers',
  'defenders',
  'hexes',
  'attackArtillery',
  'defenceArtillery',
  'mode',
  'pledged',
  'owed',
  'queue',
  'retreated',
  'die',
  'result',
];
const ROLLED_ONLY = ['die', 'result'];
/** state.ts's Pending: each kind's fields besides kind and side. */
const PENDING_FIELDS: Record<string, readonly string[]> = {
  support: ['combat'],
  retreat: ['combat', 'hexes', 'units'],
  losses: ['combat', 'count', 'units'],
  advance: ['combat', 'units', 'hexes'],
  bomb: ['aircraft', 'target'],
  'sam-fire': [],
};
/** The phase (its kind) in which each kind of decision can be due: B-I.3, B-L.2 combat; B-M.3, T003 bombing. */
const PENDING_PHASE: Record<string, readonly string[]> = {
  support: ['combat'],
  retreat: ['combat', 'air'],
  losses: ['combat', 'air'],
  advance: ['combat', 'air'],
  bomb: ['bombing'],
  'sam-fire': ['bombing'],
};
/** Far beyond any game's figures (nine Game-Turns, a few dozen counters a side). */
const MOST = 1000;
const MOST_COMBATS = 200;
const MOST_RETREAT = 6;

/** Throws PositionError unless the position could be a situation of the game. */
export function checkPosition(ctx: Context, position: unknown): void {
  if (position === undefined || position === null) return;
  const bad = notPlainData(position);
  if (bad) throw new PositionError(bad.field, bad.why);
  if (typeof position !== 'object' || Array.isArray(position)) throw new PositionError('', 'must be an object');
  const p = position as Json;
  const extra = unknownKey(p, FIELDS);
  if (extra !== null)
    throw new PositionError(fieldName('', extra), `is not a field of a position (${FIELDS.join(', ')})`);
  const check = new Check(ctx);
  check.counters(p);
  check.figures(p);
  // a position that names no side or phase plays the first player-turn's, or its side's first phase (position.ts)
  const side = p['side'] === undefined ? firstPlayerTurn(ctx).side : check.side(p['side'], 'side');
  const phase = typeof p['phase'] === 'string' ? p['phase'] : ctx.phases[side]![0]!.id;
  const kind = phase === 'over' ? 'over' : phaseKind(phase);
  if (p['winner'] !== undefined && p['winner'] !== null && phase !== 'over')
    throw new PositionError('winner', 'is known only once the game is over (B-R)');
  const combats = check.combats(p['combat']);
  check.pending(p, combats, kind, side);
}

class Check {
  constructor(readonly ctx: Context) {}

  unit(id: unknown, field: string, kinds?: readonly string[]): number {
    const u = typeof id === 'string' ? this.ctx.unitIndex.get(id) : undefined;
    if (u === undefined) throw new PositionError(field, `${quote(id)} is not a counter`);
    const kind = this.ctx.units[u]!.kind;
    if (kinds && !kinds.includes(kind))
      throw new PositionError(field, `${id} is a ${kind}, not a ${kinds.join(' or ')}`);
    return u;
  }

  /** A list of distinct counters' ids. */
  ids(v: unknown, field: string, kinds?: readonly string[]): number[] {
    if (v === undefined) return [];
    if (!Array.isArray(v)) throw new PositionError(field, 'must be a list of counter ids');
    const us = v.map((id, i) => this.unit(id, fieldName(field, i), kinds));
    const twice = us.findIndex((u, i) => us.indexOf(u) !== i);
    if (twice >= 0) throw new PositionError(fieldName(field, twice), `names ${String(v[twice])} twice`);
    return us;
  }

  /** A list of distinct counters by number, as the combat module keeps some of them. */
  numbers(v: unknown, field: string): number[] {
    if (!Array.isArray(v)) throw new PositionError(field, 'must be a list of counter numbers');
    v.forEach((u, i) => {
      if (!Number.isInteger(u) || (u as number) < 0 || (u as number) >= this.ctx.units.length)
        throw new PositionError(fieldName(field, i), `${quote(u)} is not a counter number`);
      if (v.indexOf(u) !== i) throw new PositionError(fieldName(field, i), `names counter ${String(u)} twice`);
    });
    return v as number[];
  }

  hexes(v: unknown, field: string): number[] {
    if (!Array.isArray(v)) throw new PositionError(field, 'must be a list of hexes');
    const hs = v.map((h, i) => {
      const x = typeof h === 'string' ? this.ctx.board.index(h) : -1;
      if (!this.ctx.board.onMap(x)) throw new PositionError(fieldName(field, i), `${quote(h)} is not a hex of the map`);
      return x;
    });
    const twice = hs.findIndex((h, i) => hs.indexOf(h) !== i);
    if (twice >= 0) throw new PositionError(fieldName(field, twice), `names ${String(v[twice])} twice`);
    return hs;
  }

  whole(v: unknown, field: string, min: number, max: number): number {
    if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
      throw new PositionError(field, `must be a whole number from ${min} to ${max}`);
    return v as number;
  }

  side(v: unknown, field: string): number {
    const i = typeof v === 'string' ? this.ctx.sideIndex.get(v) : undefined;
    if (i === undefined) throw new PositionError(field, `must be one of ${this.ctx.sides.join(', ')}`);
    return i;
  }

  /** Every list of counters; forts stand on their own hexes (B-P). */
  counters(p: Json): void {
    const units = p['units'];
    if (units !== undefined && (typeof units !== 'object' || units === null || Array.isArray(units)))
      throw new PositionError('units', 'must map counter ids to a hex or a place');
    for (const [id, where] of Object.entries((units ?? {}) as Json)) {
      const u = this.unit(id, fieldName('units', id));
      const d = this.ctx.units[u]!;
      if (d.kind === 'fort' && typeof where === 'string' && where !== 'eliminated' && where !== d.start)
        throw new PositionError(fieldName('units', id), `a fort stands on its own hex ${d.start} (B-P)`);
    }
    for (const field of ['moved', 'attacked', 'defended', 'fired', 'airborne']) this.ids(p[field], field);
    this.ids(p['samReady'], 'samReady', ['sam']);
  }

  /** Figures the game counts: bounded, per known side. */
  figures(p: Json): void {
    if (p['rng'] !== undefined) this.whole(p['rng'], 'rng', 0, 0xffffffff);
    for (const field of ['recovery', 'vp', 'airLoss', 'tally']) {
      const v = p[field];
      if (v === undefined) continue;
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new PositionError(field, 'must be an object');
      for (const [side, n] of Object.entries(v)) {
        const f = fieldName(field, side);
        this.side(side, f);
        if (field !== 'tally') {
          this.whole(n, f, field === 'vp' ? -MOST : 0, MOST);
          continue;
        }
        if (typeof n !== 'object' || n === null || Array.isArray(n)) throw new PositionError(f, 'must be an object');
        const extra = unknownKey(n, ['kills', 'exits', 'bridges']);
        if (extra !== null) throw new PositionError(fieldName(f, extra), 'is not kills, exits or bridges');
        for (const [k, x] of Object.entries(n)) this.whole(x, fieldName(f, k), 0, MOST);
      }
    }
  }

  /** The player-turn's combats (combat/resolve.ts's Combat), each with every field the module reads. */
  combats(v: unknown): Json[] {
    if (v === undefined) return [];
    if (!Array.isArray(v)) throw new PositionError('combat', 'must be a list of combats');
    if (v.length > MOST_COMBATS) throw new PositionError('combat', `has more than ${MOST_COMBATS} combats`);
    return v.map((c, i) => {
      const f = `combat[${i}]`;
      if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new PositionError(f, 'must be an object');
      const o = c as Json;
      const extra = unknownKey(o, COMBAT_FIELDS);
      if (extra !== null) throw new PositionError(fieldName(f, extra), 'is not a field of a combat');
      for (const k of COMBAT_FIELDS)
        if (!ROLLED_ONLY.includes(k) && o[k] === undefined) throw new PositionError(fieldName(f, k), 'is missing');
      if (o['mode'] !== 'combat' && o['mode'] !== 'immediate')
        throw new PositionError(`${f}.mode`, 'must be combat or immediate');
      const attackers = this.ids(o['attackers'], `${f}.attackers`, ['ground']);
      if (attackers.length === 0 && o['die'] === undefined)
        throw new PositionError(`${f}.attackers`, 'a combat is declared by at least one unit (B-I.1)');
      this.ids(o['defenders'], `${f}.defenders`);
      const hexes = this.hexes(o['hexes'], `${f}.hexes`);
      if (hexes.length === 0) throw new PositionError(`${f}.hexes`, 'a combat has a defending hex (B-I.1)');
      this.ids(o['attackArtillery'], `${f}.attackArtillery`, ['ground']);
      this.ids(o['defenceArtillery'], `${f}.defenceArtillery`, ['ground']);
      for (const k of ['pledged', 'owed', 'retreated']) this.numbers(o[k], `${f}.${k}`);
      if ((o['die'] === undefined) !== (o['result'] === undefined))
        throw new PositionError(`${f}.result`, 'a combat rolled has its die and its result');
      if (o['die'] !== undefined) this.whole(o['die'], `${f}.die`, 1, 6);
      if (o['result'] !== undefined && (typeof o['result'] !== 'string' || !/^[A-Za-z0-9*-]{1,8}$/.test(o['result'])))
        throw new PositionError(`${f}.result`, `${quote(o['result'])} is not a combat result`);
      this.queue(o['queue'], `${f}.queue`, o['die'] !== undefined);
      return o;
    });
  }

  /** The decisions a result leaves (combat/resolve.ts's Stage), the advance last. */
  queue(v: unknown, field: string, rolled: boolean): void {
    if (!Array.isArray(v)) throw new PositionError(field, 'must be a list of decisions');
    if (!rolled && v.length) throw new PositionError(field, 'a combat not yet rolled leaves no decision');
    v.forEach((st, i) => {
      const f = `${field}[${i}]`;
      if (typeof st !== 'object' || st === null || Array.isArray(st)) throw new PositionError(f, 'must be an object');
      const o = st as Json;
      const kind = o['kind'];
      const fields = kind === 'advance' ? [] : kind === 'retreat' ? ['hexes'] : kind === 'losses' ? ['count'] : null;
      if (!fields) throw new PositionError(`${f}.kind`, 'must be retreat, losses or advance');
      if (kind === 'advance' && i !== v.length - 1) throw new PositionError(f, 'the advance comes last (B-I.3 g)');
      if (kind === 'advance') {
        if (unknownKey(o, ['kind']) !== null) throw new PositionError(f, 'an advance stage has no fields');
        return;
      }
      const extra = unknownKey(o, ['kind', 'side', 'units', ...fields]);
      if (extra !== null) throw new PositionError(fieldName(f, extra), 'is not a field of this decision');
      this.whole(o['side'], `${f}.side`, 0, this.ctx.sides.length - 1);
      this.numbers(o['units'], `${f}.units`);
      if (kind === 'retreat') this.whole(o['hexes'], `${f}.hexes`, 1, MOST_RETREAT);
      // T003 EX: the attacker owes as many reductions as the defender had units, which may be more than the
      // attackers named (one unit against two): at most every counter of the game
      else this.whole(o['count'], `${f}.count`, 1, this.ctx.units.length);
    });
  }

  /** The decision due: of a kind its phase can have, naming a combat that waits for exactly it. */
  pending(p: Json, combats: Json[], phase: string, phasing: number): void {
    const v = p['pending'];
    if (v === undefined || v === null) return;
    if (typeof v !== 'object' || Array.isArray(v)) throw new PositionError('pending', 'must be an object');
    const o = v as Json;
    const kind = typeof o['kind'] === 'string' ? o['kind'] : '';
    const fields = own(PENDING_FIELDS, kind);
    if (!fields) throw new PositionError('pending.kind', `must be one of ${Object.keys(PENDING_FIELDS).join(', ')}`);
    const extra = unknownKey(o, ['kind', 'side', ...fields]);
    if (extra !== null) throw new PositionError(fieldName('pending', extra), `is not a field of a ${kind} decision`);
    if (!PENDING_PHASE[kind]!.includes(phase))
      throw new PositionError('pending', `a ${kind} decision is never due in the ${String(p['phase'])} phase`);
    const side = this.side(o['side'], 'pending.side');
    if (kind === 'bomb') return this.bomb(p, o, side, phasing);
    if (kind === 'sam-fire') return;
    const i = this.whole(o['combat'], 'pending.combat', 0, MOST_COMBATS);
    const c = combats[i];
    if (!c) throw new PositionError('pending.combat', `names combat ${i}, and there are ${combats.length}`);
    const queue = c['queue'] as Json[];
    if (kind === 'support') {
      if (c['die'] !== undefined) throw new PositionError('pending', `combat ${i} has been rolled (B-L.2)`);
      if (c['mode'] !== 'combat') throw new PositionError('pending', 'an attack on landing has no support (B-O.1)');
      return;
    }
    const stage = queue[0];
    if (!stage || stage['kind'] !== kind)
      throw new PositionError('pending', `combat ${i} is not waiting for a ${kind} decision (B-I.3)`);
    const units = this.ids(o['units'], 'pending.units', ['ground']);
    if (units.length === 0) throw new PositionError('pending.units', 'a decision is some unit’s');
    if (kind === 'advance') {
      if (side !== phasing) throw new PositionError('pending.side', 'the attacker advances (B-I.3 g)');
      const attackers = (c['attackers'] as string[]).map((id) => this.ctx.unitIndex.get(id)!);
      if (units.some((u) => !attackers.includes(u)))
        throw new PositionError('pending.units', 'only the combat’s attackers advance (B-I.3 g)');
      const hexes = this.hexes(o['hexes'], 'pending.hexes');
      const fought = (c['hexes'] as string[]).map((h) => this.ctx.board.index(h));
      if (hexes.length === 0 || hexes.some((h) => !fought.includes(h)))
        throw new PositionError('pending.hexes', 'an advance is into the defending hexes (B-I.3 g)');
      return;
    }
    const staged = stage['units'] as number[];
    if (stage['side'] !== side) throw new PositionError('pending.side', `combat ${i}'s decision is the other side's`);
    if (units.length !== staged.length || units.some((u) => !staged.includes(u)))
      throw new PositionError('pending.units', `are not the units combat ${i} is waiting for`);
    if (units.some((u) => this.ctx.unitSide[u] !== side))
      throw new PositionError('pending.units', 'a side decides for its own units');
    const n = kind === 'retreat' ? 'hexes' : 'count';
    if (o[n] !== stage[n]) throw new PositionError(`pending.${n}`, `is not combat ${i}'s`);
  }

  /** B-M.3: the phasing side's aircraft over an enemy SAM, bombing it once the SAM's die is rolled. */
  bomb(p: Json, o: Json, side: number, phasing: number): void {
    const a = this.unit(o['aircraft'], 'pending.aircraft', ['aircraft']);
    const t = this.unit(o['target'], 'pending.target', ['sam']);
    if (side !== phasing || this.ctx.unitSide[a] !== side || this.ctx.unitSide[t] === side)
      throw new PositionError('pending', 'the phasing side’s aircraft bombs an enemy SAM (B-M.3)');
    const units = (p['units'] ?? {}) as Json;
    const over = units[this.ctx.units[a]!.id];
    if (typeof over !== 'string' || over !== (units[this.ctx.units[t]!.id] ?? this.ctx.units[t]!.start))
      throw new PositionError('pending.aircraft', 'is not over its target’s hex (B-N.1)');
    if (Array.isArray(p['attacked']) && p['attacked'].includes(this.ctx.units[a]!.id))
      throw new PositionError('pending.aircraft', 'has bombed already (B-N.2)');
  }
}
