// B-E 1c/2c the bombing step: each aircraft placed bombs one enemy counter
// of its hex (B-N.1, B-N.2), one die each. A SAM bombed by an Israeli
// aircraft first rolls its self-defence die (B-M.3), and a second `bomb`
// rolls the bombing die if the aircraft still bombs. With the revised
// sheet the SAMs fire first instead (T003[Air] "Tirs de SAM"): each SAM in
// action once, at an aircraft over its 5-hex range, a SAM bombed having to
// fire at its bomber (A-K[SAM]), until its owner has no more fire.
import type { ActionBuffer } from '../../../engine/action-buffer.js';
import type { Outcome } from '../../../engine/contract.js';
import { refuse, toError } from '../../../engine/rules-error.js';
import { rollDie } from '../../../engine/rng.js';
import type { Context } from '../context.js';
import { onFront } from '../fronts.js';
import type { Emit } from '../events.js';
import type { PhaseModule } from '../phase-module.js';
import { samActive } from '../sam.js';
import {
  BOMB,
  clearPending,
  hasPending,
  pendingAircraft,
  pendingKind,
  pendingSide,
  pendingTarget,
  SAM_FIRE,
  setPending,
} from '../pending.js';
import { AIR, POOL, type State } from '../state.js';
import { argOf, BOMB as BOMB_CODE, encode, FIRE, kindOf, unitOf } from '../action-codes.js';
import { eliminate, loseStep } from '../units.js';
import { hitsOn } from './air-combat.js';
import { applyBombing, bombResult, bombTargets, outsideCover } from './bombing.js';
import { samFire, samsCovering, selfDefence, type SelfDefence } from './sam-cover.js';

// A-Use: in a phase of one front, the aircraft over its hexes
const inAir = (ctx: Context, s: State) =>
  ctx.aircraft.filter((a) => s.loc[a] === AIR && ctx.unitSide[a] === s.side && onFront(ctx, s, s.hex[a]!));
/** Aircraft over a hex that have not bombed yet (s.attacked marks those done). */
const waiting = (ctx: Context, s: State) => inAir(ctx, s).filter((a) => !s.attacked[a]);

/** An aircraft goes home: turned back (B-M.3 a), repulsed (T003 r). */
function turnBack(s: State, a: number): void {
  s.loc[a] = POOL;
  s.hex[a] = -1;
}

/** T003: the SAMs that may still fire at aircraft a (in action, not fired, in range). */
function firing(ctx: Context, s: State, a: number): number[] {
  return samsCovering(ctx, s, { against: ctx.unitSide[a]! }, s.hex[a]!).filter((u) => !s.fired[u]);
}

/** A-K[SAM]: a SAM bombed must fire at its bomber: the SAMs under an aircraft that have not fired. */
const mustFire = (ctx: Context, s: State) =>
  waiting(ctx, s).flatMap((a) => firing(ctx, s, a).filter((u) => s.hex[u] === s.hex[a]));

function fire(ctx: Context, s: State, sam: number, a: number, emit: Emit): Outcome {
  if (pendingKind(s) !== SAM_FIRE) throw toError(refuse('no-sam-fire', 'T003[Air]', 'No SAM fire now'));
  if (sam < 0) {
    const due = mustFire(ctx, s);
    if (due.length)
      throw toError(refuse('must-fire', 'A-K[SAM]', `${ctx.units[due[0]!]!.name} must fire at its bomber`));
    clearPending(s);
    return {};
  }
  if (a < 0 || s.loc[a] !== AIR || !firing(ctx, s, a).includes(sam) || ctx.unitSide[sam] !== pendingSide(s)) {
    throw toError(refuse('cannot-fire', 'T003[Air]', 'That SAM may not fire at that aircraft'));
  }
  const die = rollDie(s);
  const letters = samFire(ctx, s, sam, s.hex[a]!, die);
  s.fired[sam] = 1;
  // one aircraft in the hex: the most severe letter hits it (T003[Air])
  const hit = hitsOn(letters, 1)[0] ?? '';
  if (hit === 'D') eliminate(ctx, s, a, 'T003[Air]', emit);
  else if (hit === 'R') loseStep(ctx, s, a, 'T003[Air]', emit);
  else if (hit === 'r') turnBack(s, a);
  emit?.({ type: 'sam-defence', sam: ctx.units[sam]!.id, aircraft: ctx.units[a]!.id, die, result: letters || '-' });
  return { die, result: letters || '-' };
}

