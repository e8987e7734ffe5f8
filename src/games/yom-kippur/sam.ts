// B-M.2 moving a SAM takes several Game-Turns: in a movement phase its
// owner covers it with a SAM MOV marker (it cannot fire that Game-Turn);
// from the next Game-Turn it moves like any unit with MF 3 (still not
// firing); in a later movement phase the marker comes off instead of a move
// and the SAM acts again from the next Game-Turn (digest B-M Unclear).
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import { outOfFront } from './fronts.js';
import type { Emit } from './events.js';
import { isMovementPhase, phaseDoes } from './turns.js';
import { hasPending } from './pending.js';
import type { State } from './state.js';
import { onMap } from './units.js';

/** Does the SAM protect and fire now (B-M.2: not under SAM MOV, nor in the Game-Turn it came off)? */
export const samActive = (s: State, u: number): boolean => onMap(s, u) && s.samMov[u] === 0 && s.samReady[u] !== s.turn;

/**
 * Why SAM u may not be marked (placing) or unmarked now, as a number: 0
 * when it may, else the index of its refusal in MARK_REFUSALS, whose words
 * are made only when a refusal is given (cannotMarkSam).
 */
export function markBlock(ctx: Context, s: State, u: number, placing: boolean): number {
  if (ctx.units[u]!.kind !== 'sam') return 1;
  if (!isMovementPhase(s) || hasPending(s) || !phaseDoes(ctx, s, 'ground movement')) return 2;
  if (ctx.unitSide[u] !== s.side || outOfFront(ctx, s, u)) return 3;
  if (!onMap(s, u)) return 4;
  if (s.moved[u]) return 5;
  if (placing) return s.samMov[u]! > 0 ? 6 : 0;
  return s.samMov[u]! > 0 && s.samMov[u]! < s.turn ? 0 : 7;
}

type Sam = Context['units'][number];
const MARK_REFUSALS: readonly ((d: Sam) => Refusal)[] = [
  () => refuse('', '', ''),
  (d) => refuse('not-sam', 'B-M.2', `${d.name} is not a SAM`),
  () => refuse('not-movement', 'B-M.2', 'SAM MOV markers are placed and removed in a movement phase'),
  (d) => refuse('not-yours', 'B-M.1', `${d.name} is not the phasing player's on this phase's front`),
  (d) => refuse('not-on-map', 'B-M.2', `${d.name} is not on the map`),
  (d) => refuse('moved', 'B-M.2', `${d.name} has already moved this phase`),
  (d) => refuse('sam-mov', 'B-M.2a', `${d.name} already has its SAM MOV marker`),
  (d) => refuse('sam-mov', 'B-M.2c', `${d.name}'s marker comes off in a later Game-Turn than it was placed`),
];

function check(ctx: Context, s: State, u: number, placing: boolean): Refusal | null {
  const block = markBlock(ctx, s, u, placing);
  return block === 0 ? null : MARK_REFUSALS[block]!(ctx.units[u]!);
}

/** B-M.2a (placing) and B-M.2c (removing) the SAM MOV marker. */
export function markSam(ctx: Context, s: State, u: number, placing: boolean, emit: Emit): void {
  const why = check(ctx, s, u, placing);
  if (why) throw toError(why);
  if (placing) s.samMov[u] = s.turn;
  else [s.samMov[u], s.samReady[u]] = [0, s.turn];
  s.moved[u] = 1; // marking or unmarking is the SAM's whole action this phase
  emit?.({ type: 'sam-mov', unit: ctx.units[u]!.id, placed: placing });
}
