// B-E the sequence of play: Game-Turns of two days, each side's player-turn
// in seat order, each player-turn its phases (scenario.json): Egyptian air,
// movement, bombing, combat; Israeli air, first movement, bombing, combat,
// second movement. B-D[Note]: GT 1 has no Egyptian player-turn. The phases
// of air, bombing and combat are run by their modules (PhaseModule).
import { RulesError, toError } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { emptyPhase, type PhaseModule } from './phase-module.js';
import { hasPending } from './pending.js';
import { AIR, ELIMINATED, POOL, WAITING, type State } from './state.js';
import { firstPlayerTurn, isMovementPhase, phaseKindNow, serialNow, skipped } from './turns.js';
import { finishGame, suddenDeath } from './victory.js';

export {
  phaseKind,
  currentPhase,
  phaseDoes,
  isMovementPhase,
  serialNow,
  nextPlayerTurnOf,
  firstPlayerTurn,
} from './turns.js';

/**
 * The module that runs the phase under way (movement is movement.ts's, through legal.ts and rules.ts):
 * the definition's own for its kind (the advanced game's A-K air phase, A-E bridge step), else the basic
 * game's, loaded with the context (phase-rules.ts).
 */
export function phaseModule(ctx: Context, s: State): PhaseModule {
  const kind = phaseKindNow(s);
  return ctx.extensions.phases?.[kind] ?? ctx.phaseRules.phases[kind] ?? emptyPhase;
}

/** A phase begins: what it must remember from its start. */
export function beginPhase(ctx: Context, s: State, emit: Emit): void {
  if (isMovementPhase(s)) s.moved.fill(0);
  phaseModule(ctx, s).begin?.(ctx, s, emit);
}

/** B-E: a player-turn begins: aircraft due this Game-Turn join the pool (B-B calendar, markers.json). */
function beginPlayerTurn(ctx: Context, s: State): void {
  for (const u of ctx.aircraft) {
    if (ctx.unitSide[u] === s.side && s.loc[u] === WAITING && (ctx.units[u]!.arrives?.turn ?? 1) <= s.turn) {
      s.loc[u] = POOL;
    }
  }
}

/** Shock markers whose time is up come off (B-N.2b; T003[Sequence] after the owner's combat phase). */
function removeShock(ctx: Context, s: State, emit: Emit, which: (u: number) => boolean): void {
  for (let u = 0; u < ctx.units.length; u++) {
    if (s.shock[u]! >= 0 && which(u)) {
      s.shock[u] = -1;
      emit?.({ type: 'shock', unit: ctx.units[u]!.id, placed: false, rule: 'B-N.2b' });
    }
  }
}

/** The end of a player-turn: aircraft return, losses are taken, this turn's marks are cleared. */
function endPlayerTurn(ctx: Context, s: State, emit: Emit): void {
  const serial = serialNow(ctx, s);
  removeShock(ctx, s, emit, (u) => s.shock[u]! <= serial);
  ctx.sides.forEach((_, side) => {
    // B-N.2a: an aircraft lost outside SAM cover is removed at the end of the player-turn
    for (let k = 0; k < s.airLoss[side]!; k++) {
      const mine = ctx.aircraft.filter((u) => ctx.unitSide[u] === side);
      const lost = mine.find((u) => s.loc[u] === POOL) ?? mine.find((u) => s.loc[u] === AIR);
      if (lost === undefined) break;
      s.loc[lost] = ELIMINATED;
      s.steps[lost] = 0;
      s.hex[lost] = -1;
      emit?.({ type: 'aircraft-lost', unit: ctx.units[lost]!.id, rule: 'B-N.2a' });
    }
    s.airLoss[side] = 0;
  });
  for (const u of ctx.aircraft) {
    if (s.loc[u] === AIR) [s.loc[u], s.hex[u]] = [POOL, -1]; // B-N: aircraft return off the map
  }
  s.landing.fill(0);
  s.attacked.fill(0);
  s.defended.fill(0);
  s.fired.fill(0);
  s.moved.fill(0);
  ctx.phaseRules.clearCombats(s);
}

/** B-E: ends the phase under way and begins the next; after the last player-turn of GT 9, B-R decides. */
export function endPhase(ctx: Context, s: State, emit: Emit): void {
  if (s.phase === 'over') throw new RulesError('game-over', 'B-R', 'The game is over');
  if (hasPending(s))
    throw new RulesError('pending-decision', 'B-I.3', 'A decision of the last combat is still to be made');
  const module = phaseModule(ctx, s);
  const refusal = module.blockEnd?.(ctx, s);
  if (refusal) throw toError(refusal);
  module.end?.(ctx, s, emit);
  if (phaseKindNow(s) === 'combat' && s.tables === 'revised') {
    // T003[Sequence]: the phasing side's shock markers come off right after its combat phase
    removeShock(ctx, s, emit, (u) => ctx.unitSide[u] === s.side);
  }
  const phases = ctx.phases[s.side]!;
  const next = phases.findIndex((p) => p.id === s.phase) + 1;
  if (next < phases.length) {
    s.phase = phases[next]!.id;
  } else {
    endPlayerTurn(ctx, s, emit);
    if (suddenDeath(ctx, s, emit)) return; // A-M[Note]
    let { turn, side } = s;
    do {
      side++;
      if (side === ctx.sides.length) [turn, side] = [turn + 1, 0];
    } while (turn <= ctx.data.scenario.turns && skipped(ctx, turn, side));
    if (turn > ctx.data.scenario.turns) {
      finishGame(ctx, s, emit); // B-R: at the end of GT 9
      return;
    }
    [s.turn, s.side] = [turn, side];
    s.phase = ctx.phases[side]![0]!.id;
    beginPlayerTurn(ctx, s);
  }
  beginPhase(ctx, s, emit);
  emit?.({ type: 'phase', turn: s.turn, side: ctx.sides[s.side]!, phase: s.phase });
}

/** Sets a new game's first phase (B-D[Note]: the Israeli player-turn of GT 1). */
export function beginGame(ctx: Context, s: State): void {
  const { turn, side } = firstPlayerTurn(ctx);
  [s.turn, s.side] = [turn, side];
  s.phase = ctx.phases[side]![0]!.id;
  beginPlayerTurn(ctx, s);
  if (isMovementPhase(s)) s.moved.fill(0);
}
