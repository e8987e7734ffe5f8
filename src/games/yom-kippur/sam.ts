// B-M.2 moving a SAM takes several Game-Turns: in a movement phase its
// owner covers it with a SAM MOV marker (it cannot fire that Game-Turn);
// from the next Game-Turn it moves like any unit with MF 3 (still not
// firing); in a later movement phase the marker comes off instead of a move
// and the SAM acts again from the next Game-Turn (digest B-M Unclear).
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { isMovementPhase, phaseDoes } from './turns.js';
import { hasPending } from './pending.js';
import type { State } from './state.js';
import { onMap } from './units.js';

/** Does the SAM protect and fire now (B-M.2: not under SAM MOV, nor in the Game-Turn it came off)? */
export const samActive = (s: State, u: number): boolean => onMap(s, u) && s.samMov[u] === 0 && s.samReady[u] !== s.turn;

function check(ctx: Context, s: State, u: number, placing: boolean): Refusal | null {
  const d = ctx.units[u]!;
  if (d.kind !== 'sam') return refuse('not-sam', 'B-M.2', `${d.name} is not a SAM`);
  if (!isMovementPhase(s) || hasPending(s) || !phaseDoes(ctx, s, 'ground movement')) {
    return refuse('not-movement', 'B-M.2', 'SAM MOV markers are placed and removed in a movement phase');
  }
  if (ctx.unitSide[u] !== s.side) return refuse('not-yours', 'B-M.1', `${d.name} is not the phasing player's`);
  if (!onMap(s, u)) return refuse('not-on-map', 'B-M.2', `${d.name} is not on the map`);
  if (s.moved[u]) return refuse('moved', 'B-M.2', `${d.name} has already moved this phase`);
  if (placing) {
    if (s.samMov[u]! > 0) return refuse('sam-mov', 'B-M.2a', `${d.name} already has its SAM MOV marker`);
  } else if (!(s.samMov[u]! > 0 && s.samMov[u]! < s.turn)) {
    return refuse('sam-mov', 'B-M.2c', `${d.name}'s marker comes off in a later Game-Turn than it was placed`);
  }
  return null;
}

export const cannotMarkSam = (ctx: Context, s: State, u: number, placing: boolean): Refusal | null =>
  check(ctx, s, u, placing);

/** B-M.2a (placing) and B-M.2c (removing) the SAM MOV marker. */
export function markSam(ctx: Context, s: State, u: number, placing: boolean, emit: Emit): void {
  const why = check(ctx, s, u, placing);
  if (why) throw toError(why);
  if (placing) s.samMov[u] = s.turn;
  else [s.samMov[u], s.samReady[u]] = [0, s.turn];
  s.moved[u] = 1; // marking or unmarking is the SAM's whole action this phase
  emit?.({ type: 'sam-mov', unit: ctx.units[u]!.id, placed: placing });
}
