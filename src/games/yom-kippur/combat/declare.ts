// B-I.1 who fights: attackers next to the defending hexes (never across the
// canal, B-J.1), each unit attacking and each unit attacked once a turn
// (B-I.3), a stack defending together, all units of an attacking hex
// attacking (a) and every adjacent enemy attacked (b), artillery in
// support (B-L), odds of at least 1-3 (B-I.2). Combats are declared and
// resolved one at a time; what a declaration leaves owed — stack-mates that
// will attack elsewhere, enemies other units will attack, forced attacks
// after a landing (B-G.4b, B-G.5b, B-O) — is owed until the phase ends
// (docs/yom-kippur/rules-notes.md, "Combat").
import { refuse, type Refusal } from '../../../engine/rules-error.js';
import { sortAscending } from '../../../engine/sort-numbers.js';
import { cannotSupport, isArtillery, supportBlock, supportingArtillery } from '../artillery.js';
import type { Context } from '../context.js';
import { changedFrom, lastChange } from '../changes.js';
import { outOfFront } from '../fronts.js';
import { DROP, HELI, type State } from '../state.js';
import { occupantsOf, onMap, type Occupants } from '../units.js';
import { combatSpec } from './fighters.js';
import { combatOdds, oddsAllow } from './odds.js';

/** Attacks made during the air phase by units just dropped or heli-lifted (B-O.1: at once, no support). */
export type AttackMode = 'combat' | 'immediate';

export interface AttackPlan {
  attackers: number[];
  hexes: number[];
  artillery: number[];
}

/** The last game definition asked about, and its hexsides closed to attacks (a bit per hex × 6 + direction). */
let closedOf: Context | null = null;
let closed = new Uint8Array(0);

/** B-J.1: per hexside, 1 where the chart closes it to attacks (the canal), made once per game definition. */
function closedSides(ctx: Context): Uint8Array {
  if (closedOf === ctx) return closed;
  const { board } = ctx;
  const classes = Object.entries(ctx.data.chart.hexsides)
    .filter(([, t]) => (t as { attackAcross?: boolean }).attackAcross === false)
    .map(([cls]) => cls);
  closed = new Uint8Array(board.hexCount * 6);
  for (let h = 0; h < board.hexCount; h++)
    for (let d = 0; d < 6; d++) if (classes.some((cls) => board.hasSide(h, d, cls))) closed[h * 6 + d] = 1;
  closedOf = ctx;
  return closed;
}

/** B-J.1: may a, b fight each other (adjacent, not across a hexside the chart closes to attacks)? */
export function canFight(ctx: Context, a: number, b: number): boolean {
  const d = ctx.board.direction(a, b);
  return d >= 0 && closedSides(ctx)[a * 6 + d] === 0;
}

/** May unit u attack now (B-I.1, B-I.3 once a turn; forts, SAMs and artillery never attack on their own)? */
export function mayAttack(ctx: Context, s: State, u: number, mode: AttackMode): boolean {
  if (ctx.unitSide[u] !== s.side || !onMap(s, u) || ctx.units[u]!.kind !== 'ground' || s.attacked[u]) return false;
  if (outOfFront(ctx, s, u)) return false; // A-Use: the phase's front
  if (isArtillery(ctx, u)) return false; // B-L: artillery attacks only in support
  return mode === 'combat' || s.landing[u] === DROP || s.landing[u] === HELI;
}

/** Enemy counters on a hex that may still be attacked (B-I.3 once a turn; B-O: not in the air phase's immediate attacks). */
function attackableHex(ctx: Context, s: State, occ: Occupants, h: number, mode: AttackMode): boolean {
  if (h < 0) return false;
  for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!) {
    if (ctx.unitSide[u] !== s.side && ctx.units[u]!.kind !== 'aircraft' && (mode === 'immediate' || !s.defended[u]))
      return true;
  }
  return false;
}

/** Hexes next to `h` (across attackable hexsides) holding enemies that may be attacked. */
function enemyHexesNear(ctx: Context, s: State, occ: Occupants, h: number, mode: AttackMode): number[] {
  const { board } = ctx;
  const shut = closedSides(ctx);
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = board.neighbour(h, d);
    if (n >= 0 && board.onMap(n) && shut[h * 6 + d] === 0 && attackableHex(ctx, s, occ, n, mode)) out.push(n);
  }
  return out;
}

