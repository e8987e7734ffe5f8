// The words of Across Suez's charts (chart-bodies.ts), in French: the keys of chart-words-en.ts.
import type { ChartWords } from './chart-words-en.js';

export const chartWords: ChartWords = {
  terrainCol: 'Terrain',
  moveCol: 'Points de mouvement',
  defenceCol: "Défenseur dans l'hexagone",
  noShift: 'pas de décalage',
  hexsideRules: [
    'Côté de route\u202f: ½ PM quel que soit le terrain (4.2)',
    'Côté de piste\u202f: 2 PM au plus (4.2)',
    'Côté de crête\u202f: +2 PM\u202f; le sable surélevé attaqué seulement à travers des crêtes décale de 2 colonnes (12.2)',
    'Côté de lac\u202f: jamais franchi',
    'Armes combinées\u202f: blindés avec infanterie ou mécanisés dans une même attaque, 1 colonne à droite (8.0)',
    "Appui d'artillerie israélien\u202f: 1 colonne à droite (13.3)\u202f; bombardement égyptien\u202f: un 1 élimine (13.0)",
  ],
};
