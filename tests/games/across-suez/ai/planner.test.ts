// The planning computer player (src/ai/plan/) and the players' common
// interface (src/ai/players.ts). Strength and speed are measured by
// `npm run simulate`, never asserted here.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/across-suez/engine.js';
import { createPlayer, playGame, type PlayerLevel } from '../../../../src/games/across-suez/ai/players.js';
import { PlanPlayer } from '../../../../src/games/across-suez/ai/plan/planner.js';
import { SearchCopy } from '../../../../src/games/across-suez/ai/plan/search-copy.js';
import { estimateWinProbability } from '../../../../src/games/across-suez/ai/evaluate.js';
import { makeHandler, type Reply } from '../../../../src/engine/ai/protocol.js';
import type { Action } from '../../../../src/games/across-suez/record.js';

type Side = 'israeli' | 'egyptian';

async function play(israeli: PlayerLevel, egyptian: PlayerLevel, seed: number): Promise<Game> {
  const game = await Game.create({ seed });
  playGame(game, {
    israeli: createPlayer('israeli', israeli, { seed: seed * 2 + 1 }),
    egyptian: createPlayer('egyptian', egyptian, { seed: seed * 2 + 2 }),
  });
  return game;
}

describe('the planning player', () => {
  it('plays only legal actions, for both sides, to the end of 200 games', async () => {
    // apply() throws a RulesError on any illegal action: a game that reaches its end broke no rule
    const pairs: [PlayerLevel, PlayerLevel][] = [
      ['easy', 'easy'],
      ['easy', 'random'],
      ['random', 'easy'],
      ['easy', 'greedy'],
      ['greedy', 'easy'],
    ];
    let games = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const [israeli, egyptian] of pairs) {
        const game = await play(israeli, egyptian, seed);
        expect(game.phase, `${israeli} v ${egyptian}, seed ${seed}`).toBe('over');
        expect(game.winner).not.toBeNull();
        games++;
      }
    }
    expect(games).toBe(200);
  }, 600_000);

  it('plays legal games at normal and hard too', async () => {
    for (const [israeli, egyptian, seed] of [
      ['normal', 'normal', 1],
      ['hard', 'normal', 2],
      ['normal', 'hard', 3],
    ] as const) {
      const game = await play(israeli, egyptian, seed);
      expect(game.phase).toBe('over');
    }
  }, 600_000);

  it('a fixed seed gives the same game', async () => {
    const a = await play('normal', 'normal', 7);
    const b = await play('normal', 'normal', 7);
    expect(a.toRecord()).toBe(b.toRecord());
    expect(a.actions.length).toBeGreaterThan(20);
  }, 120_000);

  it('finds the attack that wins at once: the bridge forced off Matzmed (14.2)', async () => {
    // 11 strength against the bridge's 1 on a Bar Lev hex, with combined arms: every result but none ends the game
    const game = await Game.create({
      seed: 1,
      position: {
        turn: 3,
        side: 'egyptian',
        phase: 'combat',
        units: {
          bridge: '0112',
          '25-1': '0111',
          '25-2': '0212',
          '16-1': '0211',
          'reshev-2': '0410',
          '16-2': '0411',
          'matt-1': 'crossed',
        },
      },
    });
    const ai = new PlanPlayer('egyptian', 'normal', { seed: 1 });
    for (let n = 0; n < 4 && game.phase !== 'over'; n++) game.apply(ai.decide(game));
    expect([game.phase, game.winner]).toEqual(['over', 'egyptian']);
    expect(['bridge-moved', 'bridge-destroyed']).toContain(game.reason);
  });

  it('on the last Game-Turn, sends the sixth unit across', async () => {
    // five across, the bridge on Matzmed since the phase began, the line open: one crossing meets every condition
    const game = await Game.create({
      seed: 1,
      position: {
        turn: 7,
        side: 'israeli',
        phase: 'movement',
        bridgeReady: true,
        bridgePlaced: true,
        units: {
          bridge: '0112',
          'reshev-1': 'crossed',
          'reshev-2': 'crossed',
          'reshev-3': 'crossed',
          'erez-1': 'crossed',
          'erez-2': 'crossed',
          'amir-1': '0412',
          sharon: '0211',
          '16-6': '1004',
        },
      },
    });
    const ai = new PlanPlayer('israeli', 'normal', { seed: 1 });
    for (let n = 0; n < 20 && game.side === 'israeli' && game.phase === 'movement'; n++) game.apply(ai.decide(game));
    expect(game.crossedCount).toBeGreaterThanOrEqual(6);
    expect(game.unit('bridge').hex).toBe('0112');
  });

  it("answers the decisions its side owns in the other side's phase (a retreat after Dr)", async () => {
    const game = await Game.create({
      seed: 1,
      dice: [1],
      position: {
        turn: 2,
        side: 'israeli',
        phase: 'combat',
        units: { 'reshev-2': '0410', 'reshev-3': '0311', '16-1': '0411', '16-2': '0610' },
      },
    });
    game.attack(['reshev-2', 'reshev-3'], '16-1');
    expect(game.pending?.side).toBe('egyptian');
    const ai = createPlayer('egyptian', 'normal');
    const action = ai.decide(game);
    expect(action.type).toBe('retreat');
    game.apply(action);
    expect(() => createPlayer('egyptian', 'normal').decide(game)).toThrow(/israeli/);
  });

  it('weighs an attack over the six die faces, never on a die a test or tutorial forced on the game', async () => {
    const game = await Game.create({ seed: 1 });
    const players = {
      israeli: createPlayer('israeli', 'normal', { seed: 5 }),
      egyptian: createPlayer('egyptian', 'normal', { seed: 6 }),
    };
    // the first Combat Phase, a few attacks in: a position where a planner that read the forced die chose otherwise
    for (let n = 0; n < 11; n++) game.apply(players[game.actingSide as Side].decide(game));
    expect(game.phase).toBe('combat');
    expect(game.legalActions().some((a) => a.type === 'attack')).toBe(true);
    const choice = (dice: number[], seesForcedDice = false) => {
      const copy = game.clone();
      if (dice.length) copy.forceDice(dice);
      return new PlanPlayer(game.actingSide as Side, 'normal', { seed: 1, seesForcedDice }).decide(copy);
    };
    const unforced = choice([]);
    expect(choice([1])).toEqual(unforced);
    expect(choice([6])).toEqual(unforced);
    // evaluate()'s playouts see the dice they drew ahead: there the forced die counts
    expect([choice([1], true), choice([6], true)]).not.toEqual([unforced, unforced]);
  }, 60_000);

  it('asked in the middle of a phase, follows on from where the game is', async () => {
    const game = await Game.create({ seed: 4 });
    const ai = createPlayer('israeli', 'normal', { seed: 4 });
    game.apply(ai.decide(game));
    // a person moves a unit in between: the plan no longer fits, and the player drafts anew
    const other = game
      .legalActions()
      .find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.unit === 'sharon');
    if (other) game.apply(other);
    for (let n = 0; n < 40 && game.phase === 'movement'; n++) game.apply(ai.decide(game));
    expect([game.side, game.phase]).toEqual(['israeli', 'combat']);
  });

  it("decides at once on a search copy (decideCode, evaluate()'s playouts) what it decides in slices through the public API", async () => {
    // the same steps run two ways (planner.ts #decideAt and #steps): players of the same seed must never part
    for (const [level, seed, actions] of [
      ['easy', 11, 5000],
      ['normal', 12, 5000],
      ['hard', 13, 30],
    ] as const) {
      const game = await Game.create({ seed });
      const sliced = {
        israeli: new PlanPlayer('israeli', level, { seed }),
        egyptian: new PlanPlayer('egyptian', level, { seed: seed + 1 }),
      };
      const atOnce = {
        israeli: new PlanPlayer('israeli', level, { seed }),
        egyptian: new PlanPlayer('egyptian', level, { seed: seed + 1 }),
      };
      let n = 0;
      for (; n < actions && game.phase !== 'over'; n++) {
        const side = game.actingSide as Side;
        const action = await sliced[side].decideAsync(game, { sliceMs: 0 });
        const copy = SearchCopy.of(game);
        const code = atOnce[side].decideCode(copy);
        expect(copy.actionOf(code), `${level}, action ${n}`).toEqual(action);
        copy.release();
        game.apply(action);
      }
      expect(n, level).toBeGreaterThan(level === 'hard' ? 29 : 100);
    }
  }, 120_000);
});