/** A record's result is one word. */
const RECORD_WORD: Record<SelfDefence, string> = {
  'bombs unharmed': 'unharmed',
  'turns back': 'turns-back',
  'reduced, still bombs': 'reduced',
};

function bomb(ctx: Context, s: State, a: number, target: number, emit: Emit): Outcome {
  const again = pendingKind(s) === BOMB && pendingAircraft(s) === a && pendingTarget(s) === target;
  if (hasPending(s) && !again) throw toError(refuse('pending-decision', 'B-N.2', 'Another decision is due first'));
  if (a < 0 || ctx.unitSide[a] !== s.side || s.loc[a] !== AIR || s.attacked[a] || !onFront(ctx, s, s.hex[a]!)) {
    throw toError(refuse('no-aircraft', 'B-N.2', 'That aircraft is not over a hex waiting to bomb'));
  }
  if (!bombTargets(ctx, s, a).includes(target)) {
    throw toError(refuse('no-target', 'B-N.1', 'The target must be an enemy counter in the aircraft’s hex'));
  }
  const israeliOnSam = s.tables === 'standard' && ctx.sides[s.side] === 'israeli' && ctx.units[target]!.kind === 'sam';
  if (israeliOnSam && !again && samActive(s, target)) {
    // B-M.3: the SAM's only defence is a die
    const die = rollDie(s);
    const result = selfDefence(ctx, s, target, die);
    emit?.({ type: 'sam-defence', sam: ctx.units[target]!.id, aircraft: ctx.units[a]!.id, die, result });
    if (result === 'turns back') {
      turnBack(s, a);
      s.attacked[a] = 1;
    } else {
      if (result === 'reduced, still bombs') loseStep(ctx, s, a, 'B-M.3', emit);
      if (s.loc[a] === AIR) setPending(s, BOMB, s.side, -1, 0, [], [], a, target);
    }
    return { die, result: RECORD_WORD[result] };
  }
  clearPending(s);
  const die = rollDie(s);
  const r = bombResult(ctx, s, a, target, die);
  if (outsideCover(ctx, s, a)) s.airLoss[s.side] = 1; // B-N.2a: one aircraft, however many bombed
  s.attacked[a] = 1;
  emit?.({
    type: 'bomb',
    aircraft: ctx.units[a]!.id,
    target: ctx.units[target]!.id,
    die,
    result: r.result,
    rule: r.rule,
  });
  applyBombing(ctx, s, target, r.effect, r.rule, emit);
  return { die, result: r.result };
}

function legal(ctx: Context, s: State, out: ActionBuffer): void {
  if (pendingKind(s) === SAM_FIRE) {
    for (const a of waiting(ctx, s)) for (const u of firing(ctx, s, a)) out.push(encode(FIRE, u, a));
    if (!mustFire(ctx, s).length) out.push(encode(FIRE));
    return;
  }
  if (pendingKind(s) === BOMB) {
    out.push(encode(BOMB_CODE, pendingAircraft(s), pendingTarget(s)));
    return;
  }
  for (const a of waiting(ctx, s)) for (const t of bombTargets(ctx, s, a)) out.push(encode(BOMB_CODE, a, t));
}

/** B-E 1c/2c: the aircraft placed bomb. */
export const bombingPhase: PhaseModule = {
  legal,
  applyCode(ctx, s, code, emit) {
    const kind = kindOf(code);
    if (kind === BOMB_CODE) return bomb(ctx, s, unitOf(code), argOf(code), emit);
    if (kind === FIRE) return fire(ctx, s, unitOf(code), argOf(code), emit);
    return null;
  },
  begin(ctx, s) {
    // T003: the SAMs fire before the bombs fall
    if (s.tables !== 'revised') return;
    const sams = new Set(waiting(ctx, s).flatMap((a) => firing(ctx, s, a)));
    if (sams.size) setPending(s, SAM_FIRE, ctx.unitSide[[...sams][0]!]!);
  },
  blockEnd(ctx, s) {
    const a = waiting(ctx, s).find((x) => bombTargets(ctx, s, x).length > 0);
    return a === undefined ? null : refuse('must-bomb', 'B-N.2', `${ctx.units[a]!.name} has still to bomb`);
  },
};
