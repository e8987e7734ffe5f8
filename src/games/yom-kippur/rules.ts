// Yom Kippur as a game module (src/engine/contract.ts): the descriptor the
// engine reads and the rules it runs on action codes (action-codes.ts:
// legal.ts lists them, apply.ts applies them), each delegating to the file
// that enforces that part of the rulebook (B-E sequence, B-F/B-G movement,
// B-M.2 SAM MOV, B-Q recovery, B-R victory; air, bombing and combat through
// their phase modules).
import type { GameDescriptor, GameRules } from '../../engine/contract.js';
import { actionOf, codeOf } from './action-codes.js';
import { applyCode } from './apply.js';
import type { Context } from './context.js';
import { loadRevisedTables, yomKippur } from './data.js';
import { describeEvent } from './describe.js';
import type { GameEvent } from './events.js';
import { invariants } from './invariants.js';
import { legalCodes } from './legal.js';
import { isObject, positionFromState, standardState } from './position.js';
import { actionText } from './record.js';
import type { parseAction } from './record-parse.js';
import { hasPending, pendingSide } from './pending.js';
import { phaseKind, phaseModule } from './sequence.js';
import { SETUP } from './setup-zones.js';
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

/**
 * For the heuristics: candidates chosen among the legal actions as data,
 * given and returned as codes (each a legal code of `s`). actionOf hands out
 * one object per code, so the chosen objects name their codes.
 */
export function candidatesByAction(
  choose: (ctx: Context, s: State, legal: readonly Action[], side: number) => readonly Action[],
): (ctx: Context, s: State, legal: readonly number[], side: number) => readonly number[] {
  return (ctx, s, legal, side) => {
    const actions = legal.map((code) => actionOf(ctx, code));
    const codes = new Map(actions.map((a, i) => [a, legal[i]!]));
    return choose(ctx, s, actions, side).map((a) => codes.get(a)!);
  };
}

/** The reader of a given position (position-read.ts, with its checks), once loaded: a game given none never loads it. */
let readPosition: ((ctx: Context, position: unknown, seed: number) => State) | undefined;

/** The reader of a record's action lines (record-parse.ts), once loaded: a page that replays no record never loads it. */
let parse: typeof parseAction | undefined;

export const yomKippurRules: GameRules<State, Action, GameEvent, Context> = {
  descriptor,
  newState: (ctx, position, seed) => {
    if (position === undefined || position === null) return standardState(ctx, seed);
    if (!readPosition) throw new Error('a position is read once loadPositionReader() has loaded its reader');
    return readPosition(ctx, position, seed);
  },
  loadPositionReader: async (position) => {
    readPosition ??= (await import('./position-read.js')).stateFromPosition;
    // T003: a game on the revised tables loads their sheet (position-read.ts puts them in the context's kernel)
    if (isObject(position) ? position['tables'] === 'revised' : String(position).includes('revised'))
      await loadRevisedTables();
    // B-D: a position in a set-up step (`setup`, `setup@<front>`) is played with the set-up rules (setup-rules.ts)
    const phase = isObject(position) ? position['phase'] : undefined;
    if (typeof phase === 'string' && phase.startsWith(SETUP)) await import('./setup.js');
  },
  cloneState,
  copyState,
  // the side that must decide now: a pending decision's owner, else the phase's (A-K), else the phasing side; -1 when over
  actor: (ctx, s) =>
    s.phaseNumber === OVER ? -1 : hasPending(s) ? pendingSide(s) : (phaseModule(ctx, s).actor?.(ctx, s) ?? s.side),
  phasing: (_ctx, s) => s.side,
  phase: (_ctx, s) => s.phase,
  winner: (_ctx, s) => s.winner,
  legalCodes,
  applyCode,
  codec: {
    actionOf: (ctx, _s, code) => actionOf(ctx, code),
    codeAlone: true,
    codeOf: (ctx, _s, action) => codeOf(ctx, action),
    format: actionText,
    parse: (word, args, line) => {
      if (!parse) throw new Error('a record is read once loadRecordReader() has loaded its reader');
      return parse(word, args, line);
    },
  },
  loadRecordReader: async () => {
    parse ??= (await import('./record-parse.js')).parseAction;
  },
  describe: describeEvent,
  position: positionFromState,
  // the compact position string: its own module, which a page loads only when it reads or writes one
  loadPositionCodec: () => import('./position-code.js').then((m) => m.yomKippurPositionCodec),
  invariants,
};
