// The advanced air phase's state (A-K) as fixed fields of the flat state
// (state.ts `air`, `airStage`): per counter a word of flags — its role this
// phase, raid or interceptor, flown this player-turn, its hex detected, its
// part in this round of air combat and the result waiting for the round's
// end — and the phase's stage. The stages follow A-K's sequence table
// (advanced-tables.json `airPhase.order`, which differs by the phasing side).
import type { Context } from '../../context.js';
import { AIR, MAP, POOL, type State } from '../../state.js';
import { advancedTables } from '../../combat/tables.js';
import type { AirCounterData } from './counters.js';

// ---- per counter flags (s.air) ----
/** The role flown this phase: interceptor (an escort among raids) or bomber (A-K[Placement] c–e). */
export const AS_INTERCEPTOR = 1,
  AS_BOMBER = 2,
  ROLE = 3;
/** A raid counter of the phasing side (else an interceptor of the defender, A-K[Interceptors]). */
export const RAID = 1 << 2;
/** Has flown in an air phase of this player-turn: spent for its other fronts' (A-Use, 4 seats). */
export const FLOWN = 1 << 3;
/** Its hex of raids was detected (A-K[Detection]); ROLLED: the die was rolled for it. */
export const DETECTED = 1 << 4;
export const ROLLED = 1 << 5;
/** In the round of air combat under way: attacked (TARGETED), has attacked or bombed (FOUGHT). */
export const TARGETED = 1 << 6;
export const FOUGHT = 1 << 7;
/** The result waiting for the round's end (A-K[Air combat] b: simultaneous): 0 none, 1 A, 2 R, 3 D. */
export const HIT_SHIFT = 8;
export const HIT = 3 << HIT_SHIFT;
export const HIT_LETTERS = ['', 'A', 'R', 'D'] as const;
/** A para dropping as a raid counter (A-K[Placement] a): it stands on its drop hex during the phase. */
export const PARA = 1 << 10;
export const FLAG_NAMES: readonly [number, string][] = [
  [AS_INTERCEPTOR, 'interceptor'],
  [AS_BOMBER, 'bomber'],
  [RAID, 'raid'],
  [FLOWN, 'flown'],
  [DETECTED, 'detected'],
  [ROLLED, 'rolled'],
  [TARGETED, 'targeted'],
  [FOUGHT, 'fought'],
  [1 << HIT_SHIFT, 'hit-a'],
  [2 << HIT_SHIFT, 'hit-r'],
  [PARA, 'para'],
];

// ---- the stage (s.airStage[STAGE]); a zeroed state is in the raids stage ----
export const RAIDS = 0,
  INTERCEPT = 1,
  SAM = 2,
  ESCORT = 3,
  ESCORT_REPLY = 4,
  COMBAT = 5,
  COMBAT_REPLY = 6,
  BOMB = 7,
  /** A-K[Placement] a: the paras just landed next to the enemy attack at once (after the bombing, digest). */
  PARA_ATTACK = 8,
  DONE = 9;
export const STAGE_NAMES = [
  'raids',
  'interceptors',
  'sam',
  'escort-combat',
  'escort-reply',
  'air-combat',
  'bomber-reply',
  'bombing',
  'para-attack',
  'done',
] as const;
export const STAGE = 0,
  /** In the SAM stage: a bit per side whose SAMs have done firing. */
  SAMS_DONE = 1;

/** The stages of A-K's sequence table for the phasing side, in order (advanced-tables.json `airPhase.order`). */
export function stagesOf(ctx: Context, side: number): number[] {
  const order = advancedTables(ctx).airPhase.order[ctx.sides[side]!];
  if (!order) throw new Error(`advanced-tables.json airPhase.order: no order for ${ctx.sides[side]}`);
  const steps: Record<string, number[]> = {
    raids: [RAIDS],
    interceptors: [INTERCEPT],
    sam: [SAM],
    'air-combat': [ESCORT, ESCORT_REPLY, COMBAT, COMBAT_REPLY],
    bombing: [BOMB],
    'para-attack': [PARA_ATTACK],
  };
  return [...order.flatMap((step) => steps[step] ?? []), DONE];
}

export const stageOf = (s: State): number => s.airStage[STAGE]!;
export const airData = (ctx: Context, u: number): AirCounterData => ctx.units[u] as AirCounterData;
export const roleOf = (s: State, u: number): number => s.air[u]! & ROLE;
export const isRaid = (s: State, u: number): boolean => (s.air[u]! & RAID) !== 0;
/** The defending side of the phase (the phasing side's enemy). */
export const defenderOf = (ctx: Context, s: State): number => ctx.enemies[s.side]![0]!;

/** Is counter u in the air over its hex: an aircraft placed, or a para dropping (A-K[Placement] a)? */
export const flying = (s: State, u: number): boolean =>
  s.loc[u] === AIR || (s.loc[u] === MAP && (s.air[u]! & PARA) !== 0);

/** The counters of `side` in the air over hex h, in counter order: the order a code's masks count in. */
export function aircraftAt(ctx: Context, s: State, side: number, h: number): number[] {
  const out: number[] = [];
  for (let u = 0; u < ctx.units.length; u++)
    if (s.hex[u] === h && ctx.unitSide[u] === side && flying(s, u)) out.push(u);
  return out;
}

/** The hexes with a counter of `side` in the air, each once, in order. */
export function airHexes(ctx: Context, s: State, side: number): number[] {
  const out = new Set<number>();
  for (let u = 0; u < ctx.units.length; u++) if (ctx.unitSide[u] === side && flying(s, u)) out.add(s.hex[u]!);
  return [...out].sort((x, y) => x - y);
}

/** May aircraft a fly over hex h: its air force flies over that map (advanced-forces.json `air.<force>.fronts`). */
export function fliesOver(ctx: Context, a: number, h: number): boolean {
  return airData(ctx, a).airFronts.includes(ctx.regions[ctx.regionOf[h]!] ?? '');
}

/** A-K[Aircraft use]: in the pool and not yet flown this player-turn. */
export const ready = (s: State, a: number): boolean => s.loc[a] === POOL && (s.air[a]! & FLOWN) === 0;

/** The aircraft goes home for this phase: off the map, spent until the next player-turn. */
export function goHome(s: State, a: number): void {
  s.loc[a] = POOL;
  s.hex[a] = -1;
  s.air[a] = FLOWN;
}
