// The game-module contract: what a game gives the engine, and all the
// engine knows of it. A game is a static descriptor (sides, phases,
// stacking, Zones of Control, dice) plus rules over a state the game owns:
// who decides now, which actions are legal, what an action does. The
// engine's Match (match.ts) wraps those rules for undo, logs, records and
// events; its computer players (ai/) search through the same rules. See
// docs/architecture.md, "How to add a game".
import type { ZocPolicy } from './zoc-policy.js';
import type { DiceState } from './rng.js';
import type { PositionCodec } from './position-text.js';
import type { ActionBuffer } from './action-buffer.js';

/** A side of the game: a player, or a seat several players share (2 to 8 sides). */
export interface SideDecl {
  /** Stable id used in records and positions, e.g. 'red'. */
  id: string;
  /** As the rules name it, e.g. 'the Red player'. */
  name: string;
}

/** One phase of a side's player-turn, in order; different sides may have different phases. */
export interface PhaseDecl {
  id: string;
  /** What happens in it: movement, combat, or anything else the game defines (air, bombardment…). */
  kind: string;
}

/** Stacking (how many units share a hex). */
export interface StackingRule {
  /** Units in a hex at the end of any move, retreat, advance or set-up. */
  limit: number;
  /** Unit kinds that do not count towards the limit (markers, bridges…). */
  exempt?: readonly string[];
  /** May a unit pass through a full hex? */
  passThrough: boolean;
}

/** The static description of a game: data the engine and the tools read without running rules. */
export interface GameDescriptor {
  /** The game's name in records and in createGame(), e.g. 'my-game'. */
  id: string;
  title: string;
  /** The record format's version, written on a record's first line. */
  recordVersion: number;
  sides: readonly SideDecl[];
  /** Each side's player-turn, phase by phase. */
  phases: Readonly<Record<string, readonly PhaseDecl[]>>;
  stacking: StackingRule;
  /** How Zones of Control act on each side's units (indices in `sides`). */
  zoc: readonly ZocPolicy[];
  /** The die the game rolls. */
  die: { faces: number };
  /** Game-Turns in a game. */
  turns: number;
  /** An upper bound on the actions of one game, for fuzzers and playouts. */
  maxActions: number;
}

/** The engine's view of a game's state: the game owns the rest. */
export interface BaseState extends DiceState {
  turn: number;
}

/** An action: a verb and its arguments, plain data. */
export interface BaseAction {
  type: string;
}

/** An event: what an action did, for logs and listeners. */
export interface BaseEvent {
  type: string;
}

/** What applying an action rolled, for the record. */
export interface Outcome {
  die?: number;
  result?: string;
}

/** Who must act now: a side's index, or -1 when the game is over. */
export type Actor = number;

/** Where a rule reports what it did: null makes no event and searches no path for one (the search's way). */
export type Emit<E> = ((e: E) => void) | null;

/**
 * Actions as data and as codes, both ways. A code is a whole number from 0
 * to 2^31 − 1 whose meaning the game defines: it may be relative to the
 * state it was listed in (an index into a pending decision's list) or to
 * tables the game keeps in its context (an action made once and handed out
 * again).
 */
export interface ActionCodec<S, A, C> {
  /** The action a code listed by legalCodes in state s stands for. */
  actionOf(ctx: C, s: S, code: number): A;
  /** actionOf reads the code alone, never the state: legalActions() makes each action when it is first read (action-listing.ts). */
  readonly codeAlone?: boolean;
  /**
   * The code of an action given as data in state s. Throws RulesError when
   * the data names no action of this game (an unknown verb or id, a wrong
   * shape): legality itself is applyCode's.
   */
  codeOf(ctx: C, s: S, action: A): number;
  /** Record lines: an action in words, and back (throws RecordError). */
  format(a: A): string;
  parse(word: string, args: string[], line: number): A;
}

/**
 * The rules of a game over its state S, actions A, events E and context C
 * (the game's data loaded once: its board, tables, indices). The rules run
 * on action codes; the actions as data (the public API's, the record's) are
 * the codec's translation of them.
 */
export interface GameRules<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> {
  readonly descriptor: GameDescriptor;
  /** A state from a position (the game's JSON), or the standard set-up; throws PositionError. */
  newState(ctx: C, position: unknown, seed: number): S;
  /** An independent copy. */
  cloneState(s: S): S;
  /** Makes `into` (a state of the same game and layout, no longer used) a copy of `from`: undo and search reuse states. */
  copyState(from: S, into: S): void;
  /** The side that must decide now (a pending retreat's owner, or the phasing side), -1 when over. */
  actor(ctx: C, s: S): Actor;
  /** The phasing side (whose player-turn it is). */
  phasing(ctx: C, s: S): number;
  /** The id of the phase under way (one of the phasing side's PhaseDecl ids, or 'over'). */
  phase(ctx: C, s: S): string;
  /** The winning side, or -1 (not over, or no winner). */
  winner(ctx: C, s: S): number;
  /** Every legal action's code, into `out` (cleared first), in the order legalActions() lists them; each is accepted by applyCode. */
  legalCodes(ctx: C, s: S, out: ActionBuffer): void;
  /**
   * Checks the code (throws RulesError, state untouched on refusal), then
   * applies it in place; events to `emit`. The Outcome may be an object the
   * game writes again on its next call (so a search makes none): keep a copy.
   */
  applyCode(ctx: C, s: S, code: number, emit: Emit<E>): Outcome;
  /** Actions as data and as codes, and their record words. */
  readonly codec: ActionCodec<S, A, C>;
  /** One log line for an event, in the rulebook's words. */
  describe(ctx: C, e: E): string;
  /** The state as the game's JSON position (what newState reads back). */
  position(ctx: C, s: S): unknown;
  /**
   * Loads what newState needs to read `position` (its checks), when the game loads it on first use: Match
   * awaits it before reading a position, so a game given none never loads it; until it has loaded,
   * newState reads no position (it throws), the standard set-up excepted.
   */
  loadPositionReader?(position: unknown): Promise<void>;
  /**
   * Loads what codec.parse reads a record's action lines with, when the game loads it on first use: Match awaits it
   * before reading a record, so a page that replays none never loads it; until it has loaded, codec.parse throws.
   */
  loadRecordReader?(): Promise<void>;
  /** The game's compact position string (position-text.ts), when it has one: loaded on first use. */
  loadPositionCodec?(): Promise<PositionCodec<C>>;
  /** Rules that must hold in every state (stacking, steps…): the violations, empty when none. */
  invariants(ctx: C, s: S): string[];
}
