// The words of the generic controls (the bar, replay, sharing, zoom, stacks,
// the log, the charts, the end-of-game box, the evaluation bar), in English
// and French. A game's element adds its own. French puts a (non-breaking)
// space before ':', ';', '?' and '!': the templates carry it.
const en = {
  turn: 'Game-Turn',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  play: 'Play',
  pause: 'Pause',
  replay: 'Replay',
  step: 'Action {i} of {n}',
  start: 'The start of the game',
  exportRecord: 'Export record',
  importRecord: 'Import record',
  share: 'Share, export, import',
  link: 'Link that restores this game',
  load: 'Load',
  loaded: 'Record loaded.',
  chances: 'Chances of victory',
  chancesOf: 'Chances of victory: {side} {p}',
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit the map',
  map: 'Map',
  stack: 'stack of {n} units: {top} on top',
  youAre: 'You are {side}',
  yourTurn: 'your turn',
  computerPlays: 'the computer plays {side}…',
  computerBoth: 'The computer plays both sides',
  toPlay: '{side} to play',
  log: 'Log',
  review: 'Reviewing action {i} of {n}',
  backToGame: 'Back to the game',
  charts: 'Charts',
  close: 'Close',
  gameOver: 'Game over',
  newGame: 'New game',
  reviewGame: 'Review the game',
  download: 'Download record',
  card: 'Counter',
  label: '{label}: {value}',
};

export type HexmapText = typeof en;

const fr: HexmapText = {
  turn: 'Tour',
  first: 'Début',
  previous: 'Précédent',
  next: 'Suivant',
  last: 'Fin',
  play: 'Lecture',
  pause: 'Pause',
  replay: 'Relecture',
  step: 'Action {i} sur {n}',
  start: 'Le début de la partie',
  exportRecord: 'Exporter la partie',
  importRecord: 'Importer une partie',
  share: 'Partager, exporter, importer',
  link: 'Lien qui restaure cette partie',
  load: 'Charger',
  loaded: 'Partie chargée.',
  chances: 'Chances de victoire',
  chancesOf: 'Chances de victoire\u202f: {side} {p}',
  zoom: 'Zoom',
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  fit: 'Toute la carte',
  map: 'Carte',
  stack: 'pile de {n} unités\u202f: {top} dessus',
  youAre: 'Votre camp\u202f: {side}',
  yourTurn: 'à vous',
  computerPlays: "au tour de l'ordinateur ({side})…",
  computerBoth: "L'ordinateur joue les deux camps",
  toPlay: 'À jouer\u202f: {side}',
  log: 'Journal',
  review: "Retour sur l'action {i} sur {n}",
  backToGame: 'Revenir à la partie',
  charts: 'Tables',
  close: 'Fermer',
  gameOver: 'Partie terminée',
  newGame: 'Nouvelle partie',
  reviewGame: 'Revoir la partie',
  download: 'Télécharger la partie',
  card: 'Pion',
  label: '{label}\u202f: {value}',
};

const dictionaries: Record<string, HexmapText> = { en, fr };

/** The generic words in a language ('en' when the language is not known). */
export function hexmapText(lang: string | null | undefined): HexmapText {
  return dictionaries[(lang ?? 'en').slice(0, 2)] ?? en;
}

/** Fills {name} slots. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
