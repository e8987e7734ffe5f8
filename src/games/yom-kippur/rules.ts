// Yom Kippur as a game module (src/engine/contract.ts): the descriptor the
// engine reads and the rules it runs, each delegating to the file that
// enforces that part of the rulebook (B-E sequence, B-F/B-G movement, B-M.2
// SAM MOV, B-Q recovery, B-R victory; air, bombing and combat through their
// phase modules).
import type { GameDescriptor, GameRules, Outcome } from '../../engine/contract.js';
import { RulesError } from '../../engine/rules-error.js';
import { checkShape } from './action-shape.js';
import type { Context } from './context.js';
import { yomKippur } from './data.js';
import { describeEvent } from './describe.js';
import type { Emit, GameEvent } from './events.js';
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

/** Checks an action (RulesError, the state untouched), then plays it; events to `emit`. */
function applyAction(ctx: Context, s: State, action: Action, emit: Emit): Outcome {
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
}

// ---- TEMPORARY BRIDGE to the engine's contract on action codes (issue 29) ----
// Yom Kippur still lists and applies action objects on an object state; the
// helper rewriting it on a flat state with real codes (`ykflat`) replaces
// this whole section. Until then a code is the index of an action's record
// line (its canonical text) in a table kept per context: made once, handed
// out again.

/** The actions interned for one game definition: code → action, record line → code. */
interface Interned {
  actions: Action[];
  codes: Map<string, number>;
}
const interned = new WeakMap<Context, Interned>();

function tableOf(ctx: Context): Interned {
  let t = interned.get(ctx);
  if (!t) interned.set(ctx, (t = { actions: [], codes: new Map() }));
  return t;
}

/** The code of an action: its record line's index in the table, interned on first sight. */
function intern(ctx: Context, a: Action, copy: boolean): number {
  const t = tableOf(ctx);
  const text = actionText(a);
  let code = t.codes.get(text);
  if (code === undefined) {
    code = t.actions.length;
    t.actions.push(copy ? structuredClone(a) : a); // a caller's object may change after: the table keeps its own
    t.codes.set(text, code);
  }
  return code;
}

function internedAction(ctx: Context, code: number): Action {
  const a = tableOf(ctx).actions[code];
  if (a === undefined) throw new RulesError('bad-action', '', `Unknown action code ${code}`);
  return a;
}

const ignore = () => {};

/**
 * The bridge for the heuristics: candidates chosen among action objects,
 * given and returned as codes (each a legal code of `s`).
 */
export function candidatesByAction(
  choose: (ctx: Context, s: State, legal: readonly Action[], side: number) => readonly Action[],
): (ctx: Context, s: State, legal: readonly number[], side: number) => readonly number[] {
  return (ctx, s, legal, side) => {
    const actions = legal.map((code) => internedAction(ctx, code));
    const codes = new Map(actions.map((a, i) => [a, legal[i]!]));
    return choose(ctx, s, actions, side).map((a) => codes.get(a)!);
  };
}

/** Yom Kippur's rules (the actions themselves: applyAction below) as the engine's contract, through the bridge. */
export const yomKippurRules: GameRules<State, Action, GameEvent, Context> = {
  descriptor,
  newState: stateFromPosition,
  cloneState,
  copyState,
  actor: (_ctx, s) => (s.phaseNumber === OVER ? -1 : hasPending(s) ? pendingSide(s) : s.side),
  phasing: (_ctx, s) => s.side,
  phase: (_ctx, s) => s.phase,
  winner: (_ctx, s) => s.winner,
  legalCodes(ctx, s, out) {
    out.clear();
    for (const a of legalActions(ctx, s)) out.push(intern(ctx, a, false));
  },
  applyCode: (ctx, s, code, emit) => applyAction(ctx, s, internedAction(ctx, code), emit ?? ignore),
  codec: {
    actionOf: (ctx, _s, code) => internedAction(ctx, code),
    codeOf(ctx, _s, action) {
      checkShape(action);
      return intern(ctx, action, true);
    },
    format: actionText,
    parse: parseAction,
  },
  describe: describeEvent,
  position: positionFromState,
  // the compact position string: its own module, which a page loads only when it reads or writes one
  loadPositionCodec: () => import('./position-code.js').then((m) => m.yomKippurPositionCodec),
  invariants,
};
