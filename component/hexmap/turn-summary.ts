// What the computer's turn did, summed up for the reader once the decision is theirs again: the bar shows it until
// the reader's next action (hex-map-element.ts watches it at each update).
import type { LogLine } from './hex-game.js';

export class TurnSummary {
  /** Where the log stood when the computer took the decision, while it has it. */
  #from: number | null = null;
  /** The text and the log length it was made at. */
  #summary: { text: string; at: number } | null = null;

  /** The summary shown, if any. */
  get text(): string | undefined {
    return this.#summary?.text;
  }

  /** Notes the log while the computer has the decision (`computerHasIt`); sums up its lines when the reader has it again. */
  watch(log: readonly LogLine[], computerHasIt: boolean, summarise: (lines: readonly LogLine[]) => string): void {
    const length = log.length;
    if (computerHasIt) {
      this.#from ??= length;
      this.#summary = null;
    } else if (this.#from !== null) {
      const lines = log.slice(this.#from);
      this.#from = null;
      this.#summary = lines.length ? { text: summarise(lines), at: length } : null;
    } else if (this.#summary && this.#summary.at !== length) this.#summary = null;
  }
}
