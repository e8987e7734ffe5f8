// The advanced game's words in English (A-Use seats, the fronts' phases,
// A-K's air phase, its credits): carried by the advanced view, which reads
// another language's from that language's lazy file (text-fr.ts's
// `advanced`), so that a page in English never loads the French ones.
export const englishWords = {
  /** The advanced game's credits and map, in place of the basic game's (panel, map label). */
  credits:
    'Yom Kippur (International Team, 1983), advanced game: the Sinai and the Golan, the air war. Reconstructed maps and counter values: the printed ones are lost.',
  mapLabel: 'Yom Kippur maps (reconstructed), Sinai and Golan fronts',
  /** The fronts, the Golan's terrain and the Arab nations (golan-look.ts draws them). */
  golan: {
    arab: 'Arab',
    sinai: 'Sinai',
    golan: 'Golan',
    mountain: 'mountains',
    Syria: 'Syrian',
    Iraq: 'Iraqi',
    Jordan: 'Jordanian',
    Morocco: 'Moroccan',
    Palestine: 'Palestinian',
  } as Record<string, string>,
  /** A-M: the places a side scores for holding, by feature (vp-words.ts names them, not their feature ids). */
  vpPlaces: { damascus: 'Damascus', 'town-syrian': 'Syrian towns', 'town-israeli': 'Israeli towns' } as Record<
    string,
    string
  >,
  promptAirDone: '{side}: the air phase on the {front} is over; End phase.',
  seats: {
    arab: 'Arab',
    syrian: 'Syrian',
    'israeli-sinai': 'Israeli (Sinai)',
    'israeli-golan': 'Israeli (Golan)',
  } as Record<string, string>,
  victory: 'Arab victory',
  vpText: 'Arab {a} VP · Israeli {i} VP',
  /** Each air force by its aircraft's nation, in the air panel's pools (English: the nation as the engine names it). */
  airForces: {} as Record<string, string>,
  bridges: 'bridges',
  fronts: 'Fronts',
  both: 'Both fronts',
  airWar: 'Air war (A-K)',
  stage: 'Stage',
  stages: {
    raids: 'raids placed',
    interceptors: 'interceptors',
    sam: 'SAM fire',
    'escort-combat': 'escorts fight',
    'escort-reply': 'escorts answered',
    'air-combat': 'air combat',
    'bomber-reply': 'bombers answered',
    bombing: 'bombing',
    'para-attack': 'paras attack',
    done: 'done',
  } as Record<string, string>,
  ready: '{n} ready',
  flown: '{n} flown',
  aloft: '{n} in the air',
  lost: '{n} lost',
  raidsOver: 'Over {hex}',
  noRaids: 'No aircraft in the air.',
  detected: 'detected',
  notDetected: 'not detected',
  interceptor: 'interceptor',
  roles: { bomber: 'bomber', escort: 'escort', para: 'para drop' } as Record<string, string>,
  raidAs: '{aircraft} over {hex} as {role}',
  detect: 'Roll detection over {hex}',
  samShot: '{sam} fires at {targets} over {hex}',
  airAttack: '{attackers} attack {targets}',
  airBomb: '{aircraft} bombs {target}',
  paras: 'Paratroops',
  /** A-K b: the helicopters, the units one may lift, a flight in the air. */
  helicopters: 'Helicopters (A-K b)',
  heliCargo: 'Units the helicopter may lift',
  heliCargoButton: 'Lift {unit} from {hex}',
  heliCarrying: 'carrying {cargo}',
  promptHeliCargo: '{side}: choose the unit {helicopter} lifts (a button, or its marked hex on the map).',
  promptHeliDrop: '{side}: choose a highlighted hex where {helicopter} sets {cargo} down (A-K b).',
  paraAttack: '{attackers} attack {hexes} at once (A-K[Placement] a)',
  pass: 'Done: {stage}',
  promptRaids:
    '{side} air phase on the {front}: select an aircraft, then a highlighted hex to raid; Done when all are placed.',
  promptRaidsNone:
    '{side} air phase on the {front}: select an aircraft, then a highlighted hex to raid; or End phase to fly none.',
  promptRaidHex: '{side}: choose {aircraft}\u2019s role over {hex}.',
  promptAircraft: '{side}: choose a highlighted hex for {aircraft}.',
  promptIntercept: '{side} intercepts on the {front}: select an interceptor, then a detected raid; or roll detection.',
  promptStage: '{side}, {stage} on the {front}: choose below, or Done.',
  promptStageMust: '{side}, {stage} on the {front}: choose below.',
  promptManyChoices: '{side}, {stage} on the {front}: choose a marked hex to see its choices, or Done.',
  promptSetup:
    '{side} set-up on the {front} (A-C): select one of your counters there, then a highlighted hex of its zone; End phase when all stand where you want them.',
  promptBridges: '{side} bridges (A-E): click a marked hex to place a bridge there or remove it, then End phase.',
  logRaid: '{aircraft} flies a raid over {hex} ({role})',
  /** A die and what it did, in an air line. */
  die: 'die {die}, {result}',
  logDetect: 'Raid of {n} over {hex}: {result} (A-K[Detection])',
  logIntercept: '{aircraft} intercepts over {hex}',
  logSamFire: '{sam} fires at {targets} over {hex}: {result} (A-K[SAM])',
  logAirCombat: '{attackers} attack {targets} at {odds}: {result} (A-K[Air combat])',
  logAirBomb: '{aircraft} bombs {target}: {result} ({rule})',
  logAirHome: '{aircraft} goes home ({why})',
  logHeliRaid: '{helicopter} flies from {from} with {cargo} to set it down on {hex} (A-K b)',
  logAirStage: 'Air phase: {stage}',
  /** Why an aircraft goes home (A-K): the end of the phase, or repulsed under a case. */
  homeWhy: { end: 'end of the air phase', repulsed: 'repulsed, {rule}' },
  logTransfer: '{unit} leaves the map from {hex}, to enter either map from the next Game-Turn (A-H)',
};

export type AdvancedWords = typeof englishWords;

/** A-M: the English reason the advanced game adds (vp-words.ts), so that its places are named, not their feature ids. */
export const englishVpReasons: Record<string, string> = {
  '{n} hex(es) of {name} occupied': '{n} hex(es) of {name} occupied',
};
