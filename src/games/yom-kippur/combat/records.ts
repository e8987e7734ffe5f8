// The combats of the player-turn as fixed fields of the flat state
// (state.ts): per combat its mode, die and result, and eight lists —
// attackers, defenders, defending hexes, attacking and defending artillery
// (B-I.1, B-L), the stack-mates pledged to attack (B-I.1 a), the enemies
// owed an attack (B-I.1 b), the units that retreated (B-I.3 e) — laid one
// after another in one pool of numbers; and the queue of decisions the
// result of the combat being resolved leaves (B-I.3: retreats, T003 EX
// losses, the advance). Only that combat has a queue: a combat is declared
// only once the last one is settled.
//
// Bounds: every ground unit attacks once a player-turn (B-I.3), so there
// are at most as many combats as the phasing side has ground units
// (MAX_COMBATS, 64, above the basic game's largest side); the lists of a
// player-turn hold COMBAT_POOL (1,024) numbers together, about ten times
// what a turn of the basic game writes. A combat beyond either is refused
// (RulesError 'combat-records-full'), never written past.
import { RulesError } from '../../../engine/rules-error.js';
import { COMBAT_LISTS, COMBAT_POOL, MAX_COMBATS, MAX_STAGES, STAGE_UNITS, type State } from '../state.js';

export const ATTACKERS = 0,
  DEFENDERS = 1,
  HEXES = 2,
  ATTACK_ARTILLERY = 3,
  DEFENCE_ARTILLERY = 4,
  PLEDGED = 5,
  OWED = 6,
  RETREATED = 7;
/** The lists' names in a combat record's JSON, in list order. */
export const LIST_NAMES = [
  'attackers',
  'defenders',
  'hexes',
  'attackArtillery',
  'defenceArtillery',
  'pledged',
  'owed',
  'retreated',
] as const;

/** Modes: a combat of the combat phase, or an attack at the moment of a landing (B-O.1, air phase). */
export const COMBAT_MODE = 0,
  IMMEDIATE_MODE = 1;
export const MODES = ['combat', 'immediate'] as const;

/** Stage kinds of the queue. */
export const STAGE_RETREAT = 1,
  STAGE_LOSSES = 2,
  STAGE_ADVANCE = 3;

// combatHead's fields
const COUNT = 0,
  POOL_USED = 1,
  QUEUE_COMBAT = 2,
  STAGES = 3;

/** Result codes as numbers (1…; 0 none): every code a combat was given, in the order first seen, for the process. */
const RESULT_WORDS: string[] = [''];
const RESULT_NUMBERS = new Map<string, number>([['', 0]]);
function resultNumber(word: string): number {
  let n = RESULT_NUMBERS.get(word);
  if (n === undefined) {
    n = RESULT_WORDS.push(word) - 1;
    RESULT_NUMBERS.set(word, n);
  }
  return n;
}

const full = (what: string): RulesError =>
  new RulesError('combat-records-full', 'B-I.1', `The combat records of a player-turn hold no more ${what}`);

export const combatCount = (s: State): number => s.combatHead[COUNT]!;
export const combatMode = (s: State, c: number): number => s.combatMode[c]!;
/** The die rolled for combat c, 0 before. */
export const combatDie = (s: State, c: number): number => s.combatDie[c]!;
/** The result of combat c, '' before. */
export const combatResult = (s: State, c: number): string => RESULT_WORDS[s.combatResult[c]!]!;

export function setCombatRoll(s: State, c: number, die: number, result: string): void {
  s.combatDie[c] = die;
  s.combatResult[c] = resultNumber(result);
}

/** Forgets every combat (the end of a player-turn). */
export function clearCombats(s: State): void {
  s.combatHead.fill(0);
  s.combatHead[QUEUE_COMBAT] = -1;
  s.combatListLength.fill(0);
}

export const listLength = (s: State, c: number, list: number): number => s.combatListLength[c * COMBAT_LISTS + list]!;
export const listItem = (s: State, c: number, list: number, i: number): number =>
  s.combatPool[s.combatListAt[c * COMBAT_LISTS + list]! + i]!;

export function listIncludes(s: State, c: number, list: number, x: number): boolean {
  const at = s.combatListAt[c * COMBAT_LISTS + list]!;
  const n = s.combatListLength[c * COMBAT_LISTS + list]!;
  for (let i = 0; i < n; i++) if (s.combatPool[at + i] === x) return true;
  return false;
}

/** A list as an array (made: for the cold paths, positions and events). */
export function listOf(s: State, c: number, list: number): number[] {
  const at = s.combatListAt[c * COMBAT_LISTS + list]!;
  return Array.from(s.combatPool.subarray(at, at + listLength(s, c, list)));
}

