// B-E the sequence of play's clock, apart from the phase modules (so that
// they may read it without a cycle): what a phase is, the phase under way,
// player-turns and their serial numbers for markers' timers, B-D[Note]
// player-turns counted as played.
import type { Context } from './context.js';
import type { PhaseData } from './data.js';
import { playerTurnSerial, type State } from './state.js';

/** Each phase id's kind, found once (a split is a new string each time). */
const kinds = new Map<string, string>();

/** What a phase is, from its id: 'movement-1' and 'movement-2' are movement phases; 'air@golan' (a phase of one front, A-Use) is an air phase. */
export function phaseKind(id: string): string {
  let kind = kinds.get(id);
  if (kind === undefined) kinds.set(id, (kind = id.startsWith('movement') ? 'movement' : id.split('@')[0]!));
  return kind;
}

/** Per phase number (state.ts): its kind, found once. */
const kindsByNumber: string[] = [];

/** What the phase under way is (phaseKind), by its number. */
export const phaseKindNow = (s: State): string => (kindsByNumber[s.phaseNumber] ??= phaseKind(s.phase));

/** The last phase currentPhase found: asked for every counter of a listing, it is most often the same. */
const last = { ctx: null as Context | null, side: -1, phase: -1, data: null as PhaseData | null };

/** A side's phase by its id, or null (no closure: one would cost currentPhase a context each call). */
function phaseData(ctx: Context, side: number, id: string): PhaseData | null {
  const phases = ctx.phases[side] ?? [];
  for (let i = 0; i < phases.length; i++) if (phases[i]!.id === id) return phases[i]!;
  return null;
}

/** The phase under way as scenario.json describes it (null once over). */
export function currentPhase(ctx: Context, s: State): PhaseData | null {
  if (ctx === last.ctx && s.side === last.side && s.phaseNumber === last.phase) return last.data;
  last.data = phaseData(ctx, s.side, s.phase);
  last.ctx = ctx;
  last.side = s.side;
  last.phase = s.phaseNumber;
  return last.data;
}

/** The words phaseDoes was asked (literals, compared by identity first), a bit each. */
const doesWords: string[] = [];
/** The phase phaseDoes last answered for, which words it was asked there and its answers, a bit a word. */
const does = { ctx: null as Context | null, side: -1, phase: -1, asked: 0, answers: 0 };

/** Does the phase under way allow this (B-E: 'recovery', 'reinforcements', 'ground movement'…)? */
export function phaseDoes(ctx: Context, s: State, what: string): boolean {
  // a listing asks for every counter: the same few words, each answered once a phase
  let w = 0;
  while (w < doesWords.length && doesWords[w] !== what) w++;
  if (w === doesWords.length) doesWords.push(what);
  if (ctx !== does.ctx || s.side !== does.side || s.phaseNumber !== does.phase) {
    does.ctx = ctx;
    does.side = s.side;
    does.phase = s.phaseNumber;
    does.asked = does.answers = 0;
  }
  const bit = w < 31 ? 1 << w : 0;
  if (!(does.asked & bit)) {
    const yes = currentPhase(ctx, s)?.does.includes(what) ?? false;
    if (!bit) return yes;
    does.asked |= bit;
    if (yes) does.answers |= bit;
  }
  return (does.answers & bit) !== 0;
}

/** Is the phase under way a movement phase? */
export const isMovementPhase = (s: State): boolean => phaseKindNow(s) === 'movement';

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
