// The words of the generic controls (replay, sharing, zoom, stacks, the
// evaluation bar), in English and French. A game's element adds its own.
const en = {
  turn: 'Game-Turn',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  replay: 'Replay',
  step: 'Action {i} of {n}',
  exportRecord: 'Export record',
  importRecord: 'Import record',
  share: 'Share, export, import',
  link: 'Link that restores this game',
  load: 'Load',
  chances: 'Chances of victory',
  zoom: 'zoom',
  zoomIn: 'zoom in',
  zoomOut: 'zoom out',
  map: 'map',
  stack: 'stack of {n} units: {top} on top',
};

export type HexmapText = typeof en;

const fr: HexmapText = {
  turn: 'Tour',
  first: 'Début',
  previous: 'Précédent',
  next: 'Suivant',
  last: 'Fin',
  replay: 'Relecture',
  step: 'Action {i} sur {n}',
  exportRecord: 'Exporter la partie',
  importRecord: 'Importer une partie',
  share: 'Partager, exporter, importer',
  link: 'Lien qui restaure cette partie',
  load: 'Charger',
  chances: 'Chances de victoire',
  zoom: 'zoom',
  zoomIn: 'zoom avant',
  zoomOut: 'zoom arrière',
  map: 'carte',
  stack: 'pile de {n} unités : {top} dessus',
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
