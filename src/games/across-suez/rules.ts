// Across Suez as a game module (src/engine/contract.ts): the descriptor the
// engine reads and the rules it runs — each delegating to the file that
// enforces that part of the rulebook.
import type { GameDescriptor, GameRules } from '../../engine/contract.js';
import { RulesError } from '../../engine/rules-error.js';
import { hexArg, unitArg, unitsArg } from './args.js';
import type { Context } from './context.js';
import { describeEvent } from './describe.js';
import type { GameEvent } from './events.js';
import { invariants } from './invariants.js';
import { legalActions } from './legal.js';
import * as movement from './movement.js';
import * as combat from './combat.js';
import * as sequence from './sequence.js';
import { positionFromState, standardPosition, stateFromPosition } from './position.js';
import { actionText, parseAction, type Action } from './record.js';
import { cloneState, type State } from './state.js';
import type { Position } from './types.js';

const PLAYER_TURN = [
  { id: 'movement', kind: 'movement' },
  { id: 'combat', kind: 'combat' },
];

export const descriptor: GameDescriptor = {
  id: 'across-suez',
  title: 'Across Suez — The Battle of the Chinese Farm',
  recordVersion: 1,
  sides: [
    { id: 'israeli', name: 'Israeli' },
    { id: 'egyptian', name: 'Egyptian' },
  ],
  phases: { israeli: PLAYER_TURN, egyptian: PLAYER_TURN }, // 3.0
  stacking: { limit: 1, passThrough: true }, // 4.4
  // 4.5, both sides alike (context.ts gives the kernel the same policy)
  zoc: [0, 1].map((side) => ({ enemies: [1 - side], stoppedBy: [1 - side], leave: 'to-free-hex' as const })),
  die: { faces: 6 },
  turns: 7,
  maxActions: 5000,
};

export const acrossSuezRules: GameRules<State, Action, GameEvent, Context> = {
  descriptor,
  newState: (ctx, position, seed) => stateFromPosition(ctx, (position as Position) ?? standardPosition(ctx), seed),
  cloneState,
  actor(ctx, s) {
    if (s.phase === 'over') return -1;
    return s.pending ? ctx.unitSide[s.pending.units[0]!]! : s.side; // 6.3–6.5: the owner decides
  },
  phasing: (_ctx, s) => s.side,
  phase: (_ctx, s) => s.phase,
  winner: (_ctx, s) => s.winner ?? -1,
  legalActions,
  apply(ctx, s, action, emit) {
    switch (action.type) {
      case 'move':
        movement.move(ctx, s, unitArg(ctx, action.unit), hexArg(ctx, action.hex), emit);
        return {};
      case 'cross':
        movement.cross(ctx, s, unitArg(ctx, action.unit), emit);
        return {};
      case 'attack': {
        const attackers = unitsArg(ctx, action.attackers, 'attackers');
        const r = combat.attack(ctx, s, attackers, unitArg(ctx, action.defender), action.artillery === true, emit);
        return { die: r.die, result: r.result };
      }
      case 'bombard':
        return { die: combat.bombard(ctx, s, unitArg(ctx, action.target), emit) };
      case 'retreat':
        combat.retreat(ctx, s, unitArg(ctx, action.unit), hexArg(ctx, action.hex), emit);
        return {};
      case 'advance': {
        const unit = action.unit === null ? null : unitArg(ctx, action.unit);
        combat.advance(ctx, s, unit, action.hex === undefined ? null : hexArg(ctx, action.hex), emit);
        return {};
      }
      case 'exchange':
        combat.exchange(ctx, s, unitsArg(ctx, action.units, 'exchange'), emit);
        return {};
      case 'end':
        sequence.endPhase(ctx, s, emit);
        return {};
      default:
        throw new RulesError(
          'bad-action',
          '',
          `Unknown action ${JSON.stringify((action as { type: unknown }).type)?.slice(0, 40)}`,
        );
    }
  },
  describe: describeEvent,
  position: positionFromState,
  // the compact position string: its own module, which a page loads only when it reads or writes one
  loadPositionCodec: () => import('./position-code.js').then((m) => m.acrossSuezPositionCodec),
  formatAction: actionText,
  parseAction,
  invariants,
};
