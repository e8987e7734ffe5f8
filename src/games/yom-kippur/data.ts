// Yom Kippur's data (data/yom-kippur/*.json), typed, and the counter list
// the rules index: the order of battle's ground units, then the forts, the
// SAMs and the aircraft of markers.json, each with its steps. Nothing about
// the map, the counters or the tables is written in code.
import mapJson from '../../../data/yom-kippur/map.json';
import terrainJson from '../../../data/yom-kippur/terrain.json';
import unitsJson from '../../../data/yom-kippur/units.json';
import markersJson from '../../../data/yom-kippur/markers.json';
import tablesJson from '../../../data/yom-kippur/tables.json';
import scenarioJson from '../../../data/yom-kippur/scenario.json';
import type { MapData, TerrainChart, TerrainType, HexsideType } from '../../engine/map-data.js';
import type { ExtraField } from './state.js';
import type { HexId, SideId, UnitId, UnitKind, UnitType } from './types.js';

/** A counter as the order of battle (units.json) or the markers (markers.json) give it. */
export interface UnitData {
  id: UnitId;
  name: string;
  side: SideId;
  type: UnitType;
  kind: UnitKind;
  level: string;
  nation: string;
  formation: string;
  /** Combat factor per step, full face first (B-C); its length is the unit's steps. */
  strength: number[];
  movement: number;
  start?: HexId;
  arrives?: { turn: number; edge: string };
  /** A-C: the counter may not move until one of these triggers (bits of GameData.triggers) has fired. */
  lock?: { triggers: number; rule: string; until: string };
  /** The para-infantry counter an Israeli mechanised para becomes when dropped (B-O). */
  airborne?: { type: UnitType; strength: number[]; movement: number };
}

/** One phase of a side's player-turn as scenario.json writes it (B-E). */
export interface PhaseData {
  id: string;
  does: string[];
  /** B-G.3: column movement allowed (default true). */
  column?: boolean;
  /** B-G.5b: Israeli rafts allowed (default false). */
  rafts?: boolean;
  /** B-G.4b: Israeli direct canal crossing allowed (default false). */
  directCanalCrossing?: boolean;
  /** The advanced game (A-Use): the front (a map of the board) the phase is played on; none: every front. */
  front?: string;
}

export interface ScenarioData {
  title: string;
  sides: SideId[];
  firstSide: SideId;
  turns: number;
  skip: { turn: number; side: SideId }[];
  calendar: Record<string, string>;
  phases: Record<SideId, PhaseData[]>;
  stacking: { brigadesPerHex: number; samsPerHex: number };
  zoc: {
    notInto: string[];
    notAcross: string[];
    policy: Record<SideId, { entering: 'stop' | 'ignore'; roadInZoc: boolean }>;
  };
  /** B-D: per side, the set-up entries (setup.ts); `canal`, the hexside classes every zone counts as the canal. */
  setup: { canal: string[] } & Record<SideId, { units: string }[]>;
  reinforcements: Record<SideId, { edge: string; entryFeature: string }> & {
    paratroops?: unknown;
    aircraft?: unknown;
  };
  /** B-Q; `aircraft`: what an aircraft costs, tables.json's price (default) or its combat factors as a ground unit's (A-L). */
  recovery: { fromTurn: number; points: Record<SideId, number>; aircraft?: 'table' | 'combat factor' };
  ecm: { fromTurn: number };
  /** B-N.1: air counters a side may place over one hex in a player-turn. */
  air: { aircraftPerHexPerSide: number };
  victory: {
    israeli: VictoryItem[];
    egyptian: VictoryItem[];
    [side: string]: VictoryItem[] | string;
  };
}

export interface VictoryItem {
  /** What the item counts (victory.ts): fort-intact, fort-reduced, units-west, bridge-destroyed, pass, exit, kill, army-below, occupy, ground-on-every-map. */
  rule: string;
  vp: number;
  /** Counted at the end, as the events happen, or checked at the end of every player-turn (a sudden death). */
  when: 'end' | 'event' | 'player-turn';
  /** occupy: the map feature whose hexes score. */
  feature?: string;
  passes?: Record<string, HexId[]>;
  exitHex?: HexId;
  threshold?: number;
}

/** The chart with Yom Kippur's own fields (terrain.json). */
export interface YkChart extends TerrainChart {
  terrain: Record<
    string,
    TerrainType & {
      zoc?: boolean;
      defence?: { addPerHex?: number; addPerUnit?: number; multiplyPerUnit?: number; includesForts?: boolean };
      attackFrom?: { divide: number };
    }
  >;
  features: Record<string, { defence?: { addPerHex?: number; addPerUnit?: number } }>;
  hexsides: Record<
    string,
    HexsideType & {
      bridgeable?: boolean;
      bridgeMove?: number;
      columnMove?: string;
      /** A-F.3: crossed by a unit that began the player-turn next to it, for its whole MF (a river's ford). */
      ford?: { cost: 'all'; startAdjacent: 'player-turn' };
    }
  >;
}

