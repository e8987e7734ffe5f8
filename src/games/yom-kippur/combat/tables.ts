// The combat tables of both sets as data (data/yom-kippur/tables.json = T001,
// tables-revised.json = T003), typed, and turned into the engine's
// CombatTables: every ground, air, SAM and bombing lookup of the game goes
// through the kernel's one CRT lookup. Which set a game uses is its
// `tables` option ('standard' = T001 by default, 'revised' = T003); T003's
// sheet loads only with a game on it (data.ts loadRevisedTables).
import type { CombatTables, CrtColumn, CrtData } from '../../../engine/crt.js';
import type { TableSet } from '../types.js';

export type { TableSet };
/** The sides the tables name (the basic game's; the advanced game adds its own tables). */
export type SideId = 'egyptian' | 'israeli';

/** What a result code does to one side of a combat. */
export interface ResultEffect {
  eliminated?: boolean;
  reduce?: number;
  retreat?: number;
  shock?: boolean;
  /** T003 EX1/EX2: the attacker reduces as many of its units as the defender has units. */
  reduceUnits?: 'defenderUnitCount';
}

export interface ResultCode {
  attacker?: ResultEffect;
  defender?: ResultEffect;
}

/** A ground CRT: results[column label][die - 1]. */
export interface GroundCrt {
  results: Record<string, string[]>;
  /** T003: the table also serves these attacks (Israeli armour alone against Egyptian non-motorised infantry). */
  alsoFor?: { attacker: { side: SideId; allTypes: string[] }; defender: { side: SideId; allTypes: string[] } };
}

export interface OddsRules {
  columns: string[];
  minimum: string;
  maximum: string;
  dieModifierPerOddsPointAbove: number;
}

/** tables.json (T001, the rulebook's tables and the basic game's procedures). */
export interface RulebookTables {
  odds: OddsRules;
  resultCodes: Record<string, ResultCode>;
  crt: Record<SideId, GroundCrt>;
  artillery: { range: number; fire: [number, number] };
  bombing: {
    egyptian: { reducedOn: Record<string, number[]> };
    israeli: {
      column: string;
      reducedAircraftColumn: string;
      shiftLeftPerEffectiveSam: number;
      results: Record<string, 'shock' | 'none' | 'reduce' | 'eliminate'>;
    };
  };
  sam: {
    range: number;
    selfDefence: { die: Record<string, string>; reducedSamModifier: number };
  };
  airborne: {
    dropEliminatedOn: Record<SideId, number>;
    modifiers: { perSamInRange: Record<SideId, number>; twoUnitsInHex: number };
    attackDivide: number;
    helicopterMove: number;
  };
}

/** advanced-tables.json: the T001 air tables and procedure the advanced game alone uses (A-K, advanced/air/). */
export interface AdvancedAirTables {
  /** T001[Air-Arab], T001[Air-Israel] (A-K: the basic game has no air combat, B-N). */
  airCombat: { columns: string[]; egyptian: Record<string, string[]>; israeli: Record<string, string[]> };
  airValues: Record<string, { interceptor: number; bomber: number; helicopterOrPara: number | null }>;
  /** A-K's sequence table and its limits (advanced/air/). */
  airPhase: {
    order: Record<string, string[]>;
    noInterceptors: { turn: number; side: string }[];
    raidCountersPerHex: number;
    interceptorsPerHex: number;
    parasPerHex: number;
    detectedOn: Record<string, number[]>;
  };
  /** T001[SAM]: a column by the number of counters targeted. */
  samFire: { results: Record<string, string[]> };
  /** T001[Bombing]: per target group, per nationality of the aircraft. */
  bombing: Record<'hard' | 'soft', Record<string, string[]>> & { groups: { hard: string[] } };
}

/** The rulebook set as the advanced definition has it: tables.json's and advanced-tables.json's air tables together. */
export interface AdvancedRulebookTables extends RulebookTables {
  advanced: AdvancedAirTables;
}

/** tables-revised.json (T003). */
export interface RevisedTables {
  odds: OddsRules;
  resultCodes: Record<string, ResultCode>;
  crt: Record<SideId, GroundCrt>;
  airValues: Record<string, { interceptor: [number, number]; bomber: [number, number] }> & {
    helicopterOrParaDefence: number;
  };
  airCombat: {
    columns: string[];
    dieFaces: number;
    israeliDieModifier: number;
    samModifiers: { perHexOfDistance: number; reducedSam: number; fromTurn6: number };
    results: Record<string, string[]>;
  };
  bombing: {
    dieColumns: number[];
    israeliDieModifier: number;
    reducedAircraftModifier: number;
    groups: { hard: string[]; soft: string[] };
    results: { hard: string[]; soft: string[] };
  };
}

/** The rulebook's tables (T001) and the basic game's procedures, typed. */
export const standardTables = (ctx: { data: { tables: { standard: unknown } } }): RulebookTables =>
  ctx.data.tables.standard as RulebookTables;

/** The rulebook set with the advanced game's air tables (advanced/data.ts adds them), typed. */
export const advancedTables = (ctx: { data: { tables: { standard: unknown } } }): AdvancedRulebookTables['advanced'] =>
  (ctx.data.tables.standard as AdvancedRulebookTables).advanced;

/** The revised sheet (T003), typed. */
export const revisedTables = (ctx: { data: { tables: { revised: unknown } } }): RevisedTables =>
  ctx.data.tables.revised as RevisedTables;

