// Every word the element shows, in English and French. Numbers, rule
// references and unit names are not translated.
export type Lang = 'en' | 'fr';

const en = {
  israeli: 'Israeli', egyptian: 'Egyptian',
  movement: 'Movement Phase', combat: 'Combat Phase', over: 'Game over',
  turn: 'Game-Turn', night: 'night', day: 'day',
  endPhase: 'End phase', undo: 'Undo', cross: 'Cross the canal', attack: 'Attack', bombard: 'Bombard',
  artillery: 'Artillery support', noAdvance: 'Do not advance', confirmLosses: 'Remove these units',
  reinforcements: 'Reinforcements', crossed: 'Cross Suez box', eliminated: 'Eliminated', log: 'Log',
  differential: 'Combat Differential', column: 'Column', odds: 'Chances',
  selectUnit: 'Select a unit to move.', selectTarget: 'Select an enemy unit to attack, then the attackers.',
  chooseRetreat: 'retreat: choose a highlighted hex', chooseAdvance: 'may advance into a highlighted hex',
  chooseExchange: 'must remove attacking units with at least {n} Combat Strength Points',
  thinking: 'The computer is thinking…',
  winner: '{side} victory', arrives: 'turn {n}', mp: 'MP', readonly: 'Diagram',
  first: 'First', previous: 'Previous', next: 'Next', last: 'Last', replay: 'Replay', step: 'Action {i} of {n}',
  hexNumbers: 'Hex numbers', warnings: 'Before you end the phase:', endAnyway: 'End the phase anyway',
  zoc: 'in {side} zone of control', turn1: 'First Game-Turn: units next to an enemy may not move and must attack (9.0).',
  nightRule: 'Night: Movement Allowances −2, no artillery (10.0).', lineOk: 'Line of communication open', lineCut: 'Line of communication cut',
  saveError: 'The saved game could not be read; a new game was started.', exportRecord: 'Export record', importRecord: 'Import record', share: 'Share, export, import', chances: 'Chances of victory', link: 'Link that restores this game', load: 'Load',
  reasons: {
    'israeli-conditions-met': 'The bridge stands on Matzmed, the line of communication is open and six units have crossed (14.0).',
    'no-bridge-at-matzmed': 'The bridge is not on Matzmed at the end of the game (14.0).',
    'fewer-than-six-across': 'Fewer than six Israeli units crossed the canal (11.5).',
    'no-line-of-communication': 'No line of communication from Matzmed to 1708 (14.1).',
    'bridge-moved': 'The bridge left Matzmed (14.2).',
    'bridge-destroyed': 'The bridge was destroyed (14.2).',
  } as Record<string, string>,
  types: { armor: 'armor', mechanized: 'mechanized', 'armored-cavalry': 'armored cavalry', infantry: 'infantry', bridge: 'bridge' } as Record<string, string>,
  terrain: { clear: 'clear', sand: 'sand', 'elevated-sand': 'elevated sand', 'chinese-farm': 'Chinese Farm', 'bar-lev': 'Bar Lev', swamp: 'swamp', lake: 'lake' } as Record<string, string>,
};

type Dict = typeof en;

const fr: Dict = {
  israeli: 'Israélien', egyptian: 'Égyptien',
  movement: 'Phase de mouvement', combat: 'Phase de combat', over: 'Partie terminée',
  turn: 'Tour', night: 'nuit', day: 'jour',
  endPhase: 'Fin de phase', undo: 'Annuler', cross: 'Franchir le canal', attack: 'Attaquer', bombard: 'Bombarder',
  artillery: "Appui d'artillerie", noAdvance: 'Ne pas avancer', confirmLosses: 'Retirer ces unités',
  reinforcements: 'Renforts', crossed: 'Case « Au-delà du canal »', eliminated: 'Éliminées', log: 'Journal',
  differential: 'Différentiel de combat', column: 'Colonne', odds: 'Chances',
  selectUnit: 'Choisissez une unité à déplacer.', selectTarget: 'Choisissez une unité ennemie à attaquer, puis les attaquants.',
  chooseRetreat: 'retraite : choisissez un hexagone en surbrillance', chooseAdvance: 'peut avancer dans un hexagone en surbrillance',
  chooseExchange: "doit retirer des unités attaquantes totalisant au moins {n} points de force",
  thinking: "L'ordinateur réfléchit…",
  winner: 'Victoire {side}', arrives: 'tour {n}', mp: 'PM', readonly: 'Diagramme',
  first: 'Début', previous: 'Précédent', next: 'Suivant', last: 'Fin', replay: 'Relecture', step: 'Action {i} sur {n}',
  hexNumbers: 'Numéros des hexagones', warnings: 'Avant de finir la phase :', endAnyway: 'Finir la phase quand même',
  zoc: 'en zone de contrôle {side}', turn1: 'Premier tour : une unité au contact ne peut pas bouger et doit attaquer (9.0).',
  nightRule: "Nuit : potentiels de mouvement −2, pas d'artillerie (10.0).", lineOk: 'Ligne de communication ouverte', lineCut: 'Ligne de communication coupée',
  saveError: "La partie sauvegardée est illisible ; une nouvelle partie commence.", exportRecord: 'Exporter la partie', importRecord: 'Importer une partie', share: 'Partager, exporter, importer', chances: 'Chances de victoire', link: 'Lien qui restaure cette partie', load: 'Charger',
  reasons: {
    'israeli-conditions-met': 'Le pont est à Matzmed, la ligne de communication est ouverte et six unités ont franchi le canal (14.0).',
    'no-bridge-at-matzmed': "Le pont n'est pas à Matzmed à la fin de la partie (14.0).",
    'fewer-than-six-across': 'Moins de six unités israéliennes ont franchi le canal (11.5).',
    'no-line-of-communication': 'Pas de ligne de communication de Matzmed à 1708 (14.1).',
    'bridge-moved': 'Le pont a quitté Matzmed (14.2).',
    'bridge-destroyed': 'Le pont a été détruit (14.2).',
  },
  types: { armor: 'blindé', mechanized: 'mécanisé', 'armored-cavalry': 'cavalerie blindée', infantry: 'infanterie', bridge: 'pont' },
  terrain: { clear: 'clair', sand: 'sable', 'elevated-sand': 'sable surélevé', 'chinese-farm': 'Ferme chinoise', 'bar-lev': 'Bar Lev', swamp: 'marais', lake: 'lac' },
};

const dictionaries: Record<Lang, Dict> = { en, fr };

export function textFor(lang: string | null | undefined): Dict {
  return dictionaries[(lang ?? 'en').slice(0, 2) as Lang] ?? en;
}

/** Fills {name} slots. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

export type Text = Dict;
