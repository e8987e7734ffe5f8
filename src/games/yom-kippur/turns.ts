// B-E the sequence of play's clock, apart from the phase modules (so that
// they may read it without a cycle): what a phase is, the phase under way,
// player-turns and their serial numbers for markers' timers, B-D[Note]
// player-turns counted as played.
import type { Context } from './context.js';
import type { PhaseData } from './data.js';
import { playerTurnSerial, type State } from './state.js';

/** What a phase is, from its id: 'movement-1' and 'movement-2' are movement phases; 'air@golan' (a phase of one front, A-Use) is an air phase. */
export const phaseKind = (id: string): string => (id.startsWith('movement') ? 'movement' : id.split('@')[0]!);

/** The last phase currentPhase found: asked for every counter of a listing, it is most often the same. */
let lastCtx: Context | null = null,
  lastSide = -1,
  lastPhase = -1,
  lastData: PhaseData | null = null;

/** The phase under way as scenario.json describes it (null once over). */
export function currentPhase(ctx: Context, s: State): PhaseData | null {
  if (ctx === lastCtx && s.side === lastSide && s.phaseNumber === lastPhase) return lastData;
  lastData = ctx.phases[s.side]?.find((p) => p.id === s.phase) ?? null;
  [lastCtx, lastSide, lastPhase] = [ctx, s.side, s.phaseNumber];
  return lastData;
}

/** Does the phase under way allow this (B-E: 'recovery', 'reinforcements', 'ground movement'…)? */
export const phaseDoes = (ctx: Context, s: State, what: string): boolean =>
  currentPhase(ctx, s)?.does.includes(what) ?? false;

/** Per phase number (state.ts): is it a movement phase (1) or not (2); 0 not yet asked. */
const movementPhases: number[] = [];
export function isMovementPhase(s: State): boolean {
  const n = s.phaseNumber;
  return (movementPhases[n] ||= phaseKind(s.phase) === 'movement' ? 1 : 2) === 1;
}

/** The serial of the player-turn under way. */
export const serialNow = (ctx: Context, s: State): number => playerTurnSerial(s.turn, s.side, ctx.sides.length);

/** B-D[Note]: player-turns the scenario counts as played. */
export const skipped = (ctx: Context, turn: number, side: number): boolean =>
  ctx.data.scenario.skip.some((k) => k.turn === turn && k.side === ctx.sides[side]);

/** The first player-turn of a side after the one under way (for markers: B-N.2b "its next player-turn"). */
export function nextPlayerTurnOf(ctx: Context, s: State, side: number): number {
  const n = ctx.sides.length;
  let turn = s.turn + (side <= s.side ? 1 : 0);
  while (skipped(ctx, turn, side)) turn++;
  return playerTurnSerial(turn, side, n);
}

/** The player-turn a game starts with (GT 1, the first side whose turn is played). */
export function firstPlayerTurn(ctx: Context): { turn: number; side: number } {
  for (let turn = 1; ; turn++) {
    for (let side = 0; side < ctx.sides.length; side++) if (!skipped(ctx, turn, side)) return { turn, side };
  }
}
