// Handing decisions to a computer player: which sides it plays, whose
// decision the game waits for, and the engine's own player when the page
// brings none.
import type { Game, Action } from '../src/index.js';
import { AiPlayer as BuiltInAi, type Level } from '../src/ai/player.js';

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

/** The engine's own player at a level, kept across decisions (hard follows its phase plan). */
export class BuiltInPlayers {
  #current: { level: Level; player: BuiltInAi } | null = null;

  for(level: string, seed: number): AiPlayer {
    const l = (['easy', 'normal', 'hard'].includes(level) ? level : 'normal') as Level;
    if (this.#current?.level !== l) this.#current = { level: l, player: new BuiltInAi(l, { seed }) };
    const player = this.#current.player;
    // the search runs in slices of a few milliseconds: the page never freezes
    return { decide: (game, side) => player.decideAsync(game, side) };
  }
}