/** Room for n more numbers at the pool's end, else the refusal. */
function reserve(s: State, n: number): number {
  const used = s.combatHead[POOL_USED]!;
  if (used + n > COMBAT_POOL || n > 255) throw full('counters');
  s.combatHead[POOL_USED] = used + n;
  return used;
}

/** Sets a list of combat c (written at the pool's end when it does not fit where it is). */
export function setList(s: State, c: number, list: number, values: ArrayLike<number>): void {
  const k = c * COMBAT_LISTS + list;
  const n = values.length;
  if (n > s.combatListLength[k]!) s.combatListAt[k] = reserve(s, n);
  const at = s.combatListAt[k]!;
  for (let i = 0; i < n; i++) s.combatPool[at + i] = values[i]!;
  s.combatListLength[k] = n;
}

/** Adds x to a list of combat c (moved to the pool's end first unless it ends there). */
export function pushToList(s: State, c: number, list: number, x: number): void {
  const k = c * COMBAT_LISTS + list;
  const n = s.combatListLength[k]!;
  if (s.combatListAt[k]! + n !== s.combatHead[POOL_USED] || n === 0) {
    const to = reserve(s, n + 1);
    s.combatPool.copyWithin(to, s.combatListAt[k]!, s.combatListAt[k]! + n);
    s.combatListAt[k] = to;
  } else reserve(s, 1);
  s.combatPool[s.combatListAt[k]! + n] = x;
  s.combatListLength[k] = n + 1;
}

/** Takes x out of a list of combat c, the others kept in order. */
export function removeFromList(s: State, c: number, list: number, x: number): void {
  const k = c * COMBAT_LISTS + list;
  const at = s.combatListAt[k]!;
  let n = s.combatListLength[k]!;
  for (let i = 0; i < n; i++) {
    if (s.combatPool[at + i] !== x) continue;
    s.combatPool.copyWithin(at + i, at + i + 1, at + n);
    n--;
    i--;
  }
  s.combatListLength[k] = n;
}

/** A new combat with its lists (by list number; missing ones empty); its index. */
export function addCombat(s: State, mode: number, lists: readonly (ArrayLike<number> | undefined)[]): number {
  const c = s.combatHead[COUNT]!;
  if (c >= MAX_COMBATS) throw full('combats');
  s.combatHead[COUNT] = c + 1;
  s.combatMode[c] = mode;
  s.combatDie[c] = 0;
  s.combatResult[c] = 0;
  for (let l = 0; l < COMBAT_LISTS; l++) {
    s.combatListLength[c * COMBAT_LISTS + l] = 0;
    s.combatListAt[c * COMBAT_LISTS + l] = s.combatHead[POOL_USED]!;
    const v = lists[l];
    if (v?.length) setList(s, c, l, v);
  }
  return c;
}

// ---- the queue of decisions of the combat being resolved ----

/** The combat whose result's decisions are queued, -1 none. */
export const queueCombat = (s: State): number => (s.combatHead[STAGES] ? s.combatHead[QUEUE_COMBAT]! : -1);
export const stageCount = (s: State): number => s.combatHead[STAGES]!;
export const stageKind = (s: State, i: number): number => s.stageKind[i]!;
export const stageSide = (s: State, i: number): number => s.stageSide[i]!;
/** A retreat's hexes, the losses to take. */
export const stageNumber = (s: State, i: number): number => s.stageNumber[i]!;
export const stageUnitCount = (s: State, i: number): number => s.stageUnitCount[i]!;
export const stageUnit = (s: State, i: number, k: number): number => s.stageUnits[i * STAGE_UNITS + k]!;
export const stageUnits = (s: State, i: number): number[] =>
  Array.from(s.stageUnits.subarray(i * STAGE_UNITS, i * STAGE_UNITS + stageUnitCount(s, i)));

/** Queues a decision of combat c's result. */
export function pushStage(
  s: State,
  c: number,
  kind: number,
  side = -1,
  number = 0,
  units: ArrayLike<number> = [],
): void {
  const i = s.combatHead[STAGES]!;
  if (i >= MAX_STAGES || units.length > STAGE_UNITS) throw full('decisions');
  if (i > 0 && s.combatHead[QUEUE_COMBAT] !== c) throw full('queues');
  s.combatHead[QUEUE_COMBAT] = c;
  s.combatHead[STAGES] = i + 1;
  s.stageKind[i] = kind;
  s.stageSide[i] = side;
  s.stageNumber[i] = number;
  s.stageUnitCount[i] = units.length;
  for (let k = 0; k < units.length; k++) s.stageUnits[i * STAGE_UNITS + k] = units[k]!;
}