/** Has the phasing side a unit (not in `besides`) that could still attack hex h? */
function engaged(ctx: Context, s: State, occ: Occupants, h: number, mode: AttackMode, besides: readonly number[]) {
  const { board } = ctx;
  const shut = closedSides(ctx);
  for (let d = 0; d < 6; d++) {
    const n = board.neighbour(h, d);
    if (n < 0 || !board.onMap(n) || shut[h * 6 + d] !== 0) continue;
    for (let u = occ.first[n]!; u >= 0; u = occ.next[u]!)
      if (!besides.includes(u) && mayAttack(ctx, s, u, mode)) return true;
  }
  return false;
}

/**
 * B-I.1 b): enemy hexes next to the attackers, outside the combat, that no
 * other unit could attack later: they must be in the combat.
 */
function unengaged(ctx: Context, s: State, occ: Occupants, plan: AttackPlan, mode: AttackMode): number[] {
  const out: number[] = [];
  for (const a of plan.attackers) {
    for (const h of enemyHexesNear(ctx, s, occ, s.hex[a]!, mode)) {
      if (!plan.hexes.includes(h) && !out.includes(h) && !engaged(ctx, s, occ, h, mode, plan.attackers)) out.push(h);
    }
  }
  return out;
}

/** B-I.1 b): enemy units next to the attackers, outside the combat, that other units owe an attack. */
export function owedEnemies(ctx: Context, s: State, plan: AttackPlan, mode: AttackMode): number[] {
  const occ = occupantsOf(ctx, s);
  const out: number[] = [];
  for (const a of plan.attackers) {
    for (const h of enemyHexesNear(ctx, s, occ, s.hex[a]!, mode)) {
      if (plan.hexes.includes(h)) continue;
      for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!)
        if (ctx.unitSide[u] !== s.side && ctx.units[u]!.kind !== 'sam' && !out.includes(u)) out.push(u);
    }
  }
  return out;
}

/** B-I.1 a): stack-mates of the attackers left out of the combat (they must attack elsewhere this phase). */
export function stackMatesLeft(ctx: Context, s: State, plan: AttackPlan, mode: AttackMode): number[] {
  return matesLeft(ctx, s, occupantsOf(ctx, s), plan, mode);
}

function matesLeft(ctx: Context, s: State, occ: Occupants, plan: AttackPlan, mode: AttackMode): number[] {
  const hexes: number[] = [];
  for (const a of plan.attackers) if (!hexes.includes(s.hex[a]!)) hexes.push(s.hex[a]!);
  const out: number[] = [];
  for (const h of hexes)
    for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!)
      if (!plan.attackers.includes(u) && mayAttack(ctx, s, u, mode)) out.push(u);
  return out;
}

/** Why this combat may not be declared, or null (B-I.1, B-I.2, B-J.1, B-L, B-O). */
export function attackRefusal(ctx: Context, s: State, plan: AttackPlan, mode: AttackMode): Refusal | null {
  return refusal(ctx, s, occupantsOf(ctx, s), plan, mode);
}

/** What refusal() gives a listing (words: false) for the refusals a listed plan can meet: no words made. */
const REFUSED: Refusal = Object.freeze(refuse('refused', 'B-I', 'Refused'));

