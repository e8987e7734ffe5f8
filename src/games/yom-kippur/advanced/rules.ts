// The advanced game as a game module: the basic game's rules (rules.ts) on
// the advanced definition (data.ts), with the seats of A-Use as the engine's
// sides. The rules play two sides, the Arab (`egyptian`) and the Israeli;
// a seat decides for one of them on the fronts it holds, so the engine's
// actor is the seat of the side that must decide on the front of the phase
// under way (advanced-scenario.json `seats`, docs/yom-kippur/advanced.md).
import type { GameDescriptor, GameRules } from '../../../engine/contract.js';
import { PositionError } from '../../../engine/position-error.js';
import type { Context } from '../context.js';
import type { GameEvent } from '../events.js';
import { descriptor as basicDescriptor, yomKippurRules } from '../rules.js';
import { endSetup, isSetup, isSetupId, stepFront, type SetupStep } from '../setup.js';
import { END, kindOf, NO_OUTCOME } from '../action-codes.js';
import { currentPhase, phaseKind } from '../turns.js';
import type { State } from '../state.js';
import type { Action } from '../types.js';
import type { AdvancedData, SeatData } from './data.js';
import { withAdvancedAir } from './air/index.js';
import { withoutRetiredPhase } from './retired-phases.js';
import { ADVANCED_RECORD_VERSION } from './setup-records.js';
import { setupStepOf, setupSteps } from './setup-fronts.js';
import { fireTriggers, setTriggersPosition, withTriggersPosition } from './triggers.js';
import { withTransfers } from './transfers.js';
import { frontRecoveryPosition, setFrontRecoveryPosition, splitRecovery } from './recovery-split.js';

export const ADVANCED_ID = 'yom-kippur-advanced';

/** The front of the phase under way (its `front` in the scenario's phases, a set-up step's front, A-C), or null when it spans both. */
export function phaseFront(ctx: Context, s: State): string | null {
  const phase = currentPhase(ctx, s);
  if (phase || !isSetup(s)) return phase?.front ?? null;
  const f = stepFront(ctx, s.phase);
  return f < 0 ? null : ctx.regions[f]!;
}

/** The seat that decides for a side of the rules on a front (null: the side's first seat). */
export function seatOf(seats: readonly SeatData[], ctx: Context, side: number, front: string | null): number {
  const id = ctx.sides[side];
  const i = seats.findIndex((t) => t.side === id && (front === null || t.fronts.includes(front)));
  if (i < 0) throw new Error(`advanced seats: no seat plays ${id}${front ? ` on the ${front}` : ''}`);
  return i;
}

const rulesBySeats = new Map<number, GameRules<State, Action, GameEvent, Context>>();

