// Across Suez as a game module (src/engine/contract.ts): the descriptor the
// engine reads and the rules it runs — each delegating to the file that
// enforces that part of the rulebook.
import type { GameDescriptor, GameRules } from '../../engine/contract.js';
import type { Context } from './context.js';
import { describeEvent } from './describe.js';
import type { GameEvent } from './events.js';
import { invariants } from './invariants.js';
import { legalCodes } from './legal.js';
import { applyCode } from './apply.js';
import { acrossSuezCodec, loadActionReader } from './codec.js';
import { positionFromState, standardState } from './position.js';
import type { Action } from './record.js';
import { cloneState, copyState, type State } from './state.js';
import { stageUnit } from './pending.js';
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

/** The side that must decide now: a pending decision's owner (6.3–6.5), else the phasing side; -1 when over. */
export function actor(ctx: Context, s: State): number {
  if (s.phase === 'over') return -1;
  return s.stageKind[0] ? ctx.unitSide[stageUnit(s, 0, 0)]! : s.side;
}

export function winner(_ctx: Context, s: State): number {
  return s.winner ?? -1;
}

/** The reader of a given position (position-read.ts), once loaded. */
let readPosition: ((ctx: Context, position: Position, seed: number) => State) | undefined;

export const acrossSuezRules: GameRules<State, Action, GameEvent, Context> = {
  descriptor,
  newState: (ctx, position, seed) => {
    if (position == null) return standardState(ctx, seed);
    if (!readPosition) throw new Error('a position is read once loadPositionReader() has loaded its reader');
    return readPosition(ctx, position as Position, seed);
  },
  // the reader of a given position (position-read.ts, its checks): a page that gives none never loads it
  loadPositionReader: async () => {
    readPosition ??= (await import('./position-read.js')).stateFromPosition;
  },
  cloneState,
  copyState,
  actor,
  phasing: (_ctx, s) => s.side,
  phase: (_ctx, s) => s.phase,
  winner,
  legalCodes,
  applyCode,
  codec: acrossSuezCodec,
  // the reader of a record's action lines (record-parse.ts): a page that replays no record never loads it
  loadRecordReader: loadActionReader,
  describe: describeEvent,
  position: positionFromState,
  // the compact position string: its own module, which a page loads only when it reads or writes one
  loadPositionCodec: () => import('./position-code.js').then((m) => m.acrossSuezPositionCodec),
  invariants,
};
