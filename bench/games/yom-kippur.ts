// Yom Kippur's benchmark rows (npm run bench -- --game yom-kippur): movement
// on the reconstructed Sinai map (latency: reachable hexes with roads,
// columns, bridges and Zones of Control per side; legal actions), and whole
// random games (throughput: the sources' Match, and the built
// dist/esm/yom-kippur/engine.js as users run it).
import { pathToFileURL } from 'node:url';
import { Game } from '../../src/games/yom-kippur/game.js';
import type * as SrcApi from '../../src/games/yom-kippur/index.js';
import { playRandom } from '../../src/engine/ai/random-player.js';
import { makeRng } from '../../src/engine/rng.js';
import { latency, throughput, type GameBench } from '../measure.js';

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
  ],
};

export default bench;
