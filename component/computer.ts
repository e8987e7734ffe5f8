// Handing decisions to a computer player: which sides it plays, whose
// decision the game waits for, and the engine's own player when the page
// brings none.
import type { Game, Action } from '../src/index.js';
import { createPlayer, type ComputerPlayer, type PlayerLevel } from '../src/ai/players.js';

/** What the element hands a side's decisions to (`el.aiPlayer`). */
export interface AiPlayer {
  decide(game: Game, side: 'israeli' | 'egyptian', level: string): Action | Promise<Action>;
}

/** The sides the `ai` attribute names: "israeli", "egyptian" or "both". */
export function aiSides(attribute: string | null): string[] {
  const a = (attribute ?? '').toLowerCase();
  return a === 'both' ? ['israeli', 'egyptian'] : a ? [a] : [];
}

/** Whose decision the game waits for: a pending choice's owner, else the phasing player. */
export function decider(game: Game | null): 'israeli' | 'egyptian' | null {
  if (!game || game.phase === 'over') return null;
  return game.pending?.side ?? game.side;
}

/** The engine's own players (src/ai/players.ts), one per side and level, kept across decisions (they follow their phase plans). */
export class BuiltInPlayers {
  #players = new Map<string, ComputerPlayer>();

  for(level: string, seed: number): AiPlayer {
    const l = (['easy', 'normal', 'hard'].includes(level) ? level : 'normal') as PlayerLevel;
    const get = (side: 'israeli' | 'egyptian') => {
      const key = `${side}:${l}`;
      if (!this.#players.has(key)) this.#players.set(key, createPlayer(side, l, { seed }));
      return this.#players.get(key)!;
    };
    // the search runs in slices of a few milliseconds: the page never freezes
    return { decide: (game, side) => get(side).decideAsync(game) };
  }
}
