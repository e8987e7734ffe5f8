// Positions for the advanced game's rule tests: only the counters a test
// names stand on the joint board (every other ground unit, fort and SAM
// eliminated, the aircraft in their pools), and Golan hexes named as the
// Golan map prints them (G('0910') is Quneitra on the joint board).
import { createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import { theAdvancedData } from '../../../../src/games/yom-kippur/advanced/game.js';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { shiftHexId } from '../../../../src/engine/map-compose.js';

const golan = theAdvancedData().map.regions.find((r) => r.id === 'golan')!;

/** A Golan hex id as the Golan map prints it, on the joint board. */
export const G = (id: string): string => shiftHexId(id, golan.column - 1, golan.row - 1);

/** A game where only the counters `placed` stand on the board. */
export async function advancedOnly(placed: Record<string, string>, extra: Position = {}, seats = 2): Promise<Game> {
  const units: Record<string, string> = {};
  for (const u of theAdvancedData().units)
    units[u.id] = placed[u.id] ?? (u.kind === 'aircraft' ? 'pool' : 'eliminated');
  return createAdvanced({ seed: 1, seats, position: { ...extra, units: { ...units, ...extra.units } } });
}

/** A phase of one front (A-D, advanced-scenario.json phasesByFront): 'movement@golan'. */
export const arabMove = (turn = 2, front = 'golan'): Position => ({
  turn,
  side: 'egyptian',
  phase: `movement@${front}`,
});
export const israeliMove = (turn = 2, front = 'golan'): Position => ({
  turn,
  side: 'israeli',
  phase: `movement-1@${front}`,
});
