// Stepping through a recorded game: every position after every action,
// each with the action's text and its comment.
import { Game } from '../src/index.js';

export class Replay {
  #games: Game[];
  index: number;

  private constructor(
    games: Game[],
    readonly actions: { action: string; comment?: string }[],
    readonly opening: string | undefined,
  ) {
    this.#games = games;
    this.index = games.length - 1;
  }

  /** Replays the record once, keeping a copy of the game after each action. */
  static async load(text: string): Promise<Replay> {
    const full = await Game.fromRecord(text);
    const game = await Game.fromRecord(text, { upTo: 0 });
    const games = [game.clone()];
    full.actions.forEach((action, i) => {
      const die = full.history[i]!.die;
      if (die !== undefined) game.forceDice([die]);
      game.apply(action);
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
    );
  }

  get length(): number {
    return this.#games.length - 1;
  }

  get current(): Game {
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