describe('the win-probability estimate', () => {
  it('is a probability with its sample size, the same for the same seed', async () => {
    const game = await Game.create({ seed: 2 });
    const a = estimateWinProbability(game, { playouts: 3, seed: 5 });
    const b = estimateWinProbability(game, { playouts: 3, seed: 5 });
    expect(a).toEqual(b);
    expect(a.samples).toBe(3);
    expect(a.israeli).toBeGreaterThanOrEqual(0);
    expect(a.israeli).toBeLessThanOrEqual(1);
  }, 60_000);

  it('is certain once the game is over', async () => {
    const game = await play('random', 'easy', 3);
    expect(estimateWinProbability(game).israeli).toBe(game.winner === 'israeli' ? 1 : 0);
  }, 60_000);
});

describe('the worker protocol with the planning player', () => {
  it('a search cancelled while it runs says so, and the worker answers the next one', async () => {
    const replies: Reply[] = [];
    const handle = makeHandler((r) => replies.push(r));
    const game = await Game.create({ seed: 1 });
    const first = handle({
      type: 'decide',
      game: 'across-suez',
      id: 1,
      position: game.position(),
      side: 'israeli',
      level: 'hard',
    });
    // let the search run a few slices, then cancel it
    await new Promise((resolve) => setTimeout(resolve, 50));
    await handle({ type: 'cancel', id: 1 });
    await first;
    await handle({
      type: 'decide',
      game: 'across-suez',
      id: 2,
      position: game.position(),
      side: 'israeli',
      level: 'normal',
    });
    expect(replies.map((r) => [r.type, r.id])).toEqual([
      ['cancelled', 1],
      ['action', 2],
    ]);
    const reply = replies[1]!;
    if (reply.type === 'action') game.apply(reply.action as Action);
  }, 60_000);

  it('estimates the chance of winning in the worker, and an estimate can be cancelled', async () => {
    const replies: Reply[] = [];
    const handle = makeHandler((r) => replies.push(r));
    const game = await Game.create({ seed: 3 });
    await handle({ type: 'evaluate', game: 'across-suez', id: 1, position: game.position(), options: { playouts: 2 } });
    const first = handle({
      type: 'evaluate',
      game: 'across-suez',
      id: 2,
      position: game.position(),
      options: { playouts: 50 },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await handle({ type: 'cancel', id: 2 });
    await first;
    expect(replies.map((r) => [r.type, r.id])).toEqual([
      ['evaluation', 1],
      ['cancelled', 2],
    ]);
    expect(replies[0]).toMatchObject({ estimate: { samples: 2 } });
  }, 60_000);

  it('answers a pending decision for the side that owns it', async () => {
    const game = await Game.create({
      seed: 1,
      dice: [1],
      position: {
        turn: 2,
        side: 'israeli',
        phase: 'combat',
        units: { 'reshev-2': '0410', 'reshev-3': '0311', '16-1': '0411', '16-2': '0610' },
      },
    });
    game.attack(['reshev-2', 'reshev-3'], '16-1');
    const replies: Reply[] = [];
    await makeHandler((r) => replies.push(r))({
      type: 'decide',
      game: 'across-suez',
      id: 9,
      position: game.position(),
      side: 'egyptian' as Side,
      level: 'easy',
    });
    expect(replies[0]).toMatchObject({ type: 'action', id: 9, action: { type: 'retreat' } });
  });
});

describe("the planner's model of the board", () => {
  it('sees the line of communication exactly where the engine does (14.1), over positions of easy v random games', async () => {
    const { mapModel, snapshot } = await import('../../../../src/games/across-suez/ai/plan/model.js');
    const { lineCuts, markZoc } = await import('../../../../src/games/across-suez/ai/plan/routes.js');
    let compared = 0,
      open = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const game = await Game.create({ seed });
      const players = {
        israeli: createPlayer('israeli', 'easy', { seed }),
        egyptian: createPlayer('egyptian', 'random', { seed }),
      };
      for (let step = 0; game.phase !== 'over'; step++) {
        if (step % 5 === 0) {
          const m = mapModel(game),
            s = snapshot(game);
          markZoc(m, s);
          const mine = lineCuts(m).cuts === 0;
          expect(mine, `seed ${seed} step ${step}`).toBe(game.lineOfCommunication() !== null);
          compared++;
          if (mine) open++;
        }
        game.apply(players[(game.pending?.side ?? game.side) as Side].decide(game));
      }
    }
    expect(compared).toBeGreaterThan(50);
    expect(open).toBeGreaterThan(0);
  }, 120_000);
});
