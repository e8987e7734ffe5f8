// The advanced game's definition (yom-kippur-rules.md §3): the basic game's
// data with the Golan added — both maps laid on one board (the engine's
// map-compose.ts, advanced-scenario.json `board`), terrain.json's chart with
// terrain-golan.json's classes, the Golan order of battle, forts and SAMs
// (advanced-forces.json) beside the Sinai's, and the scenario as
// advanced-scenario.json changes it. The basic game's rules run on it
// unchanged: one implementation of every rule.
import golanMapJson from '../../../../data/yom-kippur/golan-map.json';
import golanTerrainJson from '../../../../data/yom-kippur/terrain-golan.json';
import forcesJson from '../../../../data/yom-kippur/advanced-forces.json';
import advancedJson from '../../../../data/yom-kippur/advanced-scenario.json';
import sinaiJson from '../../../../data/yom-kippur/advanced-sinai.json';
import airTablesJson from '../../../../data/yom-kippur/advanced-tables.json';
import { composeMaps, shiftHexId, type ComposedMap } from '../../../engine/map-compose.js';
import type { MapData } from '../../../engine/map-data.js';
import { parseHexId, type HexId } from '../../../engine/hex-id.js';
import {
  yomKippur,
  type GameData,
  type PhaseData,
  type ScenarioData,
  type UnitData,
  type VictoryItem,
  type YkChart,
} from '../data.js';
import type { SideId, UnitType } from '../types.js';
import type { AdvancedAirTables, AdvancedRulebookTables, RulebookTables } from '../combat/tables.js';
import { airCounters, type AirForceData } from './air/counters.js';

type Pair = [HexId, HexId];

interface GolanMap extends MapData {
  routes: Record<string, HexId[]>;
  fortifiedLines: { first: Pair[]; second: Pair[] };
  fortNames: Record<HexId, string>;
}

interface GolanUnit {
  id: string;
  name: string;
  side: SideId;
  type: UnitType | 'helicopter';
  level: string;
  steps: number;
  strength: number[];
  movement: number;
  formation: string;
  nation: string;
  front: string;
  setup?: string;
  arrives?: { turn: number; edge: string; reserve?: boolean };
  /** A-K b: a helicopter's cargo, the unit types it may lift. */
  carries?: UnitType[];
}

interface Forces {
  units: GolanUnit[];
  forts: Record<
    SideId,
    { count: number; strength: number[]; movement: number; setup: string; names?: Record<HexId, string> }
  >;
  sam: Record<SideId, { count: number; strength: number[]; movement: number; setup: string }>;
  air: Record<string, AirForceData | string>;
  recovery: {
    israeli: number;
    arab: number;
    arabSplit: Record<string, number>;
    aircraft: ScenarioData['recovery']['aircraft'];
  };
}

interface AdvancedScenario {
  extends: string;
  title: string;
  board: { maps: { id: string; column: number; row: number }[] };
  skip: ScenarioData['skip'];
  phasesByFront: {
    order: string[];
    replaced: string[];
    added: Record<SideId, { after: string; id: string; does: string[]; fronts: string[] }[]>;
  };
  seats: Record<string, SeatData[]>;
  fronts: Record<string, { entries: Record<SideId, string> }>;
  reinforcements: ScenarioData['reinforcements'];
  zoc: { notAcross: string[] };
  setup: ScenarioData['setup'];
  triggers: { list: { id: string; side: SideId; features: string[]; hexes: HexId[] }[] };
  locks: { list: { units: string[]; until: string[]; rule: string; why: string }[] };
  bars: { list: { side: SideId; features: string[]; until?: string; rule: string }[] };
  transfers: AdvancedData['transfers'];
  victory: ScenarioData['victory'];
}

/** advanced-sinai.json: what the advanced game changes on the Sinai (A-C, A-E). */
interface AdvancedSinai {
  redRoad: { hexes: HexId[] };
  armies: Record<string, string[]>;
  forts: { features: string[] };
  bridges: { count: number; onMapAtStart: boolean; sites: [HexId, HexId][] };
  start: Record<string, HexId>;
}

/** A-Use: a seat, who decides for one side of the rules on the fronts it names. */
export interface SeatData {
  id: string;
  name: string;
  side: SideId;
  fronts: string[];
}