function refusal(
  ctx: Context,
  s: State,
  occ: Occupants,
  plan: AttackPlan,
  mode: AttackMode,
  words = true,
): Refusal | null {
  const { attackers, hexes, artillery } = plan;
  if (attackers.length === 0) return refuse('no-attackers', 'B-I.1', 'Name at least one attacking unit');
  if (hexes.length === 0) return refuse('no-defenders', 'B-I.1', 'Name at least one hex to attack');
  if (repeats(attackers) || repeats(hexes)) {
    return refuse('duplicate', 'B-I.1', 'A unit or hex may be named only once in a combat');
  }
  for (const a of attackers) {
    if (a < 0) return refuse('unknown-unit', 'B-I.1', 'Unknown attacking unit');
    if (s.attacked[a]) return refuse('attacked-twice', 'B-I.3', `${nameOf(ctx, a)} has already attacked this turn`);
    if (isArtillery(ctx, a)) return refuse('artillery-alone', 'B-L', `${nameOf(ctx, a)} may only fire in support`);
    if (!mayAttack(ctx, s, a, mode)) {
      return mode === 'immediate'
        ? refuse(
            'not-dropped',
            'B-O.1',
            `Only units dropped or heli-lifted this turn attack at once: not ${nameOf(ctx, a)}`,
          )
        : refuse('may-not-attack', 'B-I.1', `${nameOf(ctx, a)} may not attack`);
    }
    if (!fightsAny(ctx, s.hex[a]!, hexes)) {
      return refuse(
        'not-adjacent',
        'B-J.1',
        `${nameOf(ctx, a)} is not next to a defending hex (or only across the canal)`,
      );
    }
  }
  for (const h of hexes) {
    if (!ctx.board.onMap(h)) return refuse('unknown-hex', 'B-I.1', 'Unknown hex');
    if (!attackableHex(ctx, s, occ, h, mode)) {
      return refuse('no-enemy', 'B-I.3', `No enemy unit in ${ctx.board.id(h)} may be attacked this turn`);
    }
    if (!foughtByAny(ctx, s, attackers, h)) {
      return refuse('not-adjacent', 'B-J.1', `${ctx.board.id(h)} is next to no attacker (or only across the canal)`);
    }
  }
  if (mode === 'immediate' && artillery.length) {
    return refuse('no-support', 'B-O.1', 'An attack at the moment of the drop has no support');
  }
  for (const r of artillery) {
    if (r >= 0 && supportBlock(ctx, s, r, s.side, hexes) === 0) continue;
    return refuse('artillery', 'B-L', r < 0 ? 'unknown artillery' : cannotSupport(ctx, s, r, s.side, hexes)!);
  }
  if (repeats(artillery)) return refuse('duplicate', 'B-L', 'An artillery unit fires once');
  const left = idleStackMate(ctx, s, occ, plan, mode);
  if (left >= 0) {
    if (!words) return REFUSED;
    return refuse(
      'whole-stack',
      'B-I.1a',
      `${nameOf(ctx, left)} must attack too: all units in an attacking hex attack`,
    );
  }
  const alone = unengaged(ctx, s, occ, plan, mode);
  if (alone.length) {
    if (!words) return REFUSED;
    return refuse('adjacent-enemy', 'B-I.1b', `The enemy in ${ctx.board.id(alone[0]!)} must be attacked too`);
  }
  const spec = combatSpec(ctx, s, attackers, hexes, artillery, [], occ);
  if (oddsAllow(ctx, spec)) return null;
  return words ? refuse('odds', 'B-I.2', `Odds of ${combatOdds(ctx, spec).ratio} are below 1-3`) : REFUSED;
}

/** B-I.1a: the first stack-mate of the attackers that may attack, left out with no enemy hex to attack outside the plan's (-1: none). */
function idleStackMate(ctx: Context, s: State, occ: Occupants, plan: AttackPlan, mode: AttackMode): number {
  const { attackers, hexes } = plan;
  const { board } = ctx;
  const shut = closedSides(ctx);
  for (let i = 0; i < attackers.length; i++) {
    const h = s.hex[attackers[i]!]!;
    if (sameHexBefore(s, attackers, i)) continue;
    for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!) {
      if (attackers.includes(u) || !mayAttack(ctx, s, u, mode)) continue;
      let elsewhere = false;
      for (let d = 0; d < 6 && !elsewhere; d++) {
        const n = board.neighbour(h, d);
        elsewhere =
          n >= 0 &&
          board.onMap(n) &&
          shut[h * 6 + d] === 0 &&
          !hexes.includes(n) &&
          attackableHex(ctx, s, occ, n, mode);
      }
      if (!elsewhere) return u;
    }
  }
  return -1;
}

/** Does an attacker before the i-th stand on the i-th's hex? */
function sameHexBefore(s: State, attackers: readonly number[], i: number): boolean {
  const h = s.hex[attackers[i]!];
  for (let j = 0; j < i; j++) if (s.hex[attackers[j]!] === h) return true;
  return false;
}

/** A counter's name, for a refusal's words (a function of the module: refusal, asked for every plan listed, makes none). */
function nameOf(ctx: Context, u: number): string {
  return ctx.units[u]!.name;
}

/** Does a list name an item twice (lists of a combat are short: no Set made)? */
function repeats(list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (list[i] === list[j]) return true;
  return false;
}

