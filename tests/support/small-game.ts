// Games on small hand-made maps, for rule tests: name the units and where
// they stand, get a Game whose every other hex is clear.
import { Game } from '../../src/games/across-suez/game.js';
import type { GameData, UnitData, ScenarioData } from '../../src/games/across-suez/data.js';
import type { MapData } from '../../src/engine/map-data.js';
import type { Position } from '../../src/games/across-suez/types.js';
import { acrossSuezRulesData } from './real-data.js';
import { smallMap, chart } from './small-map.js';

export interface SmallGameSpec {
  columns?: number;
  rows?: number;
  map?: Partial<MapData>;
  /** Units as [id, side, type, strength, movement]; place them with `position`. */
  units: [string, 'israeli' | 'egyptian', UnitData['type'], number, number, UnitData['arrives']?][];
  scenario?: Partial<ScenarioData>;
  position: Omit<Position, 'units'> & { units: Position['units'] };
  dice?: number[];
}

const cache = new Map<string, GameData>();

/** The same spec gives the same GameData object, so games share one engine instance. */
function dataFor(spec: SmallGameSpec): GameData {
  const key = JSON.stringify([spec.columns, spec.rows, spec.map, spec.units, spec.scenario]);
  let data = cache.get(key);
  if (!data) {
    const units: UnitData[] = spec.units.map(([id, side, type, strength, movement, arrives]) => ({
      id,
      name: id,
      side,
      type,
      strength,
      movement,
      ...(arrives && { arrives }),
    }));
    if (!units.some((u) => u.type === 'bridge')) {
      units.push({
        id: 'bridge',
        name: 'Bridge',
        side: 'israeli',
        type: 'bridge',
        strength: 1,
        movement: 6,
        arrives: { turn: 99, hex: '0808' },
      });
    }
    const base = acrossSuezRulesData.scenario;
    data = {
      map: smallMap(spec.columns ?? 8, spec.rows ?? 8, spec.map),
      chart,
      crt: acrossSuezRulesData.crt,
      units,
      scenario: {
        ...base,
        crossing: { ...base.crossing, hex: '0104' },
        bridge: { unit: units.find((u) => u.type === 'bridge')!.id, hex: '0104' },
        lineOfCommunication: { from: '0104', to: '0804' },
        ...spec.scenario,
      },
    };
    cache.set(key, data);
  }
  return data;
}

export function smallGame(spec: SmallGameSpec): Promise<Game> {
  return Game.create({ data: dataFor(spec), position: spec.position, ...(spec.dice && { dice: spec.dice }), seed: 1 });
}

/** Destinations as a plain object, for readable expectations. */
export function reach(game: Game, id: string): Record<string, number> {
  return Object.fromEntries([...game.reachable(id)].sort(([a], [b]) => a.localeCompare(b)));
}

/** Resolves whatever the last attack left pending in the simplest way: first safe hex, lose everything, no advance. */
export function settle(game: Game): void {
  for (let p = game.pending; p; p = game.pending) {
    if (p.kind === 'retreat') game.retreat(p.units[0]!, p.options[p.units[0]!]![0]!);
    else if (p.kind === 'exchange') game.exchange(p.units);
    else game.advance(null);
  }
}