/** A counter of the advanced game: the front it belongs to (A-Use), beside the basic fields. */
export interface AdvancedUnitData extends UnitData {
  front: string;
  /** A-C: an Egyptian Sinai counter's army, its set-up zone's side of the red road (advanced-sinai.json `armies`). */
  army?: string;
  /** A-C: a Golan counter's set-up feature (advanced-forces.json `setup`: its division's symbol, its country). */
  setupFeature?: string;
  /** A-K b: a helicopter's cargo, the unit types it may lift (advanced-forces.json `carries`). */
  carries?: UnitType[];
}

/** The advanced game's definition: the basic GameData's shape, plus the joint board's regions and the fronts. */
export interface AdvancedData extends GameData {
  map: ComposedMap;
  units: AdvancedUnitData[];
  /** Per front (a region of the board), where each side's counters of it enter (A-H). */
  fronts: Record<string, { entries: Record<SideId, string> }>;
  /** A-Use: the seats by their number (2, 3, 4). */
  seats: Record<string, SeatData[]>;
  /** A-H: the sides whose units may leave one map for the other, and the feature of the hexes they leave by. */
  transfers: Partial<Record<SideId, { leaveBy: string }>>;
  /** A-L: the Arabs' recovery points set aside for each Arab seat's front, by seat id, when the Arabs are two seats (digest). */
  arabRecoverySplit: Record<string, number>;
  /** A-F.4, A-F.5: hexes no unit of a side may move into until one of the triggers `until` (bits) has fired; 0: for good (bars.ts). */
  bars: { side: SideId; hexes: HexId[]; until: number; rule: string }[];
  /** A-D: each phase of an older advanced sequence left out (the basic bombing, A-K), and the phase that followed it. */
  retiredPhases: Record<string, string>;
}

/** advanced-tables.json without its comments (the packed data module drops them in the build). */
const airTables = airTablesJson as unknown as AdvancedAirTables;

/** The rules' side of a counter: every Arab counter is the Arab side's (`egyptian`, as the basic game puts the allies). */
const ARAB = 'egyptian';
const rulesSide = (side: SideId): SideId => (side === 'israeli' ? 'israeli' : ARAB);

/** Stacks `count` counters on a feature's hexes, `perHex` a hex, in the feature's order: a default set-up (A-C). */
function packer(map: MapData, chart: YkChart) {
  const used = new Map<HexId, number>();
  return (hexes: readonly HexId[], perHex: number, what: string): HexId => {
    for (const h of hexes) {
      const t = map.hexes[h];
      if (t === undefined || chart.terrain[t]?.move === null || (used.get(h) ?? 0) >= perHex) continue;
      used.set(h, (used.get(h) ?? 0) + 1);
      return h;
    }
    throw new Error(`advanced set-up: no room left for ${what}`);
  };
}

/** A-C: the Syrian SAM zone, the Syrian hexes east of the second fortified line (each column east of its easternmost hex). */
function eastOfSecondLine(golan: GolanMap): HexId[] {
  const col = (h: HexId) => parseHexId(h)!.col;
  const line = golan.fortifiedLines.second.flat();
  const east = Math.max(...line.map(col));
  const rows = line.map((h) => parseHexId(h)!.row);
  const middle = (Math.min(...rows) + Math.max(...rows)) / 2;
  // nearest the line's middle first: a default set-up that covers the front
  const d = (h: HexId) => (col(h) - east) ** 2 + (parseHexId(h)!.row - middle) ** 2;
  return (golan.features!['syria'] ?? []).filter((h) => col(h) > east).sort((a, b) => d(a) - d(b));
}

/**
 * A-D: each phase once per front (its id naming the front, 'air@sinai'), and
 * the phases the advanced game adds (1b, A-E), less those it replaces (the
 * basic bombing: A-K bombs in the air phase); `retired` gets each phase left
 * out and the phase that follows it, for older positions and records.
 */
