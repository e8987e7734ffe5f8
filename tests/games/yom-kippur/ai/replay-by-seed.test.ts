// A game is rerun by its seed and levels (issue 30's match protocol): the
// computer players' choices do not depend on the games played before them
// in the process — no cache, kept listing, interned code or random stream
// carries one game into the next. This file's modules start fresh (vitest
// isolates each file), so the first game is one of a fresh process; the same
// seed played again after games of other seeds and levels must be the same
// actions, in order.
import { describe, expect, it } from 'vitest';
import '../../../../src/games/yom-kippur/engine.js';
import { createGame } from '../../../../src/engine/registry.js';
import { createPlayer } from '../../../../src/games/yom-kippur/ai/players.js';

/** The first `decisions` actions of seed's game, each side at its level, its player seeded as the match script seeds them. */
async function actionsOf(seed: number, levels: [string, string], decisions: number): Promise<string[]> {
  const game = await createGame('yom-kippur', { seed });
  const sides = game.rules.descriptor.sides.map((d) => d.id);
  const players = Object.fromEntries(
    sides.map((side, i) => [side, createPlayer(side, levels[i]!, { seed: seed * 2 + 1 + i })]),
  );
  const actions: string[] = [];
  for (let n = 0; n < decisions && !game.isOver; n++) {
    const action = players[game.actingSide!]!.decide(game as never);
    actions.push(JSON.stringify(action));
    game.apply(action);
  }
  return actions;
}

describe('a Yom Kippur game replayed by its seed', () => {
  it('makes the same actions fresh and after games of other seeds and levels', async () => {
    // to Game-Turn 3: air missions, moves, bombing, helicopters, drops, SAM markers and attacks (interned codes)
    const fresh = await actionsOf(9302, ['normal', 'easy'], 120);
    expect(fresh.filter((a) => a.includes('"type":"attack"')).length).toBeGreaterThan(0);
    await actionsOf(9325, ['easy', 'normal'], 120);
    await actionsOf(9301, ['hard', 'greedy'], 40);
    expect(await actionsOf(9302, ['normal', 'easy'], 120)).toEqual(fresh);
  });
});