/** '3-1' → [3, 1]. */
export function ratio(label: string): [number, number] {
  const [a, d] = label.split('-').map(Number);
  return [a!, d!];
}

/** Odds columns from their labels: the first takes everything below the second. */
function oddsColumns(labels: readonly string[]): CrtColumn[] {
  return labels.map((label, i) => ({ label, min: i === 0 ? null : ratio(label) }));
}

const codesOf = (results: Record<string, string[]>): string[] => [...new Set(Object.values(results).flat())].sort();

function oddsTable(labels: readonly string[], results: Record<string, string[]>, rolls = 6): CrtData {
  return {
    kind: 'odds',
    die: { lowest: 1, rolls },
    columns: oddsColumns(labels),
    resultCodes: codesOf(results),
    results: labels.map((c) => results[c]!),
  };
}

/** Where each table sits in the kernel (the game's context keeps it). */
export interface TableIndex {
  /** ground[set][attacking side's index]: T001[CRT-Arab/Israel], T003[CRT-Arab/Israel]. */
  ground: Record<TableSet, number[]>;
  /** T001[Air-Arab], T001[Air-Israel] by side index (advanced game); none in the basic game. */
  airStandard: number[];
  /** T003[Air]: its odds columns. */
  airRevised: number;
  /** T003[Air]: the "Tirs de SAM" column. */
  samFire: number;
  /** T003[Bombing]: columns 'hard' and 'soft', rows the modified die 0…8. */
  bombingRevised: number;
  /** T001[SAM] (advanced game): a column per number of counters targeted, in samFire.results' order; -1 in the basic game. */
  samStandard: number;
  /** T001[Bombing] (advanced game) by the bombing aircraft's side index: columns 'hard' and 'soft'; none in the basic game. */
  bombingStandard: number[];
}

/**
 * Every table for `new CombatTables(board, tables)`, and where each sits: the rulebook's, and T003's when its sheet
 * is loaded (data.ts loadRevisedTables; until then they are -1 and none, and withRevisedTables adds them).
 */
export function combatTables(
  sets: { standard: RulebookTables | AdvancedRulebookTables; revised: RevisedTables },
  sides: readonly string[],
): { tables: CrtData[]; index: TableIndex } {
  const tables: CrtData[] = [];
  const add = (t: CrtData) => tables.push(t) - 1;
  // the advanced definition's T001 air combat, SAM and bombing tables (advanced-tables.json), when it has them
  const t001 = 'advanced' in sets.standard ? sets.standard.advanced : null;
  // a table whose columns are named, chosen by their number (the min is the column's own index)
  const byName = (columns: string[], results: string[][]): CrtData => ({
    columns: columns.map((label, i) => ({ label, min: i === 0 ? null : i })),
    resultCodes: [...new Set(results.flat())].sort(),
    results,
  });
  const index: TableIndex = {
    ground: {
      standard: sides.map((side) =>
        add(oddsTable(sets.standard.odds.columns, sets.standard.crt[side as SideId].results)),
      ),
      revised: [],
    },
    airStandard: t001
      ? sides.map((side) => add(oddsTable(t001.airCombat.columns, t001.airCombat[side as SideId])))
      : [],
    airRevised: -1,
    samFire: -1,
    bombingRevised: -1,
    samStandard: t001 ? add(byName(Object.keys(t001.samFire.results), Object.values(t001.samFire.results))) : -1,
    bombingStandard: t001
      ? sides.map((side) =>
          add(byName(['hard', 'soft'], [t001.bombing.hard[`${side}Aircraft`]!, t001.bombing.soft[`${side}Aircraft`]!])),
        )
      : [],
  };
  if ('crt' in sets.revised) addRevised(sets.revised, sides, add, index);
  return { tables, index };
}

/** T003's tables put where `add` puts a table: its ground CRTs by attacking side, air combat, SAM fire and bombing. */
function addRevised(revised: RevisedTables, sides: readonly string[], add: (t: CrtData) => number, index: TableIndex) {
  const air = revised.airCombat;
  const bombing = revised.bombing;
  index.ground.revised = sides.map((side) => add(oddsTable(revised.odds.columns, revised.crt[side as SideId].results)));
  index.airRevised = add(
    oddsTable(
      air.columns.filter((c) => c !== 'sam'),
      air.results,
      air.dieFaces,
    ),
  );
  index.samFire = add(oddsTable(['sam'], { sam: air.results['sam']! }, air.dieFaces));
  index.bombingRevised = add({
    kind: 'differential',
    die: { lowest: bombing.dieColumns[0]!, rolls: bombing.dieColumns.length },
    columns: [
      { label: 'hard', min: null },
      { label: 'soft', min: 1 },
    ],
    resultCodes: codesOf(bombing.results),
    results: [bombing.results.hard, bombing.results.soft],
  });
}

/**
 * A game on the revised tables (position-read.ts): T003's tables in its context's kernel, added once where the
 * context was made before the sheet was loaded (data.ts loadRevisedTables, which a revised position loads).
 */
export function withRevisedTables(ctx: {
  crt: CombatTables;
  tableIndex: TableIndex;
  sides: readonly string[];
  data: { tables: { revised: unknown } };
}): void {
  if (ctx.tableIndex.samFire >= 0) return;
  const revised = revisedTables(ctx);
  if (!('crt' in revised))
    throw new Error('a game on the revised tables is made once loadRevisedTables() has loaded them');
  addRevised(revised, ctx.sides, (t) => ctx.crt.add(t), ctx.tableIndex);
}
