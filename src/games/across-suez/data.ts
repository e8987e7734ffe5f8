// The game's data (data/across-suez/*.json), typed. Rules read it; nothing
// about the map, the counters or the tables is written in code.
import mapJson from '../../../data/across-suez/map.json';
import terrainJson from '../../../data/across-suez/terrain.json';
import crtJson from '../../../data/across-suez/crt.json';
import unitsJson from '../../../data/across-suez/units.json';
import scenarioJson from '../../../data/across-suez/scenario.json';
import type { MapData, TerrainChart, TerrainType } from '../../engine/map-data.js';
import type { CrtData } from '../../engine/crt.js';
import type { HexId, Side, UnitInfo, UnitType } from './types.js';

/** A counter as the order of battle lists it: the printed unit, and where it starts or arrives. */
export interface UnitData extends Pick<
  UnitInfo,
  'id' | 'name' | 'side' | 'type' | 'strength' | 'movement' | 'arrives'
> {
  start?: HexId;
}

export interface ScenarioData {
  title: string;
  sides: [Side, Side];
  firstSide: Side;
  turns: number;
  nightTurns: number[];
  nightMovementPenalty: number;
  firstTurnConfusion: number;
  crossing: { hex: HexId; side: Side; firstTurn: number; limitWithoutBridge: number };
  bridge: { unit: string; hex: HexId };
  lineOfCommunication: { from: HexId; to: HexId };
  unitsAcrossToWin: number;
  bombardment: { side: Side; perPhase: number; eliminatedOn: number[] };
  artillery: { side: Side; perPhase: number; perUnitAcross: number; columns: number };
  combinedArms: { columns: number; armor: UnitType[]; infantry: UnitType[] };
}

/** The Terrain Effects Chart with Across Suez's own columns (12.0 combat shifts, 11.0 crossing costs). */
export interface AcrossSuezChart extends TerrainChart {
  terrain: Record<string, TerrainType & { combatShift: number; ridgeShift?: number }>;
  crossing: { ferry: number; bridge: number };
}

export interface GameData {
  map: MapData;
  chart: AcrossSuezChart;
  crt: CrtData;
  units: UnitData[];
  scenario: ScenarioData;
}

export const acrossSuez: GameData = {
  map: mapJson as unknown as MapData,
  chart: terrainJson as unknown as AcrossSuezChart,
  crt: crtJson as unknown as CrtData,
  units: (unitsJson as unknown as { units: UnitData[] }).units,
  scenario: scenarioJson as unknown as ScenarioData,
};

export type { CrtData };
