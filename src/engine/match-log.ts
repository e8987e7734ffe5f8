// A Match's log: one line per event of every action, in the game's words.
// Its events are made when something reads them. While no listener hears a
// game's events, its actions are applied with none (the rules then build no
// event and search no path for one: contract.ts); the log keeps a copy of
// the state before the first action it has not written, and when it is read
// (or an action's events are asked for) it plays the actions since on that
// copy again, with events. The rules are deterministic and the state
// carries the dice, so the events are those the actions made: a random
// player or a tool that never reads the log pays for no event.
import type { BaseAction, BaseEvent, BaseState, GameRules } from './contract.js';
import { HistoryCheckpoint } from './history-checkpoint.js';
import type { RecordEntry } from './record.js';
import type { SpareStates } from './spare-states.js';

/** One entry of the log, for the turn log and records. */
export interface MatchLogEntry {
  turn: number;
  side: string;
  phase: string;
  text: string;
  /** The action that made it: its index in `history` (reviews and replays mark it on the board). */
  step: number;
  /** The event itself, for the element's own words and marks. */
  event: BaseEvent;
}

export class MatchLog<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> {
  /** The lines written so far. */
  readonly entries: MatchLogEntry[];
  /** The events of the last action written. */
  lastEvents: E[] = [];
  /** A copy of the state before the first action of the history not written; none: every action is. */
  readonly #unwritten: HistoryCheckpoint<S, A, E, C>;

  constructor(
    readonly rules: GameRules<S, A, E, C>,
    readonly ctx: C,
    spare: SpareStates<S>,
    entries: MatchLogEntry[] = [],
  ) {
    this.entries = entries;
    this.#unwritten = new HistoryCheckpoint(rules, ctx, spare);
  }

  /** Action `step` of the history is about to be applied to `state` without events: its lines are written when read. */
  defer(state: S, step: number): void {
    this.#unwritten.keep(state, step);
  }

  /** Writes the lines of action `step`, made as it was applied to a state of that turn, phasing side and phase. */
  write(turn: number, phasing: number, phase: string, step: number, events: E[]): void {
    this.#push(turn, phasing, phase, step, events);
  }

  #push(turn: number, phasing: number, phase: string, step: number, events: E[]): void {
    const { rules, ctx } = this;
    const side = rules.descriptor.sides[phasing]!.id;
    for (const e of events) this.entries.push({ turn, side, phase, text: rules.describe(ctx, e), step, event: e });
    this.lastEvents = events;
  }

  /** Writes the lines of every action of `history` not written yet, playing them again on the copy kept. */
  catchUp(history: readonly RecordEntry<A>[]): void {
    const unwritten = this.#unwritten;
    const s = unwritten.copy;
    if (s === null) return;
    const { rules, ctx } = this;
    for (let i = unwritten.step; i < history.length; i++) {
      const events: E[] = [];
      const turn = s.turn,
        phasing = rules.phasing(ctx, s),
        phase = rules.phase(ctx, s);
      unwritten.replay(s, history, i, (e) => void events.push(e));
      this.#push(turn, phasing, phase, i, events);
    }
    unwritten.drop();
  }

  /** Back to before action `step` (undo): its lines and those after it go. */
  truncate(step: number): void {
    if (this.#unwritten.step > step) this.#unwritten.drop();
    const lines = this.entries;
    while (lines.length > 0 && lines[lines.length - 1]!.step >= step) lines.pop();
  }
}