/** The advanced game's rules for `seats` players (A-Use: 2, 3 or 4). */
export function advancedRules(data: AdvancedData, seats: number): GameRules<State, Action, GameEvent, Context> {
  const known = rulesBySeats.get(seats);
  if (known) return known;
  const list = data.seats[String(seats)];
  if (!list) throw new RangeError(`seats must be one of ${Object.keys(data.seats).join(', ')}`);
  const sideOf = (seat: SeatData) => data.scenario.sides.indexOf(seat.side);
  const descriptor: GameDescriptor = {
    ...basicDescriptor,
    id: ADVANCED_ID,
    recordVersion: ADVANCED_RECORD_VERSION,
    title: data.scenario.title,
    sides: list.map((t) => ({ id: t.id, name: t.name })),
    phases: Object.fromEntries(
      list.map((t) => [t.id, data.scenario.phases[t.side]!.map((p) => ({ id: p.id, kind: phaseKind(p.id) }))]),
    ),
    zoc: list.map((t) => {
      const z = basicDescriptor.zoc[sideOf(t)]!;
      // a seat's enemies are the seats of the other side
      const enemies = list.flatMap((o, j) => (o.side !== t.side ? [j] : []));
      return {
        ...z,
        enemies,
        stoppedBy: z.stoppedBy.length ? enemies : [],
        noRoadsIn: z.noRoadsIn?.length ? enemies : [],
      };
    }),
  };
  const seat = (ctx: Context, s: State, side: number) =>
    side < 0 ? side : seatOf(list, ctx, side, phaseFront(ctx, s));
  // A-K: the advanced air phase's verbs, events and positions (advanced/air/; its module is the
  // definition's, extensions.ts); A-H: transfers between the maps
  const advanced = withTransfers(withAdvancedAir({ ...yomKippurRules, descriptor }));
  // A-C: each seat places its own front's counters, a set-up step a seat
  const steps = (ctx: Context) => setupSteps(ctx, list);
  const rules: GameRules<State, Action, GameEvent, Context> = {
    ...advanced,
    actor: (ctx, s) => seat(ctx, s, yomKippurRules.actor(ctx, s)),
    // A-C, A-F.4: the rules' triggers, checked after every action
    applyCode: (ctx, s, code, emit) => {
      if (kindOf(code) === END && isSetup(s)) {
        endSetup(ctx, s, emit, steps(ctx)); // A-C: the next seat's set-up step
        return NO_OUTCOME;
      }
      const out = advanced.applyCode(ctx, s, code, emit);
      fireTriggers(ctx, s);
      return out;
    },
    phasing: (ctx, s) => seat(ctx, s, s.side),
    // A-Use: the Arab seats win or lose together (digest): the winner is the winning side's first seat
    winner: (ctx, s) => (s.winner < 0 ? -1 : seatOf(list, ctx, s.winner, null)),
    // the position names its seats, so that a record replays with them
    newState: (ctx, position, seed) => {
      const {
        seats: n,
        recoveryByFront,
        triggers,
        ...rest
      } = (position ?? {}) as { seats?: unknown; recoveryByFront?: unknown; triggers?: unknown };
      if (n !== undefined && n !== seats) throw new PositionError('seats', `this game has ${seats} seats`);
      // A-D: a position of an older game in a retired phase (the basic bombing) reads as the phase after it
      const current = setupStepNamed(ctx, steps, withoutRetiredPhase(rest, data.retiredPhases));
      const s = advanced.newState(ctx, Object.keys(current).length ? current : undefined, seed);
      // A-C, A-F.4: the rules' triggers fired
      if (triggers !== undefined && triggers !== null) setTriggersPosition(ctx, s, triggers);
      // A-L: the Arab seats' shares, as the position names them, or the new game's split
      if (recoveryByFront !== undefined) setFrontRecoveryPosition(ctx, s, recoveryByFront);
      else if (!('recovery' in rest)) splitRecovery(ctx, s, list, data.arabRecoverySplit);
      return s;
    },
    // a new game's position names its seats alone: the standard set-up, read without the reader of positions
    loadPositionReader: async (position) => {
      const { seats: _seats, ...rest } = (position ?? {}) as { seats?: unknown };
      if (Object.keys(rest).length) await advanced.loadPositionReader?.(rest);
    },
    position: (ctx, s) => {
      const byFront = frontRecoveryPosition(ctx, s);
      const basic = withTriggersPosition(ctx, s, advanced.position(ctx, s) as object);
      return { seats, ...basic, ...(byFront && { recoveryByFront: byFront }) };
    },
  };
  delete (rules as { loadPositionCodec?: unknown }).loadPositionCodec;
  rulesBySeats.set(seats, rules);
  return rules;
}

/** A-C: a position in a set-up step names one of this game's steps (setup-fronts.ts `setupStepOf`). */
function setupStepNamed<P extends { phase?: unknown; side?: unknown }>(
  ctx: Context,
  steps: (ctx: Context) => SetupStep[],
  p: P,
): P {
  if (typeof p.phase !== 'string' || !isSetupId(ctx, p.phase) || typeof p.side !== 'string') return p;
  const side = ctx.sides.indexOf(p.side as never);
  return side < 0 ? p : { ...p, phase: setupStepOf(steps(ctx), side, p.phase) };
}
