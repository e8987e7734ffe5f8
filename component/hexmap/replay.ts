// Stepping through a recorded game: every position after every action,
// each with the action's text and its comment.
import type { GameKit, HexGame } from './hex-game.js';

export class Replay<G extends HexGame> {
  #games: G[];
  index: number;

  private constructor(
    games: G[],
    readonly actions: { action: string; comment?: string }[],
    readonly opening: string | undefined,
    start: number,
  ) {
    this.#games = games;
    this.index = Math.max(0, Math.min(games.length - 1, Math.trunc(start) || 0));
  }

  /** Replays the record once, keeping a copy of the game after each action; opens at step `start` (0: the start). */
  static async load<G extends HexGame>(kit: GameKit<G>, text: string, start = 0): Promise<Replay<G>> {
    const full = await kit.fromRecord(text);
    const game = await kit.fromRecord(text, { upTo: 0 });
    const games = [game.clone()];
    full.actions.forEach((action, i) => {
      const die = full.history[i]!.die;
      if (die !== undefined) game.forceDice([die]);
      kit.apply(game, action);
      games.push(game.clone());
    });
    const opening = /^> (.*)$/m.exec(
      text
        .split(/\n(?=[a-z])/)
        .slice(0, 3)
        .join('\n'),
    )?.[1];
    return new Replay(
      games,
      full.history.map((h) => ({ action: h.action, ...(h.comment && { comment: h.comment }) })),
      opening,
      start,
    );
  }

  get length(): number {
    return this.#games.length - 1;
  }

  /** The game after its last action (its whole log). */
  get final(): G {
    return this.#games.at(-1)!;
  }

  get current(): G {
    return this.#games[this.index]!;
  }

  /** The first step of a Game-Turn (for "jump to turn"). */
  stepOfTurn(turn: number): number {
    const i = this.#games.findIndex((g) => g.turn >= turn);
    return i < 0 ? this.length : i;
  }

  goTo(index: number): void {
    this.index = Math.max(0, Math.min(this.length, index));
  }
}
