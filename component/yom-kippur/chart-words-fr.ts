// The words of Yom Kippur's charts in French (chart-words-en.ts), loaded when a chart opens in a page in French.
import type { ChartWords } from './chart-words-en.js';

export const chartWords: ChartWords = {
  crtCaption: 'Attaque {side}\u202f: rapport (colonnes), dé (lignes)',
  die: 'Dé',
  crtNote:
    'Sous 1-3, pas d’attaque (B-I.2)\u202f; au-delà de 6-1, lire 6-1 et ajouter 1 au dé par point au-dessus de 6. Une retraite impossible coûte un pas à l’unité (B-I.3).',
  bombSide: 'Avions\u202f: {side}',
  bombOther: 'toute autre unité (forts compris)',
  bombReducedOn: 'réduite sur un dé de {dice}, sinon sans effet',
  bombOutsideCover:
    'Bombarder un hexagone hors de la couverture SAM active coûte un avion à l’Égypte ce tour de joueur.',
  bombIsraeli:
    'Lire la table israélienne dans la colonne {column} ({reduced} pour un avion réduit), une colonne à gauche par SAM efficace couvrant l’hexagone. Les résultats de l’attaquant ne s’appliquent pas aux avions\u202f:',
  bombRevised: 'Cette partie joue les tables révisées (T003)\u202f: le dé se lit sur la table de bombardement T003.',
  terrainCol: 'Terrain',
  moveCol: 'PM pour entrer',
  combatCol: 'Combat',
  waterOnly: 'infanterie de marine égyptienne, radeaux israéliens seulement\u202f: 1',
  impassable: 'interdit',
  defencePlusHex: 'défense +{n} pour l’hexagone (B-J.3)',
  defenceTimes: 'chaque défenseur ×{n} (B-J.6)',
  attackFromDivided: 'attaque depuis l’hexagone ÷{n} (B-J.6)',
  tecRules: [
    'Route\u202f: ½ PM par hexagone quel que soit le terrain\u202f; tout le mouvement sur route (en colonne)\u202f: ⅓ PM par hexagone, jamais en zone de contrôle ennemie (B-G.3).',
    'Canal de Suez\u202f: franchi seulement sur un pont (2 PM, B-G.4a) ou, pour Israël, directement au premier mouvement (B-G.4b)\u202f; ni attaque ni zone de contrôle au travers (B-J.1, B-H).',
    'Ligne rouge\u202f: jamais franchie (B-G.5b).',
    'Ville\u202f: défense +1 pour l’hexagone (B-J.4). Camp retranché\u202f: +2 par unité en défense (B-J.5).',
  ],
  keyCanal:
    'Canal de Suez (le long des côtés d’hexagone)\u202f: ni mouvement, ni attaque, ni zone de contrôle au travers, sauf par un pont',
  keyRedLine: 'Ligne rouge là où le canal rejoint un lac ou la mer\u202f: jamais franchie',
  keyRoad: 'Route, tracée de centre à centre (elle zigzague le long d’une rangée d’hexagones)',
  keyTown: 'Ville\u202f: défense +1 (B-J.4)',
  keyPass: 'Col\u202f: 10 PV à l’Égypte pour chaque col tenu à la fin (B-R.2)',
  keyCamp: 'Camp retranché\u202f: chaque défenseur +2 (B-J.5)',
  keyBridge: 'Site de pont égyptien (B-D, B-G.4)',
  keySamRange:
    'À portée d’un SAM actif («\u202fMontrer la portée des SAM\u202f»\u202f; la portée en hexagones entre parenthèses)',
  keyShock:
    'Marqueur de choc\u202f: l’unité ne peut pas se déplacer de son plein gré à son prochain tour de joueur (B-N.2b)',
  keyAircraft:
    'Avion au-dessus d’un hexagone\u202f: il bombarde une unité de l’hexagone pendant le bombardement (B-N.1)',
  keyNotes: [
    'Pion\u202f: force-mouvement en bas\u202f; une unité réduite montre sa face claire.',
    'Un chiffre sur un pion\u202f: une pile d’unités terrestres\u202f; cliquez-le, ou appuyez sur ] et [, pour mettre la suivante dessus.',
    'Calendrier\u202f: «\u202f+7\u202f» sous un tour est le nombre de renforts qui arrivent alors.',
    'Numéros d’hexagone\u202f: colonne puis rangée (0712\u202f: colonne 07, rangée 12).',
  ],
};
