// The advanced game's words (A-Use seats, the fronts' phases, A-K's air
// phase) in the reader's language. The seats and phases join the basic
// game's text (text-en.ts, text-fr.ts) under keys the basic game never
// reads, so the basic element's prompt, panel, log and end-of-game box
// name them as they name Egypt and Israel.
import { textFor } from '../text.js';
import { golanWords } from '../golan-look.js';

const englishWords = {
  seats: {
    arab: 'Arab',
    syrian: 'Syrian',
    'israeli-sinai': 'Israeli (Sinai)',
    'israeli-golan': 'Israeli (Golan)',
  } as Record<string, string>,
  victory: 'Arab victory',
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
  paraAttack: '{attackers} attack {hexes} at once (A-K[Placement] a)',
  pass: 'Done: {stage}',
  promptRaids:
    '{side} air phase on the {front}: select an aircraft, then a highlighted hex to raid; Done when all are placed.',
  promptRaidHex: '{side}: choose {aircraft}\u2019s role over {hex}.',
  promptAircraft: '{side}: choose a highlighted hex for {aircraft}.',
  promptIntercept: '{side} intercepts on the {front}: select an interceptor, then a detected raid; or roll detection.',
  promptStage: '{side}, {stage} on the {front}: choose below, or Done.',
  promptManyChoices: '{side}, {stage} on the {front}: choose a marked hex to see its choices, or Done.',
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
  logAirStage: 'Air phase: {stage}',
  /** Why an aircraft goes home (A-K): the end of the phase, or repulsed under a case. */
  homeWhy: { end: 'end of the air phase', repulsed: 'repulsed, {rule}' },
  logTransfer: '{unit} leaves the map from {hex}, to enter either map from the next Game-Turn (A-H)',
};

export type AdvancedWords = typeof englishWords;

const frenchWords: AdvancedWords = {
  seats: {
    arab: 'Arabe',
    syrian: 'Syrien',
    'israeli-sinai': 'Israélien (Sinaï)',
    'israeli-golan': 'Israélien (Golan)',
  },
  victory: 'Victoire arabe',
  bridges: 'ponts',
  fronts: 'Fronts',
  both: 'Les deux fronts',
  airWar: 'Guerre aérienne (A-K)',
  stage: 'Étape',
  stages: {
    raids: 'raids placés',
    interceptors: 'intercepteurs',
    sam: 'tir des SAM',
    'escort-combat': 'combat des escortes',
    'escort-reply': 'riposte aux escortes',
    'air-combat': 'combat aérien',
    'bomber-reply': 'riposte des bombardiers',
    bombing: 'bombardement',
    'para-attack': 'attaque des paras',
    done: 'terminée',
  },
  ready: '{n} prêts',
  flown: '{n} ont volé',
  aloft: '{n} en vol',
  lost: '{n} perdus',
  raidsOver: 'Au-dessus de {hex}',
  noRaids: 'Aucun avion en vol.',
  detected: 'détecté',
  notDetected: 'non détecté',
  interceptor: 'intercepteur',
  roles: { bomber: 'bombardier', escort: 'escorte', para: 'largage' },
  raidAs: '{aircraft} au-dessus de {hex} en {role}',
  detect: 'Jet de détection en {hex}',
  samShot: '{sam} tire sur {targets} en {hex}',
  airAttack: '{attackers} attaquent {targets}',
  airBomb: '{aircraft} bombarde {target}',
  paras: 'Parachutistes',
  paraAttack: '{attackers} attaquent {hexes} aussitôt (A-K[Placement] a)',
  pass: 'Fini\u202f: {stage}',
  promptRaids:
    '{side}, phase aérienne sur le {front}\u202f: choisissez un avion, puis un hexagone en surbrillance\u202f; Fini une fois tous placés.',
  promptRaidHex: '{side}\u202f: choisissez le rôle de {aircraft} en {hex}.',
  promptAircraft: '{side}\u202f: choisissez un hexagone en surbrillance pour {aircraft}.',
  promptIntercept:
    '{side} intercepte sur le {front}\u202f: choisissez un intercepteur, puis un raid détecté\u202f; ou lancez la détection.',
  promptStage: '{side}, {stage} sur le {front}\u202f: choisissez ci-dessous, ou Fini.',
  promptManyChoices:
    '{side}, {stage} sur le {front}\u202f: choisissez un hexagone marqué pour voir ses choix, ou Fini.',
  promptBridges:
    '{side}, ponts (A-E)\u202f: cliquez un hexagone marqué pour y poser un pont ou l\u2019enlever, puis Fin de phase.',
  logRaid: '{aircraft} part en raid au-dessus de {hex} ({role})',
  die: 'dé {die}, {result}',
  logDetect: 'Raid de {n} au-dessus de {hex}\u202f: {result} (A-K[Detection])',
  logIntercept: '{aircraft} intercepte au-dessus de {hex}',
  logSamFire: '{sam} tire sur {targets} au-dessus de {hex}\u202f: {result} (A-K[SAM])',
  logAirCombat: '{attackers} attaquent {targets} à {odds}\u202f: {result} (A-K[Air combat])',
  logAirBomb: '{aircraft} bombarde {target}\u202f: {result} ({rule})',
  logAirHome: '{aircraft} rentre à sa base ({why})',
  logAirStage: 'Phase aérienne\u202f: {stage}',
  homeWhy: { end: 'fin de la phase aérienne', repulsed: 'repoussé, {rule}' },
  logTransfer:
    '{unit} quitte la carte par {hex}, pour entrer sur l\u2019une ou l\u2019autre carte au tour suivant (A-H)',
};

/** The advanced words in the reader's language, with the front names of the Golan's look. */
export function advancedWords(lang: string): AdvancedWords & { front: Record<string, string> } {
  const fr_ = lang.toLowerCase().startsWith('fr');
  const front = golanWords[fr_ ? 'fr' : 'en']!;
  return { ...(fr_ ? frenchWords : englishWords), front: { sinai: front['sinai']!, golan: front['golan']! } };
}

/** The texts the advanced words have joined: each once (scheduleUpdate asks on every render). */
const joined = new WeakSet<object>();

/**
 * The seats and the fronts' phases ("air@golan": "air phase (Golan)") added to the basic text in `lang`,
 * once it has loaded (the French words are a file of their own), under keys the basic game never reads.
 */
export function addAdvancedWords(lang: string): void {
  const t = textFor(lang);
  if (joined.has(t)) return;
  joined.add(t);
  // French once its words have loaded (textFor answers English until then)
  const french = lang.toLowerCase().startsWith('fr') && t !== textFor('en');
  const words = french ? frenchWords : englishWords;
  const front = golanWords[french ? 'fr' : 'en']!;
  const named = t as unknown as Record<string, string>;
  for (const [seat, name] of Object.entries(words.seats)) {
    named[seat] ??= name;
    t.victory[seat] ??= seat.startsWith('israeli') ? t.victory['israeli']! : words.victory;
  }
  const phases = { ...t.phases, bridges: words.bridges };
  // the basic phases only: a front's phase is named from its basic phase, never from another front's
  for (const [id, name] of Object.entries(phases)) {
    if (id.includes('@')) continue;
    for (const f of ['sinai', 'golan']) t.phases[`${id}@${f}`] ??= `${name} (${front[f]})`;
  }
}