export interface MarkersData {
  forts: {
    side: SideId;
    count: number;
    strength: number[];
    movement: number;
    setup: { features: string[]; plus: Record<HexId, string> };
    names: Record<HexId, string>;
  };
  sam: {
    side: SideId;
    count: number;
    strength: number[];
    movement: number;
    units: { id: UnitId; start: HexId }[];
  };
  /** The bridge counters and their sites (B-D); `onMapAtStart` false: none stands at the start, A-E places them. */
  bridges: { side: SideId; count: number; sites: [HexId, HexId][]; onMapAtStart?: boolean };
  aircraft: Record<string, { count: number; steps: number; from: number; side?: SideId }>;
}

/** Both table sets as JSON: the combat modules read their parts (tables.json, tables-revised.json once loaded). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TablesData = Record<string, any>;

/** A set-up zone (setup.ts, B-D): a map feature, or a bank of the canal with the limits given. */
export interface Zone {
  /** A map feature; `{field}` is the counter's field (`setup-{id}`). */
  feature?: string;
  bank?: 'west' | 'east';
  canalSide?: boolean;
  withinOfCanal?: number;
}

/** A rule's trigger (the advanced game): fired for good when a unit of `side` stands on one of `hexes`. */
export interface TriggerData {
  id: string;
  side: SideId;
  hexes: HexId[];
}

export interface GameData {
  /** Rules' triggers, a bit each in the state (State.triggers), in this order. */
  triggers?: TriggerData[];
  /** The fields its rules keep beyond the basic game's (state.ts ExtraField): the advanced definition's. */
  stateFields?: readonly ExtraField[];
  map: MapData;
  chart: YkChart;
  units: UnitData[];
  markers: MarkersData;
  tables: { standard: TablesData; revised: TablesData };
  scenario: ScenarioData;
}

interface RawUnit extends Omit<UnitData, 'kind' | 'strength'> {
  strength: number[];
}

const NATION_OF_AIR: Record<string, string> = { israeli: 'Israel', egyptian: 'Egypt', iraqi: 'Iraq' };
const AIR_PREFIX: Record<string, string> = { israeli: 'il', egyptian: 'eg', iraqi: 'iq' };

const slug = (name: string): string => name.toLowerCase().split(/[^a-z]+/)[0]!;

/** Every counter the rules index: ground units, forts, SAMs, aircraft (B-C, B-G.1). */
export function countersOf(units: RawUnit[], markers: MarkersData): UnitData[] {
  const out: UnitData[] = units.map((u) => ({ ...u, kind: 'ground' as const }));
  const f = markers.forts;
  for (const [hex, name] of Object.entries(f.names)) {
    out.push({
      id: `fort-${slug(name)}`,
      name: `Fort ${name}`,
      side: f.side,
      type: 'fort',
      kind: 'fort',
      level: 'fort',
      nation: 'Israel',
      formation: 'Bar Lev line',
      strength: f.strength.slice(),
      movement: f.movement,
      start: hex,
    });
  }
  markers.sam.units.forEach((s, i) =>
    out.push({
      id: s.id,
      name: `SAM battery ${i + 1}`,
      side: markers.sam.side,
      type: 'sam',
      kind: 'sam',
      level: 'battery',
      nation: 'Egypt',
      formation: 'Air Defence Command',
      strength: markers.sam.strength.slice(),
      movement: markers.sam.movement,
      start: s.start,
    }),
  );
  for (const [key, a] of Object.entries(markers.aircraft)) {
    for (let i = 1; i <= a.count; i++) {
      out.push({
        id: `${AIR_PREFIX[key] ?? key}-air-${i}`,
        name: `${NATION_OF_AIR[key] ?? key} aircraft ${i}`,
        side: a.side ?? key,
        type: 'aircraft',
        kind: 'aircraft',
        level: 'air',
        nation: NATION_OF_AIR[key] ?? key,
        formation: 'Air force',
        strength: new Array<number>(a.steps).fill(0),
        movement: 0,
        ...(a.from > 1 && { arrives: { turn: a.from, edge: 'air' } }),
      });
    }
  }
  return out;
}

const markers = markersJson as unknown as MarkersData;

export const yomKippur: GameData = {
  map: mapJson as unknown as MapData,
  chart: terrainJson as unknown as YkChart,
  units: countersOf((unitsJson as unknown as { units: RawUnit[] }).units, markers),
  markers,
  tables: { standard: tablesJson as TablesData, revised: {} },
  scenario: scenarioJson as unknown as ScenarioData,
};

/**
 * T003, the revised sheet (tables-revised.json), which only a game on the revised tables reads: loaded with its
 * position (rules.ts loadPositionReader), so that a page playing the rulebook's tables never carries it. Every
 * definition's `tables.revised` is this one object (the advanced definition spreads the basic game's tables).
 */
export async function loadRevisedTables(): Promise<void> {
  if (!('crt' in yomKippur.tables.revised))
    Object.assign(yomKippur.tables.revised, (await import('../../../data/yom-kippur/tables-revised.json')).default);
}
