// Why an action was refused, in the reader's language: the engine's
// RulesError codes (its messages are English), each with its rule. A code
// not listed here shows the engine's message.
import type { RulesError } from '../../src/games/across-suez/index.js';
import { fill } from '../hexmap/text.js';

type Refusals = Record<string, string>;

const en: Refusals = {
  'not-movement-phase': 'Units move only in their Movement Phase',
  'not-your-unit': '{unit} belongs to the other player',
  crossed: '{unit} has crossed the canal and may not come back',
  eliminated: '{unit} has been eliminated',
  'not-arrived': '{unit} arrives later in the game',
  'stopped-by-zoc': '{unit} cannot move: it entered an enemy Zone of Control this phase',
  'first-turn-zoc': '{unit} cannot move: it began Game-Turn 1 next to an enemy',
  'no-movement-points': '{unit} has no Movement Points left',
  'crossing-limit': 'Without the bridge, no more than two units cross in a Movement Phase',
  'not-enough-points': '{unit} has too few Movement Points left to cross the canal',
  'out-of-reach': '{unit} cannot reach Matzmed this phase',
  'first-turn': 'No unit may cross the canal on the first Game-Turn',
  'may-not-cross': 'Only Israeli units cross the canal',
  'bridge-stays': 'The bridge unit spans the canal; it does not cross it',
  'not-in-combat': 'Units do not cross the canal in the Combat Phase',
};

const fr: Refusals = {
  'not-movement-phase': 'Les unités ne se déplacent que pendant leur phase de mouvement',
  'not-your-unit': "{unit} appartient à l'autre joueur",
  crossed: '{unit} a franchi le canal et ne peut pas revenir',
  eliminated: '{unit} a été éliminé',
  'not-arrived': '{unit} arrive plus tard dans la partie',
  'stopped-by-zoc': '{unit} ne peut plus bouger\u202f: elle est entrée en zone de contrôle ennemie cette phase',
  'first-turn-zoc': '{unit} ne peut pas bouger\u202f: elle a commencé le premier tour au contact de l’ennemi',
  'no-movement-points': "{unit} n'a plus de points de mouvement",
  'crossing-limit': 'Sans le pont, deux unités au plus franchissent le canal par phase de mouvement',
  'not-enough-points': "{unit} n'a plus assez de points de mouvement pour franchir le canal",
  'out-of-reach': '{unit} ne peut pas atteindre Matzmed cette phase',
  'first-turn': 'Aucune unité ne franchit le canal au premier tour',
  'may-not-cross': 'Seules les unités israéliennes franchissent le canal',
  'bridge-stays': "L'unité de pont enjambe le canal\u202f; elle ne le franchit pas",
  'not-in-combat': 'On ne franchit pas le canal pendant la phase de combat',
  'already-attacked': 'Cette unité a déjà attaqué ou été attaquée cette phase',
  'pending-decision': "Finissez d'abord de résoudre la dernière attaque",
  'no-artillery-left': "Plus d'attaque appuyée par l'artillerie cette phase",
  night: "Pas d'artillerie pendant les tours de nuit",
  'game-over': 'La partie est terminée',
  'nothing-to-undo': "Rien à annuler\u202f: un dé a été lancé ou l'autre camp a joué depuis",
  'enemy-occupied': 'Cet hexagone est occupé par une unité ennemie',
  'prohibited-terrain': 'Ce terrain est infranchissable',
  'bridge-terrain': "Le pont n'entre que dans les hexagones clairs ou de route",
};

/** The refusal in words, with its rule: "Reshev 2 cannot move: it began Game-Turn 1 next to an enemy (9.1)". */
export function refusal(e: RulesError, lang: string, unit = ''): string {
  const template = (lang.startsWith('fr') ? fr : en)[e.code];
  const text = template && (unit || !template.includes('{unit}')) ? fill(template, { unit }) : e.message;
  return e.rule ? `${text} (${e.rule})` : text;
}
