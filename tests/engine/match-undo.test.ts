// Match applies actions in place and keeps one copy of the state, from
// before the first action since the last die roll or change of side
// (src/engine/match-undo.ts): undo and a failing action make the state
// again from that copy by playing the actions since. On Skirmish
// (tests/engine/skirmish/), with its rules wrapped to misbehave.
import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import { loadSkirmish, skirmishRules, type Ctx, type SkAction, type SkEvent, type SkState } from './skirmish/rules.js';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await loadSkirmish();
});

type Rules = typeof skirmishRules;
type Game = Match<SkState, SkAction, SkEvent, Ctx>;

/** Skirmish's rules with an applyCode that, for the actions `broken` picks, changes the state and then throws. */
function misbehaving(broken: (a: SkAction) => boolean): Rules {
  return {
    ...skirmishRules,
    applyCode(c, s, code, emit) {
      if (broken(skirmishRules.codec.actionOf(c, s, code))) {
        s.turn += 5; // a change the rules should never have made before refusing
        throw new Error('a bug in the rules');
      }
      return skirmishRules.applyCode(c, s, code, emit);
    },
  };
}

const moves = (g: Game) => g.legalActions().filter((a) => a.type === 'move');

describe('undo and failures on one copy of the state', () => {
  it('an action whose rules change the state and then throw leaves the game as it was, at the start of a stretch and within one', async () => {
    let poisoned: SkAction | null = null;
    const game = await Match.open(
      misbehaving((a) => JSON.stringify(a) === JSON.stringify(poisoned)),
      ctx,
      { seed: 3 },
    );
    for (let i = 0; i < 3; i++) {
      const [next, bad] = moves(game);
      poisoned = bad!;
      const before = game.position();
      expect(() => game.apply(bad!)).toThrow('a bug in the rules');
      expect(game.position(), `after ${i} moves`).toEqual(before);
      expect(game.canUndo).toBe(i > 0);
      game.apply(next!);
    }
    const positions: unknown[] = [];
    while (game.canUndo) {
      game.undo();
      positions.push(game.position());
    }
    expect(positions).toHaveLength(3);
    expect(positions.at(-1)).toEqual((await Match.open(skirmishRules, ctx, { seed: 3 })).position());
  });

  it('dice forced after an action stay forced when it is undone', async () => {
    const game = await Match.open(skirmishRules, ctx, { seed: 4 });
    game.apply(moves(game)[0]!);
    game.apply(moves(game)[0]!);
    game.forceDice([6, 1]);
    game.undo();
    game.undo();
    expect(game.searchRoot().state.forced).toEqual([6, 1]);
  });
});
