// Positions for the Yom Kippur rule tests: only the counters a test names
// stand on the map (every other ground unit, fort and SAM eliminated, the
// aircraft in their pools), so that each case is seen alone.
import { Game } from '../../../src/games/yom-kippur/game.js';
import type { GameData } from '../../../src/games/yom-kippur/data.js';
import type { Position } from '../../../src/games/yom-kippur/types.js';

let template: Game | undefined;

/** A game (on `data`, by default the game's own) where only the counters `placed` stand on the map. */
export async function only(
  placed: Record<string, string>,
  extra: Position = {},
  seed = 1,
  data?: GameData,
): Promise<Game> {
  template ??= await Game.create({ seed: 1 });
  const units: Record<string, string> = {};
  for (const u of template.units()) {
    units[u.id] = placed[u.id] ?? (u.kind === 'aircraft' ? 'pool' : 'eliminated');
  }
  return Game.create({ ...(data && { data }), seed, position: { ...extra, units: { ...units, ...extra.units } } });
}

/** Israeli first movement phase of a Game-Turn. */
export const israeliMove = (turn = 1, phase = 'movement-1'): Position => ({ turn, side: 'israeli', phase });
export const egyptianMove = (turn = 2): Position => ({ turn, side: 'egyptian', phase: 'movement' });

/** Every Egyptian bridge removed (B-K), for crossings without them. */
export const noBridges = Object.fromEntries(
  ((await import('../../../src/games/yom-kippur/data.js')).yomKippur.markers.bridges.sites as [string, string][]).map(
    ([east]) => [`bridge-${east}`, 'removed' as const],
  ),
);