/** Can a unit on hex a fight one of `hexes` (B-J.1)? */
function fightsAny(ctx: Context, a: number, hexes: readonly number[]): boolean {
  for (let i = 0; i < hexes.length; i++) if (canFight(ctx, a, hexes[i]!)) return true;
  return false;
}

/** Can one of the attackers fight hex h (B-J.1)? */
function foughtByAny(ctx: Context, s: State, attackers: readonly number[], h: number): boolean {
  for (let i = 0; i < attackers.length; i++) if (canFight(ctx, s.hex[attackers[i]!]!, h)) return true;
  return false;
}

/**
 * The combats the phasing player may declare now: against each enemy hex,
 * every unit next to it, each adjacent stack alone and each unit alone,
 * with the hexes b) then obliges them to attack, without artillery or with
 * all the artillery in range (B-L). Each is one attackRefusal accepts.
 */
export function legalAttacks(ctx: Context, s: State, mode: AttackMode): AttackPlan[] {
  if (listed.ctx === ctx && listed.mode === mode && sameAsListed(ctx, s)) {
    listed.version = s.version;
    return listed.plans;
  }
  const plans = attacksNow(ctx, s, mode);
  if (listed.bytes.length !== s.bytes.length) listed.bytes = new Uint8Array(s.bytes.length);
  listed.bytes.set(s.bytes);
  listed.ctx = ctx;
  listed.mode = mode;
  listed.plans = plans;
  listed.version = s.version;
  return plans;
}

/**
 * Is s's content the one last listed, or one that differs from it only in
 * an aircraft placed (B-N.1: nothing a combat reads, its aircraft not on
 * the board)? Told by the versions when both are known (changes.ts), else
 * by the bytes.
 */
function sameAsListed(ctx: Context, s: State): boolean {
  const version = s.version;
  if (version === 0 || listed.version === 0) return sameState(listed.bytes, s.bytes);
  if (version === listed.version) return true;
  return changedFrom(listed.version, version) && ctx.units[lastChange.unit]!.kind === 'aircraft';
}

/** The combats that may be declared now, made anew, the last listing kept (tests compare the two). */
export const attacksMadeAnew = (ctx: Context, s: State, mode: AttackMode): AttackPlan[] => attacksNow(ctx, s, mode);

/** The same, each plan built checked by refusal in full (the test of the listing's shortcuts, attacksNow). */
export const attacksCheckedInFull = (ctx: Context, s: State, mode: AttackMode): AttackPlan[] =>
  attacksNow(ctx, s, mode, 'in full');

/** The last state's bytes compared and their words (a search asks about one state all along). */
let wordsOf: Uint8Array | null = null;
let stateWords: Int32Array<ArrayBufferLike> = new Int32Array(0);
let keptWords: Int32Array<ArrayBufferLike> = new Int32Array(0);

/** The same bytes (a state's, and the copy kept of the last listed): compared four at a time. */
function sameState(kept: Uint8Array, bytes: Uint8Array): boolean {
  const n = bytes.length;
  if (kept.length !== n) return false;
  if (bytes.byteOffset & 3) return sameItems(kept, bytes); // no word view at this offset
  const words = n >> 2;
  if (wordsOf !== bytes) {
    wordsOf = bytes;
    stateWords = new Int32Array(bytes.buffer, bytes.byteOffset, words);
  }
  if (keptWords.buffer !== kept.buffer) keptWords = new Int32Array(kept.buffer, 0, words);
  for (let i = 0; i < words; i++) if (stateWords[i] !== keptWords[i]) return false;
  for (let i = words << 2; i < n; i++) if (kept[i] !== bytes[i]) return false;
  return true;
}

/**
 * The last combats listed and the state they were listed in: a listing
 * asks again at once whether the phase may end (obligation), and apply
 * whether the plan chosen may be declared.
 */
const listed = {
  ctx: null as Context | null,
  mode: 'combat' as AttackMode,
  bytes: new Uint8Array(0),
  /** The state's version (changes.ts): that listed, or one of the same combats since. */
  version: 0,
  plans: [] as AttackPlan[],
};

