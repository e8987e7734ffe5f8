// Every word of Yom Kippur the element shows, in English (text-fr.ts: the
// same in French; text.ts picks one). The generic controls' words are
// hexmap/text.ts. Numbers, case references and unit designations are not
// translated.
import type { AdvancedWords } from './advanced/words-en.js';
import type { CombatWords } from './combat-words-en.js';
import type { EndWords } from './end-words-en.js';
import type { AiNotesWords } from './ai-notes-words-en.js';
import type { ThreatWords } from './threat-words-en.js';
import type { GameEvent, RulesError, UnitInfo } from '../../src/games/yom-kippur/index.js';

export const en = {
  /** The advanced game's words in this language (advanced/words-en.ts), carried by its lazy file; English's are the advanced view's. */
  advanced: null as AdvancedWords | null,
  egyptian: 'Egyptian',
  israeli: 'Israeli',
  phases: {
    setup: 'set-up',
    air: 'air phase',
    movement: 'movement',
    'movement-1': 'first movement',
    'movement-2': 'second movement',
    bombing: 'bombing',
    combat: 'combat',
    over: 'game over',
  } as Record<string, string>,
  turn: 'Game-Turn',
  colon: ':',
  endPhase: 'End phase',
  undo: 'Undo',
  attack: 'Attack',
  clear: 'Clear',
  dropRoll: 'Roll the drop: {unit} on {hex}',
  exit: '{unit} leaves by the coastal road',
  samMov: '{unit}: place the SAM MOV marker',
  samReady: '{unit}: remove the SAM MOV marker',
  recover: 'Recover {unit}',
  // the standing prompt: "<side> <phase>: what to do"
  promptMove: '{side} {phase}: move units (select one, then a highlighted hex) or end the phase.',
  promptMoveUnit: '{side} {phase}: choose a highlighted hex for {unit} ({mp} MP), or another unit.',
  promptAir:
    '{side} air phase: send aircraft over enemy units they will bomb this turn — select one in the panel (Aircraft), then a highlighted hex; or end the phase.',
  promptAirUnit: '{side} air phase: choose a highlighted hex (enemy units) for {unit} to bomb in the bombing step.',
  promptLandUnit:
    '{side} air phase: choose a highlighted hex for {unit} to land on (B-O); a drop is declared now and rolled once the drops are declared (B-O.1).',
  promptDropsDeclared:
    '{side} air phase: drops declared — declare any other, then roll each (buttons above the map); the phase ends once all are rolled (B-O.1).',
  promptSetup: '{side} set-up: place your units, or end the phase.',
  promptComputer: 'The computer is thinking…',
  calendar: 'Calendar',
  vp: 'Victory points',
  vpNow: 'If the game ended now',
  samRanges: 'Show SAM ranges',
  air: 'Aircraft',
  pool: 'ready',
  over: 'over',
  lost: 'lost',
  waiting: 'Off the map',
  offMapOthers: '{n} more: reinforcements to come, and units that cannot act now',
  eliminated: 'Eliminated',
  recovery: 'Recovery points',
  /** The combat panel's, the results' and the charts' words (combat-words-en.ts), in another language: English's load with them. */
  combat: null as CombatWords | null,
  reduced: 'reduced',
  shocked: 'shock',
  samMovMarker: 'SAM MOV',
  active: 'active',
  inactive: 'inactive',
  ecm: 'US countermeasures (B-M.5)',
  arrives: 'turn {n}',
  bridges: 'Bridges',
  credits:
    'Yom Kippur (International Team, 1983), basic game. Reconstructed map and counter values: the printed ones are lost.',
  mapLabel: 'Yom Kippur map (reconstructed), Sinai front',
  saveError: 'The saved game could not be read; a new game was started.',
  victory: { egyptian: 'Egyptian victory', israeli: 'Israeli victory' } as Record<string, string>,
  /** The rest of the words of a game's end (end-words-en.ts), in another language: English's load with them once it is over. */
  end: null as EndWords | null,
  /** The map's printed place names in another language's words (English: as printed). */
  places: {} as Record<string, string>,
  terrain: {
    clear: 'clear',
    desert: 'desert',
    hill: 'hills',
    marsh: 'marsh',
    lake: 'lake',
    sea: 'Mediterranean',
    'red-sea': 'Red Sea (Gulf of Suez)',
  } as Record<string, string>,
  features: {
    town: 'town',
    pass: 'pass',
    'entrenched-camp': 'entrenched camp',
    'bridge-site': 'bridge site',
  } as Record<string, string>,
  types: {
    armoured: 'armoured',
    mechanised: 'mechanised',
    infantry: 'infantry',
    paratroops: 'paratroops',
    'paratroops-mechanised': 'mechanised paratroops',
    commandos: 'commandos',
    marines: 'marines',
    artillery: 'artillery',
    fort: 'fort',
    sam: 'SAM battery',
    aircraft: 'aircraft',
  } as Record<string, string>,
  zoc: 'in the {side} zone of control',
  empty: 'empty',
  mp: 'MP',
  /** What the element says of the computer's play (ai-notes-words-en.ts), in another language: English's load with it. */
  aiNotes: null as AiNotesWords | null,
  // B-M, B-N: the SAMs over the aircraft the reader looks at (threat.ts)
  threatHint: 'Select or point at an aircraft (or, with one selected, a hex) to see which SAMs cover it and the odds.',
  /** The rest of the panel's words on the SAMs over an aircraft (threat-words-en.ts), in another language: English's load with the panel's body. */
  threat: null as ThreatWords | null,
  // the charts (charts.ts)
  crtTitle: 'Combat Results Tables (B-I.3)',
  crtShort: 'CRT',
  bombTitle: 'Bombing (B-N.2)',
  bombShort: 'Bombing',
  tecTitle: 'Terrain effects (B-G, B-J)',
  tecShort: 'Terrain',
  keyTitle: 'Key to the map',
  keyShort: 'Key',
  dieWords: 'die {die}: {words}',
  dieCode: 'die {die}: {code}',
  lands: 'lands',
  lostInDrop: 'lost',
  dropOf: '{unit} lands on {hex}',
  logPhase: 'Game-Turn {turn} ({dates}): {side} {phase}',
  logBridge: 'Bridge at {hex} {state} ({rule})',
  bridgeStates: { intact: 'intact', captured: 'captured', removed: 'removed', lifted: 'lifted' } as Record<
    string,
    string
  >,
  bridgeAt: 'bridge at {hex}',
  logVp: '{side} {points} VP: {why} ({rule})',
  /** Why a side scores in another language's words (vp-words.ts); English shows the engine's own (victory.ts). */
  vpWhy: null as VpWords | null,
  /** The engine's other English (counter names, cases, refusals, log lines) in another language's words (reword.ts). */
  reword: null as Rewording | null,
  none: 'none',
  logMove: '{unit} moves {from}–{to}, {mp} MP',
  logEnter: '{unit} enters at {to}, {mp} MP',
  moveModes: { column: 'in column, B-G.3', canal: 'across the canal, B-G.4b', raft: 'by raft, B-G.5b' } as Record<
    string,
    string
  >,
  turnOrder: 'Each Game-Turn: {sides}',
  then: ' player-turn, then ',
  skipped: 'Game-Turn {turn}: the {side} player-turn (the crossing) counts as played and is skipped (B-D).',
  warnings: 'Before you end the phase:',
  warnAircraft: '{n} aircraft could still fly a mission (B-N.1).',
  warnMoves: '{n} units could still move.',
  endAnyway: 'End the phase anyway',
};

/** The element's words: every key English has, each language has (text-fr.ts). */
export type Text = typeof en;

/**
 * Why a side scores (B-R, A-M; vp-words.ts): the engine's English reasons (victory.ts), {n} a count and {name} a
 * unit, pass, place or bridge, each with its words; `places` names the places held, by feature.
 */
export interface VpWords {
  reasons: Record<string, string>;
  places: Record<string, string>;
}

/** The engine's English in another language's words (reword.ts, loaded with that language's words). */
export interface Rewording {
  /** An aircraft's or a SAM battery's name (null: a designation, not translated). */
  counterName(u: UnitInfo): string | null;
  /** A case the engine adds words to ("B-I.3 attacker"). */
  caseText(rule: string): string;
  /** A refusal with its case, the counters it names among `units` (null: no words for it). */
  refusal(units: readonly UnitInfo[], e: RulesError): string | null;
  /** A log line English reads as the engine writes it (describe.ts), its units named by `name`, a drop's `die`. */
  event(e: GameEvent, name: (id: string) => string, die: () => string): string | null;
}