function phasesByFront(
  list: PhaseData[],
  { order, replaced }: AdvancedScenario['phasesByFront'],
  added: AdvancedScenario['phasesByFront']['added'][string],
  retired: Record<string, string>,
): PhaseData[] {
  const out: PhaseData[] = [];
  const waiting: string[] = [];
  for (const p of list) {
    const fronts = order.map((front) => ({ ...p, id: `${p.id}@${front}`, front }));
    if (replaced.includes(p.id)) waiting.push(...fronts.map((f) => f.id));
    else {
      for (const id of waiting.splice(0)) retired[id] = fronts[0]!.id;
      out.push(...fronts);
    }
    for (const a of added.filter((x) => x.after === p.id))
      out.push(...a.fronts.map((front) => ({ id: `${a.id}@${front}`, does: a.does, front })));
  }
  if (waiting.length)
    throw new Error(`advanced-scenario phasesByFront: ${waiting[0]} replaced, but no phase follows it`);
  return out;
}

/**
 * The Sinai's counters in the advanced game (A-C): every fort symbol holds a
 * fort, each Egyptian counter knows its army, and the standard set-up is
 * advanced-sinai.json's `start`.
 */
function sinaiCounters(base: GameData, plan: AdvancedSinai, at: (h: HexId) => HexId): AdvancedUnitData[] {
  const armies = Object.entries(plan.armies).filter(([k]) => !k.startsWith('$'));
  const armyOf = new Map(armies.flatMap(([army, list]) => list.map((f) => [f, army] as const)));
  const out: AdvancedUnitData[] = base.units.map((u) => {
    const start = plan.start[u.id];
    const army = u.side === ARAB && u.kind === 'ground' ? armyOf.get(u.formation) : undefined;
    if (u.start && u.kind === 'ground' && u.side === ARAB && !army)
      throw new Error(`advanced-sinai armies: no army for ${u.id}'s formation ${u.formation}`);
    if (u.start && u.kind === 'ground' && !start) throw new Error(`advanced-sinai start: no hex for ${u.id}`);
    return { ...u, front: 'sinai', ...(army && { army }), ...(start && { start: at(start) }) };
  });
  const fortAt = new Set(out.filter((u) => u.kind === 'fort').map((u) => u.start));
  const model = out.find((u) => u.kind === 'fort')!;
  const places = (base.map['places'] ?? {}) as Record<HexId, string>;
  for (const f of plan.forts.features) {
    for (const h of base.map.features?.[f] ?? []) {
      if (fortAt.has(at(h))) continue;
      fortAt.add(at(h));
      const name = places[h] ?? h;
      out.push({
        ...model,
        id: `fort-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        name: `Fort ${name}`,
        start: at(h),
      });
    }
  }
  return out;
}

export function advancedData(base: GameData = yomKippur): AdvancedData {
  const adv = advancedJson as unknown as AdvancedScenario;
  const golan = golanMapJson as unknown as GolanMap;
  const forces = forcesJson as unknown as Forces;
  const golanChart = golanTerrainJson as unknown as Pick<YkChart, 'terrain' | 'features' | 'hexsides'> & {
    extends: string;
  };
  if (adv.extends !== 'scenario.json' || golanChart.extends !== 'terrain.json') {
    throw new Error('advanced data: advanced-scenario.json extends scenario.json, terrain-golan.json terrain.json');
  }
  // one chart: terrain.json with the Golan's classes added (terrain-golan.json `extends`)
  const chart: YkChart = {
    ...base.chart,
    terrain: { ...base.chart.terrain, ...golanChart.terrain },
    features: { ...base.chart.features, ...golanChart.features },
    hexsides: { ...base.chart.hexsides, ...golanChart.hexsides },
  };
  const place = Object.fromEntries(adv.board.maps.map((m) => [m.id, m]));
  const at = (front: string) => (h: HexId) => shiftHexId(h, place[front]!.column, place[front]!.row);
  const g = at('golan');
  const samZone = 'setup-sy-sam';
  const golanWithZone: MapData = {
    ...golan,
    features: { ...golan.features, [samZone]: eastOfSecondLine(golan) },
  };
  const sinaiPlan = sinaiJson as unknown as AdvancedSinai;
  // A-C: the red road between Egypt's two armies, a line of the Sinai map (reconstructed, advanced-sinai.json)
  const sinaiMap: MapData = { ...base.map, features: { ...base.map.features, 'red-road': sinaiPlan.redRoad.hexes } };
  const map = composeMaps(adv.board.maps.map((m) => ({ ...m, map: m.id === 'golan' ? golanWithZone : sinaiMap })));
  map['routes'] = {
    ...(base.map['routes'] as Record<string, HexId[]>),
    ...Object.fromEntries(Object.entries(golan.routes).map(([name, hexes]) => [name, hexes.map(g)])),
  };
  map['fortifiedLines'] = {
    first: golan.fortifiedLines.first.map(([a, b]) => [g(a), g(b)]),
    second: golan.fortifiedLines.second.map(([a, b]) => [g(a), g(b)]),
  };

  const pack = packer(map, chart);
  const feature = (f: string) => map.features![f] ?? [];
  const golanUnits: AdvancedUnitData[] = [];
  for (const u of forces.units) {
    if (u.steps !== u.strength.length)
      throw new Error(`advanced-forces ${u.id}: steps ${u.steps} but ${u.strength.length} factors`);
    if (u.arrives?.reserve && u.arrives.turn !== 1)
      throw new Error(`advanced-forces ${u.id}: a reserve enters on GT 1 (A-C)`);
    if ((u.type === 'helicopter') !== (u.carries !== undefined))
      throw new Error(`advanced-forces ${u.id}: a helicopter, and only a helicopter, names what it carries (A-K b)`);
    const { steps: _steps, setup, arrives, ...rest } = u;
    golanUnits.push({
      ...rest,
      type: u.type,
      side: rulesSide(u.side),
      // A-K b: a helicopter stands on the map, flies in the air phase and carries a para or a commando
      kind: u.type === 'helicopter' ? 'helicopter' : 'ground',
      ...(setup && { setupFeature: setup }),
      // A-C: on their division's symbol, or anywhere in their country (the feature the data names), two a hex
      ...(setup && { start: pack(feature(setup), 2, u.id) }),
      ...(arrives && { arrives: { turn: arrives.turn, edge: arrives.edge } }),
    });
  }
  const forts: AdvancedUnitData[] = [];
  for (const [side, f] of Object.entries(forces.forts)) {
    const hexes = feature(f.setup);
    if (hexes.length !== f.count)
      throw new Error(`advanced-forces forts.${side}: ${f.count} forts, ${hexes.length} hexes`);
    hexes.forEach((h, i) => {
      const name = f.names?.[shiftHexId(h, -place['golan']!.column, -place['golan']!.row)] ?? `Fort ${i + 1}`;
      forts.push({
        id: `fort-${side === 'israeli' ? 'il' : 'sy'}-golan-${i + 1}`,
        name,
        side: rulesSide(side),
        type: 'fort',
        kind: 'fort',
        level: 'fort',
        nation: side === 'israeli' ? 'Israel' : 'Syria',
        formation: side === 'israeli' ? 'Purple Line' : 'Syrian Army',
        strength: f.strength.slice(),
        movement: f.movement,
        start: h,
        front: 'golan',
      });
    });
  }
  const sams: AdvancedUnitData[] = [];
  for (const [side, sam] of Object.entries(forces.sam)) {
    for (let i = 1; i <= sam.count; i++) {
      sams.push({
        id: `sy-sam-${i}`,
        name: `Syrian SAM battery ${i}`,
        side: rulesSide(side),
        type: 'sam',
        kind: 'sam',
        level: 'battery',
        nation: 'Syria',
        formation: 'Air Defence Command',
        strength: sam.strength.slice(),
        movement: sam.movement,
        start: pack(feature(samZone), 1, `sy-sam-${i}`), // B-M.1a: one SAM a hex
        front: 'golan',
        setupFeature: samZone,
      });
    }
  }
  const sinai = sinaiCounters(base, sinaiPlan, at('sinai'));
  const kind = (k: string) => sinai.filter((u) => u.kind === k);
  const units = [
    ...kind('ground'),
    ...golanUnits,
    ...kind('fort'),
    ...forts,
    ...kind('sam'),
    ...sams,
    // A-Use: the basic air counters give way to A-K's pools
    ...airCounters(forces.air, airTables.airValues, rulesSide),
  ];

  const sc = base.scenario;
  const retiredPhases: Record<string, string> = {};
  const scenario: ScenarioData = {
    ...sc,
    title: adv.title,
    skip: adv.skip,
    // A-D: each phase once per front, the phase's id naming its front ('air@sinai')
    phases: Object.fromEntries(
      Object.entries(sc.phases).map(([side, list]) => [
        side,
        Array.isArray(list)
          ? phasesByFront(list, adv.phasesByFront, adv.phasesByFront.added[side] ?? [], retiredPhases)
          : list,
      ]),
    ) as ScenarioData['phases'],
    reinforcements: { ...sc.reinforcements, ...adv.reinforcements },
    zoc: { ...sc.zoc, notAcross: [...sc.zoc.notAcross, ...adv.zoc.notAcross] },
    // A-C: the advanced set-up zones (the basic game's set-up markings ignored)
    setup: adv.setup,
    // A-L: Israel 20, the Arabs 10 (split by seat: recovery-split.ts); an aircraft costs its combat factor
    recovery: {
      ...sc.recovery,
      points: { israeli: forces.recovery.israeli, [ARAB]: forces.recovery.arab },
      aircraft: forces.recovery.aircraft,
    },
    victory: adv.victory as ScenarioData['victory'] & Record<string, VictoryItem[]>,
  };
  // A-C, A-F.4: the triggers (Golan hexes), and the counters locked until one fires
  const triggers = adv.triggers.list.map((t) => ({
    id: t.id,
    side: t.side,
    hexes: [...t.features.flatMap((f) => (golan.features?.[f] ?? []).map(g)), ...t.hexes.map(g)],
  }));
  for (const lock of adv.locks.list) {
    const bits = lock.until.reduce((m, id) => {
      const i = triggers.findIndex((t) => t.id === id);
      if (i < 0) throw new Error(`advanced-scenario locks: no trigger ${id}`);
      return m | (1 << i);
    }, 0);
    for (const id of lock.units) {
      const u = units.find((x) => x.id === id);
      if (!u) throw new Error(`advanced-scenario locks: no counter ${id}`);
      u.lock = { triggers: bits, rule: lock.rule, until: lock.why };
    }
  }
  // A-F.4, A-F.5: the Golan hexes barred to a side's moves, until a trigger fires or for good
  const bars = adv.bars.list.map((b) => {
    const until = b.until === undefined ? -1 : triggers.findIndex((t) => t.id === b.until);
    if (b.until !== undefined && until < 0) throw new Error(`advanced-scenario bars: no trigger ${b.until}`);
    return {
      side: rulesSide(b.side),
      hexes: b.features.flatMap((f) => (golan.features?.[f] ?? []).map(g)),
      until: until < 0 ? 0 : 1 << until,
      rule: b.rule,
    };
  });
  const { count, onMapAtStart, sites } = sinaiPlan.bridges;
  // the route caches know the bridges standing by one bit a site (movement.ts)
  if (sites.length > 30) throw new Error(`advanced-sinai bridges: ${sites.length} sites, at most 30`);
  // A-K: the T001 air tables the basic game does not carry (advanced-tables.json)
  const standard = base.tables.standard as RulebookTables;
  const tables = {
    ...base.tables,
    standard: { ...standard, advanced: airTables } satisfies AdvancedRulebookTables,
  };
  return {
    ...base,
    tables,
    // A-K's air phase, A-L's points per front, A-C's triggers: the state's fields the basic game lacks
    stateFields: ['air', 'frontRecovery', 'triggers'],
    triggers,
    bars,
    map,
    chart,
    units,
    // A-E: bridge counters placed and removed each Arab player-turn, on any of these sites
    markers: { ...base.markers, bridges: { ...base.markers.bridges, count, onMapAtStart, sites } },
    scenario,
    seats: Object.fromEntries(Object.entries(adv.seats).filter(([k]) => /^\d+$/.test(k))),
    fronts: adv.fronts,
    transfers: Object.fromEntries(Object.entries(adv.transfers).filter(([k]) => !k.startsWith('$'))),
    arabRecoverySplit: forces.recovery.arabSplit,
    retiredPhases,
  };
}