/** The same numbers in the same order (two states' bytes, two lists of hexes)? */
function sameItems(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function attacksNow(ctx: Context, s: State, mode: AttackMode, check: 'built' | 'in full' = 'built'): AttackPlan[] {
  const own: number[] = [];
  const ground = ctx.ground;
  for (let i = 0; i < ground.length; i++) if (mayAttack(ctx, s, ground[i]!, mode)) own.push(ground[i]!);
  if (own.length === 0) return []; // most often so in the air phase: nobody landed
  const out: AttackPlan[] = [];
  const occ = occupantsOf(ctx, s);
  const targets: number[] = [];
  for (const u of own)
    for (const h of enemyHexesNear(ctx, s, occ, s.hex[u]!, mode)) if (!targets.includes(h)) targets.push(h);
  // the artillery in range of the hexes last asked about (B-L): most plans against a hex attack it alone
  let fireHexes: readonly number[] = [];
  let fireNow: number[] = [];
  for (const h of sortAscending(targets)) {
    const near = own.filter((u) => canFight(ctx, s.hex[u]!, h));
    // every unit next to h; each stack alone when there are several; each unit alone when there are several
    const sets = [
      near,
      ...(near.length > 1 ? stacksOf(s, near) : []),
      ...(near.length > 1 ? near.map((u) => [u]) : []),
    ];
    for (let j = 0; j < sets.length; j++) {
      const attackers = sets[j]!;
      if (metBefore(sets, j)) continue;
      const plan: AttackPlan = { attackers, hexes: [h], artillery: NONE };
      plan.hexes.push(...unengaged(ctx, s, occ, plan, mode));
      if (mode === 'combat' && !sameItems(fireHexes, plan.hexes)) {
        fireHexes = plan.hexes;
        fireNow = supportingArtillery(ctx, s, s.side, plan.hexes);
      }
      if (check === 'in full') {
        offer(ctx, s, occ, plan, mode, out);
        if (mode === 'combat' && fireNow.length) offer(ctx, s, occ, { ...plan, artillery: fireNow }, mode, out);
        continue;
      }
      // A plan built meets by construction every condition refusal checks but
      // two: its attackers may attack (own) and stand next to h across an
      // open hexside (near); its other hexes are the enemy hexes next to them
      // that no other unit could attack (unengaged: none is left); its
      // artillery is that which may support them (B-L). Left: a stack-mate
      // left idle (B-I.1a, whatever the artillery: it refuses both plans),
      // then the odds (B-I.2). The combats' test compares it with refusal.
      if (idleStackMate(ctx, s, occ, plan, mode) >= 0) continue;
      if (oddsAllow(ctx, combatSpec(ctx, s, attackers, plan.hexes, NONE, [], occ))) out.push(plan);
      if (mode === 'combat' && fireNow.length) {
        const fired = { ...plan, artillery: fireNow };
        if (oddsAllow(ctx, combatSpec(ctx, s, attackers, plan.hexes, fireNow, [], occ))) out.push(fired);
      }
    }
  }
  return out;
}

/** The artillery of a plan that has none (one list for all: a plan is never written once made). */
const NONE = Object.freeze([]) as readonly number[] as number[];

/**
 * Are the attackers of `sets[j]` those of an earlier set against the same
 * hex (a stack of one is also a unit alone)? Then so is the whole plan,
 * listed or refused already: its hexes and artillery follow from its
 * attackers and the hex. Plans against different hexes never repeat one
 * another (the hex attacked comes first in their hexes).
 */
function metBefore(sets: readonly number[][], j: number): boolean {
  for (let i = 0; i < j; i++) if (sameItems(sets[i]!, sets[j]!)) return true;
  return false;
}

/** Lists plan p unless refused (B-I.1, B-I.2, B-L). */
function offer(ctx: Context, s: State, occ: Occupants, p: AttackPlan, mode: AttackMode, out: AttackPlan[]): void {
  if (refusal(ctx, s, occ, p, mode, false) === null) out.push(p);
}

/** The units of `near` split by the hex they stand on, only when they stand on more than one (B-I.1 a: a stack attacks whole). */
function stacksOf(s: State, near: readonly number[]): number[][] {
  const out: number[][] = [];
  for (const u of near) {
    const x = s.hex[u]!;
    const stack = out.find((st) => s.hex[st[0]!] === x);
    if (stack) stack.push(u);
    else out.push([u]);
  }
  return out.length > 1 ? out : [];
}
