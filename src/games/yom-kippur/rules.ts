// Yom Kippur as a game module (src/engine/contract.ts): the descriptor the
// engine reads and the rules it runs, each delegating to the file that
// enforces that part of the rulebook (B-E sequence, B-F/B-G movement, B-M.2
// SAM MOV, B-Q recovery, B-R victory; air, bombing and combat through their
// phase modules).
import type { GameDescriptor, GameRules } from '../../engine/contract.js';
import { RulesError } from '../../engine/rules-error.js';
import { checkShape } from './action-shape.js';
import type { Context } from './context.js';
import { yomKippur } from './data.js';
import { describeEvent } from './describe.js';
import type { GameEvent } from './events.js';
import { exitMap } from './exit.js';
import { invariants } from './invariants.js';
import { legalActions } from './legal.js';
import { move } from './movement.js';
import { positionFromState, stateFromPosition } from './position.js';
import { recover } from './recovery.js';
import { actionText, parseAction } from './record.js';
import { markSam } from './sam.js';
import { endSetup, place, SETUP } from './setup.js';
import { endPhase, phaseKind, phaseModule } from './sequence.js';
import { hasPending, pendingSide } from './pending.js';
import { cloneState, copyState, OVER, type State } from './state.js';
import type { Action } from './types.js';

const sc = yomKippur.scenario;

export const descriptor: GameDescriptor = {
  id: 'yom-kippur',
  title: 'Yom Kippur — basic game (Sinai)',
  recordVersion: 1,
  sides: sc.sides.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) })),
  // B-E: each side's player-turn
  phases: Object.fromEntries(
    sc.sides.map((id) => [id, sc.phases[id]!.map((p) => ({ id: p.id, kind: phaseKind(p.id) }))]),
  ),
  // B-G.1: two brigades a hex; SAMs, bridges, aircraft, markers and forts exempt; pass through a full hex
  stacking: {
    limit: sc.stacking.brigadesPerHex,
    exempt: ['sam', 'bridge', 'aircraft', 'shock', 'fort'],
    passThrough: true,
  },
  // B-H: Egyptian units stop on entering Israeli ZOC; Israeli units ignore Egyptian ZOC; no roads in enemy ZOC
  zoc: sc.sides.map((id, i) => {
    const enemies = sc.sides.map((_, j) => j).filter((j) => j !== i);
    const p = sc.zoc.policy[id]!;
    return {
      enemies,
      stoppedBy: p.entering === 'stop' ? enemies : [],
      leave: 'free' as const,
      noRoadsIn: p.roadInZoc ? [] : enemies,
    };
  }),
  die: { faces: 6 },
  turns: sc.turns,
  maxActions: 20000,
};

function unitArg(ctx: Context, id: unknown): number {
  const u = typeof id === 'string' ? ctx.unitIndex.get(id) : undefined;
  if (u === undefined) throw new RulesError('unknown-unit', '', `No counter ${String(id).slice(0, 40)}`);
  return u;
}

function hexArg(ctx: Context, id: unknown): number {
  const h = typeof id === 'string' ? ctx.board.index(id) : -1;
  if (!ctx.board.onMap(h)) throw new RulesError('off-map', '', `${String(id).slice(0, 40)} is not a hex of the map`);
  return h;
}

export const yomKippurRules: GameRules<State, Action, GameEvent, Context> = {
  descriptor,
  newState: stateFromPosition,
  cloneState,
  copyState,
  actor: (_ctx, s) => (s.phaseNumber === OVER ? -1 : hasPending(s) ? pendingSide(s) : s.side),
  phasing: (_ctx, s) => s.side,
  phase: (_ctx, s) => s.phase,
  winner: (_ctx, s) => s.winner,
  legalActions,
  apply(ctx, s, action, emit) {
    checkShape(action);
    switch (action.type) {
      case 'place':
        place(ctx, s, unitArg(ctx, action.unit), hexArg(ctx, action.hex), emit);
        return {};
      case 'move':
        move(ctx, s, unitArg(ctx, action.unit), hexArg(ctx, action.hex), emit);
        return {};
      case 'exit':
        exitMap(ctx, s, unitArg(ctx, action.unit), emit);
        return {};
      case 'sam-mov':
      case 'sam-ready':
        markSam(ctx, s, unitArg(ctx, action.unit), action.type === 'sam-mov', emit);
        return {};
      case 'recover':
        recover(ctx, s, unitArg(ctx, action.unit), emit);
        return {};
      case 'end':
        if (s.phase === SETUP) endSetup(ctx, s, emit);
        else endPhase(ctx, s, emit);
        return {};
      default: {
        const type = (action as { type: unknown }).type;
        const out = typeof type === 'string' && s.phase !== 'over' ? phaseModule(s).apply(ctx, s, action, emit) : null;
        if (out) return out;
        throw new RulesError('not-now', 'B-E', `No ${JSON.stringify(type)?.slice(0, 40)} in the ${s.phase} phase`);
      }
    }
  },
  describe: describeEvent,
  position: positionFromState,
  // the compact position string: its own module, which a page loads only when it reads or writes one
  loadPositionCodec: () => import('./position-code.js').then((m) => m.yomKippurPositionCodec),
  formatAction: actionText,
  parseAction,
  invariants,
};
