// The generic controls' words in English (the keys every language gives: text-fr.ts). French puts a
// (non-breaking) space before ':', ';', '?' and '!': the templates carry it. The words of what loads on first
// use are beside it, in English: the share menu's (share-words-en.ts), a replay's (replay-words-en.ts) and the
// evaluation bar's (evaluation-words-en.ts); the
// other languages' dictionaries (text-fr.ts) carry them.
export const en = {
  turn: 'Game-Turn',
  share: 'Share / export',
  /** An import refused: the engine's own words, which are English. */
  importFailed: '{why}',
  importFailedAt: '{why}',
  loaded: 'Record loaded.',
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
  computerPlayed: 'The computer played {n} actions (see the log).',
  toPlay: '{side} to play',
  waitingFor: 'waiting for {side}',
  opponentHere: 'connected',
  opponentAway: 'not connected',
  watching: 'Watching',
  reconnecting: 'Connection lost: reconnecting…',
  onlineClosed: 'Disconnected from the table',
  noUndoOnline: 'No undo in an online game: the server has stored the action',
  log: 'Log',
  newAction: 'new',
  newActions: '{n} new since your last visit',
  charts: 'Charts',
  toMap: 'Map ↑',
  toPanel: 'Panel ↓',
  close: 'Close',
  gameOver: 'Game over',
  newGame: 'New game',
  reviewGame: 'Review the game',
  download: 'Download record',
  card: 'Counter',
  label: '{label}: {value}',
};

export type HexmapText = typeof en;
