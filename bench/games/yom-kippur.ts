// Yom Kippur's benchmark rows (npm run bench -- --game yom-kippur): movement
// on the reconstructed Sinai map (latency: reachable hexes with roads,
// columns, bridges and Zones of Control per side; legal actions), whole
// random games (throughput: the sources' Match search copy, the search state
// on action codes with every action listed or sampled, and the built
// dist/esm/yom-kippur/engine.js as users run it), game.evaluate() (CPU
// time, default options), and the memory a public-API game allocates.
// `--against DIR` runs the same rows in an older checkout side by side
// (issue 29: 533db00).
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Game } from '../../src/games/yom-kippur/game.js';
import type * as SrcApi from '../../src/games/yom-kippur/engine.js';
import { playRandom } from '../../src/engine/ai/random-player.js';
import { makeRng, Random } from '../../src/engine/rng.js';
import { latency, medianMs, throughput, type GameBench } from '../measure.js';

type Api = typeof SrcApi;
const dist = async (): Promise<Api> =>
  (await import(pathToFileURL(`${process.cwd()}/dist/esm/yom-kippur/engine.js`).href)) as Api;

const bench: GameBench = {
  game: 'yom-kippur',
  groups: [
    {
      name: 'movement',
      seconds: 8,
      async run(report) {
        const game = await Game.create({ seed: 1 });
        game.endPhase(); // GT 1, Israeli first movement phase
        const israelis = game
          .units()
          .filter((u) => u.side === 'israeli' && u.kind === 'ground' && u.location === 'map');
        const gt4 = await Game.create({ seed: 1, position: { turn: 4, side: 'egyptian', phase: 'movement' } });
        const egyptians = gt4.units().filter((u) => u.side === 'egyptian' && u.kind === 'ground');
        await latency(
          'movement',
          {
            'game.reachable, one armoured brigade (MF 8, column)': () => game.reachable('il-217-armd'),
            'game.reachable, every Israeli unit on the map': () => israelis.forEach((u) => game.reachable(u.id)),
            'game.reachable, a reinforcement from 4 entry hexes': () => gt4.reachable('eg-22-armd'),
            'game.reachable, every Egyptian unit (GT 4)': () => egyptians.forEach((u) => gt4.reachable(u.id)),
            'game.legalActions(), Israeli movement GT 1': () => game.legalActions(),
            'game.legalActions(), Egyptian movement GT 4': () => gt4.legalActions(),
          },
          report,
        );
      },
    },
    {
      name: 'random games',
      seconds: 30,
      async run(report, { quick }) {
        const internal = await throughput(
          async (i) => playRandom((await Game.create({ seed: i + 1 })).clone({ forSearch: true }), makeRng(i + 1)),
          { measureMs: quick ? 3000 : 10000, minUnits: 3 },
        );
        report({
          group: 'games per second',
          name: 'random legal games, set-up to victory points (search copy)',
          value: internal.perSecond,
          unit: 'games/s',
          better: 'higher',
          over: `${internal.units} games`,
        });
        const onCodes = await searchStateGames(quick);
        report({
          group: 'games per second',
          name: 'random legal games on the search state (action codes, no events; before it: a search copy)',
          value: onCodes.perSecond,
          unit: 'games/s',
          better: 'higher',
          over: `${onCodes.units} games`,
        });
        const sampled = await sampledGames(quick);
        report({
          group: 'games per second',
          name: 'random full game on the search state (sampled actions, random-playout.ts)',
          value: sampled.perSecond,
          unit: 'games/s',
          better: 'higher',
          over: `${sampled.units} games, seeds from 1${sampled.sampled ? '' : ', uniform on a search copy (no sampled player)'}`,
        });
        const api = await dist();
        const pub = await throughput(
          async (i) => {
            const g = await api.createGame('yom-kippur', { seed: i + 1 });
            const rng = makeRng(i + 1);
            while (!g.isOver) {
              const legal = g.legalActions();
              g.apply(legal[Math.floor(rng() * legal.length)]);
            }
          },
          { measureMs: quick ? 3000 : 10000, minUnits: 3 },
        );
        report({
          group: 'games per second',
          name: 'random legal games through the public API (dist/esm/yom-kippur/engine.js)',
          value: pub.perSecond,
          unit: 'games/s',
          better: 'higher',
          over: `${pub.units} games`,
        });
      },
    },
    {
      name: 'evaluate()',
      seconds: 30,
      async run(report, { quick }) {
        const api = await dist();
        const start = await api.Game.create({ seed: 1 });
        // a checkout from before evaluate() (--against 533db00) has none: no row
        if (typeof (start as { evaluate?: unknown }).evaluate !== 'function') return;
        const gt4 = await api.Game.create({ seed: 1, position: { turn: 4, side: 'egyptian', phase: 'movement' } });
        // a few playouts' cost depends on their dice: the median over several seeds
        const seeds = quick ? 5 : 9;
        for (const [label, game] of [
          ['at the start', start],
          ['at Game-Turn 4 (Egyptian movement)', gt4],
        ] as const)
          report({
            group: 'evaluate()',
            name: `game.evaluate() ${label}, default options (dist/, CPU time)`,
            value: await medianMs((i) => game.evaluate({ seed: i + 1 }), seeds),
            unit: 'ms',
            better: 'lower',
            over: `median of ${seeds}, seeds 1…`,
          });
        // the `normal` player's own playouts (seconds a call): a checkout from before them answers with the
        // fast default's 16 playouts instead: no row
        const deep = (seed: number) => start.evaluate({ players: 'normal', seed } as never) as { samples: number };
        if (deep(1).samples !== 4) return;
        report({
          group: 'evaluate()',
          name: "game.evaluate({ players: 'normal' }) at the start (dist/, CPU time)",
          value: await medianMs((i) => deep(i + 1), quick ? 1 : 3),
          unit: 'ms',
          better: 'lower',
          over: `median of ${quick ? 1 : 3}, seeds 1…`,
        });
      },
    },
    {
      name: 'allocation',
      seconds: 20,
      once: true,
      async run(report) {
        // a process of its own with a new space large enough that no collection empties it during a game
        const out = execFileSync(
          process.execPath,
          ['--max-semi-space-size=1024', '--min-semi-space-size=1024', '--import', 'tsx', allocationScript],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const median = (word: string) => {
          const mb = out
            .split('\n')
            .filter((l) => l.startsWith(`${word} `))
            .map((l) => Number(l.slice(word.length + 1)))
            .sort((x, y) => x - y);
          return { value: mb[mb.length >> 1]!, over: `${mb.length} games` };
        };
        report({
          group: 'allocation',
          name: 'MB allocated per random game through the public API (src/, new space over a game without a collection)',
          ...median('MB'),
          unit: 'MB',
          better: 'lower',
        });
        report({
          group: 'allocation',
          name: 'MB of typed arrays outside the heap allocated in the same games',
          ...median('buffers'),
          unit: 'MB',
          better: 'lower',
        });
      },
    },
  ],
};

/** Beside this file: the script the allocation group runs. */
const allocationScript = fileURLToPath(new URL('./yom-kippur-allocation.ts', import.meta.url));

/**
 * Random games on the search state: codes listed and applied in place with
 * no events (search-state.ts); in a checkout before it (--against), the
 * facade's search copy played by the engine's random player.
 */
async function searchStateGames(quick: boolean): Promise<{ perSecond: number; units: number }> {
  const module = await import('../../src/games/yom-kippur/search-state.js').catch(() => null);
  const measure = { measureMs: quick ? 3000 : 10000, minUnits: 3 };
  if (!module) {
    return throughput(
      async (i) => playRandom((await Game.create({ seed: i + 1 })).clone({ forSearch: true }), makeRng(i + 1)),
      measure,
    );
  }
  const { searchStateOf } = module;
  const { yomKippurRules } = await import('../../src/games/yom-kippur/rules.js');
  return throughput(async (i) => {
    const root = (await Game.create({ seed: i + 1 })).searchRoot();
    const search = searchStateOf(root.ctx as never, root.state as never);
    const random = new Random(i + 1);
    search.playOut((ctx, s, legal) => {
      yomKippurRules.legalCodes(ctx, s, legal);
      return legal.at(random.below(legal.length));
    }, 20000);
  }, measure);
}

/**
 * Random games on the search state played by the sampled random player
 * (random-playout.ts: a random counter, then one of its codes), as Across
 * Suez's row "random full game, internal (sampled actions)": one search
 * state set back to the start each game, the dice and the player seeded
 * by the game's number. In a checkout before the player (--against), the
 * facade's search copy played by the engine's uniform random player.
 */
async function sampledGames(quick: boolean): Promise<{ perSecond: number; units: number; sampled: boolean }> {
  const measure = { measureMs: quick ? 3000 : 10000, minUnits: 3 };
  const player = await import('../../src/games/yom-kippur/random-playout.js').catch(() => null);
  if (!player) {
    const games = await throughput(
      async (i) => playRandom((await Game.create({ seed: i + 1 })).clone({ forSearch: true }), makeRng(i + 1)),
      measure,
    );
    return { ...games, sampled: false };
  }
  const [{ searchStateOf }, { cloneState, copyState }] = await Promise.all([
    import('../../src/games/yom-kippur/search-state.js'),
    import('../../src/games/yom-kippur/state.js'),
  ]);
  const root = (await Game.create({ seed: 1 })).searchRoot();
  const start = cloneState(root.state as never);
  const search = searchStateOf(root.ctx as never, start);
  const dice = new Random(); // the player's own generator, reseeded each game
  const policy = player.randomPolicy(dice);
  const games = await throughput((i) => {
    copyState(start, search.state);
    search.state.rng = i + 1;
    dice.state = i + 1;
    search.playOut(policy, 20000);
  }, measure);
  return { ...games, sampled: true };
}

export default bench;