export function setStageNumber(s: State, i: number, n: number): void {
  s.stageNumber[i] = n;
}

/** Keeps the units of stage i that `keep` says yes to, in order. */
export function filterStage(s: State, i: number, keep: (u: number) => boolean): void {
  const base = i * STAGE_UNITS;
  let n = 0;
  for (let k = 0; k < s.stageUnitCount[i]!; k++) {
    const u = s.stageUnits[base + k]!;
    if (keep(u)) s.stageUnits[base + n++] = u;
  }
  s.stageUnitCount[i] = n;
}

export function stageIncludes(s: State, i: number, u: number): boolean {
  for (let k = 0; k < s.stageUnitCount[i]!; k++) if (s.stageUnits[i * STAGE_UNITS + k] === u) return true;
  return false;
}

/** The first decision is taken: the others move up. */
export function shiftStage(s: State): void {
  const n = s.combatHead[STAGES]!;
  if (n === 0) return;
  s.stageKind.copyWithin(0, 1, n);
  s.stageSide.copyWithin(0, 1, n);
  s.stageNumber.copyWithin(0, 1, n);
  s.stageUnitCount.copyWithin(0, 1, n);
  s.stageUnits.copyWithin(0, STAGE_UNITS, n * STAGE_UNITS);
  s.combatHead[STAGES] = n - 1;
}

// ---- records as objects, for positions ----

/** A decision a result leaves, as positions write it. */
export type StageRecord =
  | { kind: 'retreat'; side: number; units: number[]; hexes: number }
  | { kind: 'losses'; side: number; count: number; units: number[] }
  | { kind: 'advance' };

/** One combat as positions write it (counter and hex numbers; position.ts names them). */
export interface CombatRecord {
  attackers: number[];
  defenders: number[];
  hexes: number[];
  attackArtillery: number[];
  defenceArtillery: number[];
  mode: (typeof MODES)[number];
  pledged: number[];
  owed: number[];
  queue: StageRecord[];
  retreated: number[];
  die?: number;
  result?: string;
}

function stageRecord(s: State, i: number): StageRecord {
  const kind = stageKind(s, i);
  if (kind === STAGE_ADVANCE) return { kind: 'advance' };
  const side = stageSide(s, i);
  const units = stageUnits(s, i);
  return kind === STAGE_RETREAT
    ? { kind: 'retreat', side, units, hexes: stageNumber(s, i) }
    : { kind: 'losses', side, count: stageNumber(s, i), units };
}

/** Every combat of the player-turn as objects, in the key order play has always written them. */
export function combatRecords(s: State): CombatRecord[] {
  const out: CombatRecord[] = [];
  const queued = queueCombat(s);
  for (let c = 0; c < combatCount(s); c++) {
    const r: CombatRecord = {
      attackers: listOf(s, c, ATTACKERS),
      defenders: listOf(s, c, DEFENDERS),
      hexes: listOf(s, c, HEXES),
      attackArtillery: listOf(s, c, ATTACK_ARTILLERY),
      defenceArtillery: listOf(s, c, DEFENCE_ARTILLERY),
      mode: MODES[combatMode(s, c)]!,
      pledged: listOf(s, c, PLEDGED),
      owed: listOf(s, c, OWED),
      queue: c === queued ? Array.from({ length: stageCount(s) }, (_, i) => stageRecord(s, i)) : [],
      retreated: listOf(s, c, RETREATED),
    };
    if (combatResult(s, c) !== '') [r.die, r.result] = [combatDie(s, c), combatResult(s, c)];
    out.push(r);
  }
  return out;
}

/** The combats from their objects (positions): refused when they do not fit the bounds above. */
export function setCombatRecords(s: State, records: readonly Partial<CombatRecord>[]): void {
  clearCombats(s);
  for (const r of records) {
    const c = addCombat(
      s,
      r.mode === 'immediate' ? IMMEDIATE_MODE : COMBAT_MODE,
      LIST_NAMES.map((name) => r[name] ?? []),
    );
    if (r.result !== undefined) setCombatRoll(s, c, r.die ?? 0, r.result);
    for (const st of r.queue ?? []) {
      if (st.kind === 'advance') pushStage(s, c, STAGE_ADVANCE);
      else if (st.kind === 'retreat') pushStage(s, c, STAGE_RETREAT, st.side, st.hexes, st.units);
      else pushStage(s, c, STAGE_LOSSES, st.side, st.count, st.units);
    }
  }
}
